import { defineEntity, p } from '@mikro-orm/postgresql';
import type { OperatingHours } from '../domain/opening-hours';
import { Pharmacy, pharmacyStatuses, type PharmacySettings } from '../domain/pharmacy';

export const PharmacySchema = defineEntity({
  class: Pharmacy,
  tableName: 'pharmacy',
  schema: 'pharmacy',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
    address: p.string(),
    phone: p.string(),
    email: p.string(),
    licenseNumber: p.string(),
    operatingHours: p.json<OperatingHours>(),
    timeZone: p.string(),
    status: p.enum(pharmacyStatuses),
    settings: p.json<PharmacySettings>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    approvedAt: p.datetime().nullable(),
  },
});

export const pharmacyEntities = [PharmacySchema];
