import { defineEntity, p } from '@mikro-orm/postgresql';
import { staffRoles } from '@pharmachat/chassis';
import { StaffUser } from '../domain/staff-user';

export const StaffUserSchema = defineEntity({
  class: StaffUser,
  tableName: 'staff_user',
  schema: 'identity',
  properties: {
    id: p.uuid().primary(),
    username: p.string(),
    email: p.string(),
    passwordHash: p.text().lazy(),
    firstName: p.string().nullable(),
    lastName: p.string().nullable(),
    role: p.enum(staffRoles),
    pharmacyId: p.uuid().nullable(),
    isActive: p.boolean(),
    createdAt: p.datetime(),
    lastActiveAt: p.datetime().nullable(),
  },
});

export const identityEntities = [StaffUserSchema];
