import { defineEntity, p } from '@mikro-orm/postgresql';
import type { OperatingHours } from '../domain/opening-hours';
import { Pharmacy, pharmacyStatuses, type PharmacySettings } from '../domain/pharmacy';

export const PharmacySchema = defineEntity({
  class: Pharmacy,
  tableName: 'pharmacy',
  schema: 'pharmacy',
  properties: {
    id: p.uuid().primary(),
    name: p.text(),
    address: p.text(),
    phone: p.text(),
    email: p.text(),
    licenseNumber: p.text(),
    operatingHours: p.json<OperatingHours>(),
    timeZone: p.text().default('America/Chicago'),
    status: p.enum(pharmacyStatuses).columnType('text').index('pharmacy_status_idx'),
    settings: p.json<PharmacySettings>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    approvedAt: p.datetime().nullable(),
  },
});

export const pharmacyEntities = [PharmacySchema];
