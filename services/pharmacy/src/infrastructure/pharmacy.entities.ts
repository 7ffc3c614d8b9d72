import { defineEntity, p } from '@mikro-orm/postgresql';
import { MailMessageSchema } from './mail/mail.entities';
import type { OperatingHours } from '../domain/opening-hours';
import { PharmacyDeletion, type DeletionReport } from '../domain/pharmacy-deletion';
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
    ownerUserId: p.uuid().nullable(),
    ownerName: p.text().nullable(),
    ownerEmail: p.text().nullable(),
    rejectionReason: p.text().nullable(),
    rejectedAt: p.datetime().nullable(),
    suspendedAt: p.datetime().nullable(),
  },
});

export const PharmacyDeletionSchema = defineEntity({
  class: PharmacyDeletion,
  tableName: 'pharmacy_deletion',
  schema: 'pharmacy',
  properties: {
    id: p.uuid().primary(),
    pharmacyId: p.uuid(),
    name: p.text(),
    deletedBy: p.text().nullable(),
    deletedAt: p.datetime(),
    reports: p.json<Record<string, DeletionReport>>(),
  },
});

export const pharmacyEntities = [PharmacySchema, PharmacyDeletionSchema, MailMessageSchema];
