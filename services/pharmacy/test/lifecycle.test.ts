import { describe, expect, it } from 'vitest';
import { DomainError } from '@pharmachat/chassis/errors';
import { parseOpeningHoursText, operatingHoursFromText } from '../src/domain/opening-hours-text';
import { Pharmacy } from '../src/domain/pharmacy';
import { PharmacyDeletion } from '../src/domain/pharmacy-deletion';

const registered = () => Pharmacy.register({ name: 'Unit Pharmacy', address: '1 Unit Street', phone: '2175550100', email: 'unit@example.com', licenseNumber: 'IL-1' });

const reasonOf = (action: () => void) => {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) return error.reason;
    throw error;
  }
  return null;
};

describe('a pharmacy’s review lifecycle', () => {
  it('goes pending -> active -> suspended -> active, or pending -> rejected with its reason', () => {
    const pharmacy = registered();
    expect(pharmacy.status).toBe('pending_approval');
    expect(reasonOf(() => pharmacy.suspend())).toBe('pharmacy.not_active_suspension');
    expect(reasonOf(() => pharmacy.reactivate())).toBe('pharmacy.not_suspended');
    pharmacy.approve();
    expect(pharmacy.isPublic).toBe(true);
    expect(reasonOf(() => pharmacy.reject('too late'))).toBe('pharmacy.not_pending_rejection');
    pharmacy.suspend();
    expect(pharmacy).toMatchObject({ status: 'suspended', isPublic: false });
    expect(pharmacy.suspendedAt).toBeInstanceOf(Date);
    pharmacy.reactivate();
    expect(pharmacy).toMatchObject({ status: 'active', suspendedAt: null });

    const other = registered();
    other.reject('The license could not be verified');
    expect(other).toMatchObject({ status: 'rejected', rejectionReason: 'The license could not be verified', isPublic: false });
    expect(reasonOf(() => other.approve())).toBe('pharmacy.not_pending_approval');
  });

  it('mails the owner when it has one, the pharmacy’s own address otherwise', () => {
    const pharmacy = registered();
    expect([pharmacy.contactEmail, pharmacy.contactName]).toEqual(['unit@example.com', 'Unit Pharmacy']);
    Object.assign(pharmacy, { ownerName: 'Olivia Owner', ownerEmail: 'olivia@example.com' });
    expect([pharmacy.contactEmail, pharmacy.contactName]).toEqual(['olivia@example.com', 'Olivia Owner']);
  });
});

describe('the record of a deleted pharmacy', () => {
  it('is complete once every service holding its data reported', () => {
    const deletion = PharmacyDeletion.record({ pharmacyId: '7b4f3c8e-7c1f-4c55-9d84-0c8a3c3b6f01', name: 'Gone', deletedBy: 'root', ownCounts: { pharmacies: 1 } });
    for (const service of ['identity', 'chat', 'ai-assistant', 'billing']) deletion.report(service, { rows: 1 });
    expect(deletion.complete).toBe(false);
    deletion.report('analytics', { rows: 0 });
    expect(deletion.complete).toBe(true);
    expect(Object.keys(deletion.reports).sort()).toEqual(['ai-assistant', 'analytics', 'billing', 'chat', 'identity', 'pharmacy']);
  });
});

describe('opening hours typed on the registration form', () => {
  it('reads day ranges, bare hours (closing in the afternoon), am/pm, closed days and 24 hours', () => {
    const week = parseOpeningHoursText('Mon-Fri 9-6, Sat 9am-1:30pm; Sun closed')!;
    expect(week.monday).toEqual({ isOpen: true, openTime: '09:00', closeTime: '18:00' });
    expect(week.friday).toEqual({ isOpen: true, openTime: '09:00', closeTime: '18:00' });
    expect(week.saturday).toEqual({ isOpen: true, openTime: '09:00', closeTime: '13:30' });
    expect(week.sunday.isOpen).toBe(false);
    expect(parseOpeningHoursText('Monday-Friday 9:00 AM - 6:00 PM, Saturday 9:00 AM - 2:00 PM, Sunday Closed')!.saturday).toEqual({ isOpen: true, openTime: '09:00', closeTime: '14:00' });
    expect(parseOpeningHoursText('Mon-Sun 24 hours')!.wednesday).toEqual({ isOpen: true, openTime: '00:00', closeTime: '24:00' });
    // days not named are closed
    expect(parseOpeningHoursText('Tue 10-4')!.monday.isOpen).toBe(false);
  });

  it('keeps the default week when the text cannot be read', () => {
    expect(parseOpeningHoursText('whenever we feel like it')).toBeNull();
    expect(parseOpeningHoursText('Mon 9 till late')).toBeNull();
    const fallback = operatingHoursFromText('by appointment');
    expect(fallback.understood).toBe(false);
    expect(fallback.hours.monday).toEqual({ isOpen: true, openTime: '09:00', closeTime: '18:00' });
  });
});
