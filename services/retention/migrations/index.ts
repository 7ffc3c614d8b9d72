import { InitialRetentionSchema } from './0001-initial.migration';
import { PurgeSlotClaims } from './0002-purge-slot.migration';

/** Retention's migrations, in order. */
export const retentionMigrations = [
  { name: '0001-initial', class: InitialRetentionSchema },
  { name: '0002-purge-slot', class: PurgeSlotClaims },
];
