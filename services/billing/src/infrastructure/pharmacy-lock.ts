import type { Transaction } from '@pharmachat/chassis';

/**
 * Serialises the writers of one pharmacy's subscription until the transaction ends: the approval consumer that
 * starts the free trial and a super admin's Assign Trial or Create Subscription can run at the same moment, and each
 * would otherwise read "no subscription" and insert one (a unique-key failure for the second).
 */
export async function lockPharmacySubscription(tx: Transaction, pharmacyId: string): Promise<void> {
  await tx.em.execute('select pg_advisory_xact_lock(hashtext(?))', [`billing.subscription:${pharmacyId}`]);
}
