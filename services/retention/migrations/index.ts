import { InitialRetentionSchema } from './0001-initial.migration';
import { PurgeSlotClaims } from './0002-purge-slot.migration';
import { DeletionLog } from './0003-deletion-log.migration';

/** Retention's migrations, in order. */
export const retentionMigrations = [
  { name: '0001-initial', class: InitialRetentionSchema },
  { name: '0002-purge-slot', class: PurgeSlotClaims },
  { name: '0003-deletion-log', class: DeletionLog },
];
