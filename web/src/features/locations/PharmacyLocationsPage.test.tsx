import { describe, expect, it } from 'vitest';
import { pageText, renderScreen, staffUser } from '../../test-utils';
import PharmacyLocationsPage from './PharmacyLocationsPage';
import SettingsPage from '../settings/SettingsPage';

describe('Pharmacy Locations and Settings access', () => {
  it('shows pharmacy staff Access Denied with the spec’s words', () => {
    renderScreen(<PharmacyLocationsPage />, { user: staffUser({ role: 'pharmacy_staff' }) });
    expect(pageText()).toContain('Access Denied');
    expect(pageText()).toContain('Only pharmacy administrators can manage pharmacy locations');
  });

  it('asks a super admin without a pharmacy to switch before changing settings', () => {
    renderScreen(<SettingsPage />, { user: staffUser({ role: 'super_admin', pharmacyId: null, isAdmin: true }) });
    expect(pageText()).toContain('Switch to Pharmacy Context');
  });
});
