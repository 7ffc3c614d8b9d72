import { randomUUID } from 'node:crypto';

/** What one service deleted of a pharmacy, as it reported it. */
export interface DeletionReport {
  counts: Record<string, number>;
  reportedAt: string;
}

/** The services that hold a pharmacy's rows and report what they deleted. */
export const servicesHoldingPharmacyData = ['pharmacy', 'identity', 'chat', 'ai-assistant', 'billing', 'analytics'] as const;

/**
 * The record of a deleted pharmacy: who deleted it, when, and what every service deleted of it (each service
 * deletes its own rows on pharmacy.pharmacy.deleted and reports the counts back).
 */
export class PharmacyDeletion {
  id: string = randomUUID();
  pharmacyId!: string;
  name!: string;
  deletedBy: string | null = null;
  deletedAt: Date = new Date();
  /** by service name ('chat', 'identity', ...) */
  reports: Record<string, DeletionReport> = {};

  static record(props: { pharmacyId: string; name: string; deletedBy: string | null; ownCounts: Record<string, number>; at?: Date }): PharmacyDeletion {
    const deletion = new PharmacyDeletion();
    deletion.pharmacyId = props.pharmacyId;
    deletion.name = props.name;
    deletion.deletedBy = props.deletedBy;
    deletion.deletedAt = props.at ?? new Date();
    deletion.reports = { pharmacy: { counts: props.ownCounts, reportedAt: deletion.deletedAt.toISOString() } };
    return deletion;
  }

  report(service: string, counts: Record<string, number>, at = new Date()): void {
    this.reports = { ...this.reports, [service]: { counts, reportedAt: at.toISOString() } };
  }

  /** Every service holding pharmacy data has reported. */
  get complete(): boolean {
    return servicesHoldingPharmacyData.every((service) => this.reports[service] !== undefined);
  }
}
