import { AuditEntrySchema } from '../audit/audit-log';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { staffRoles } from '@pharmachat/chassis';
import { DoctorAccount, doctorAccountStatuses } from '../domain/doctor-account';
import { PatientAccount } from '../domain/patient-account';
import { RefreshToken, sessionPrincipalKinds, SignInSession, type SessionEndReason } from '../domain/sign-in-session';
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

export const PatientAccountSchema = defineEntity({
  class: PatientAccount,
  tableName: 'patient_account',
  schema: 'identity',
  properties: {
    id: p.uuid().primary(),
    email: p.string(),
    passwordHash: p.text().lazy(),
    firstName: p.string(),
    lastName: p.string(),
    phone: p.string().nullable(),
    dateOfBirth: p.string().nullable(),
    zipCode: p.string().nullable(),
    createdAt: p.datetime(),
    lastActiveAt: p.datetime().nullable(),
  },
});

export const DoctorAccountSchema = defineEntity({
  class: DoctorAccount,
  tableName: 'doctor_account',
  schema: 'identity',
  properties: {
    id: p.uuid().primary(),
    email: p.string(),
    passwordHash: p.text().lazy(),
    status: p.enum(doctorAccountStatuses),
    createdAt: p.datetime(),
    lastActiveAt: p.datetime().nullable(),
  },
});

export const SignInSessionSchema = defineEntity({
  class: SignInSession,
  tableName: 'sign_in_session',
  schema: 'identity',
  properties: {
    id: p.uuid().primary(),
    familyId: p.uuid(),
    principalKind: p.enum(sessionPrincipalKinds),
    subject: p.uuid(),
    viewRole: p.enum(staffRoles).nullable(),
    viewPharmacyId: p.uuid().nullable(),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.string().$type<SessionEndReason>().nullable(),
  },
});

export const RefreshTokenSchema = defineEntity({
  class: RefreshToken,
  tableName: 'refresh_token',
  schema: 'identity',
  properties: {
    tokenHash: p.string().primary(),
    sessionId: p.uuid(),
    issuedAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export const identityEntities = [StaffUserSchema, PatientAccountSchema, DoctorAccountSchema, SignInSessionSchema, RefreshTokenSchema, AuditEntrySchema];
