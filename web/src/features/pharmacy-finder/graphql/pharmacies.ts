import { graphql } from '../../../gql';
import type { PublicPharmacyFieldsFragment } from '../../../gql/graphql';

export type PublicPharmacy = PublicPharmacyFieldsFragment;

export const PUBLIC_PHARMACY_FIELDS = graphql(`
  fragment PublicPharmacyFields on Pharmacy {
    id name address phone openingHours isOnline emergencyNumber
    publicStats { rating totalReviews waitTime waitTimeFormatted averageResponseTime }
  }
`);

export const PUBLIC_PHARMACIES = graphql(`
  query PublicPharmacies { publicPharmacies { ...PublicPharmacyFields } }
`);

export const PUBLIC_PHARMACY = graphql(`
  query PublicPharmacy($id: ID!) { publicPharmacy(id: $id) { ...PublicPharmacyFields } }
`);

/** The fast-response badge: a typical wait of two minutes or less. */
export const FAST_RESPONSE_SECONDS = 120;

export function isFastResponse(pharmacy: PublicPharmacy): boolean {
  return pharmacy.publicStats.waitTime !== null && pharmacy.publicStats.waitTime <= FAST_RESPONSE_SECONDS;
}

export function matchesSearch(pharmacy: PublicPharmacy, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || pharmacy.name.toLowerCase().includes(needle) || pharmacy.address.toLowerCase().includes(needle);
}
