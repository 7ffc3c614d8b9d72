import { gql, type TypedDocumentNode } from '@apollo/client';

export interface PublicPharmacy {
  id: string;
  name: string;
  address: string;
  phone: string;
  openingHours: string;
  isOnline: boolean;
  publicStats: {
    rating: number | null;
    totalReviews: number;
    waitTime: number | null;
    waitTimeFormatted: string | null;
    averageResponseTime: number | null;
  };
}

const PUBLIC_PHARMACY_FIELDS = `
  id name address phone openingHours isOnline
  publicStats { rating totalReviews waitTime waitTimeFormatted averageResponseTime }
`;

export const PUBLIC_PHARMACIES: TypedDocumentNode<{ publicPharmacies: PublicPharmacy[] }> = gql`
  query PublicPharmacies { publicPharmacies { ${PUBLIC_PHARMACY_FIELDS} } }
`;

export const PUBLIC_PHARMACY: TypedDocumentNode<{ publicPharmacy: PublicPharmacy | null }, { id: string }> = gql`
  query PublicPharmacy($id: ID!) { publicPharmacy(id: $id) { ${PUBLIC_PHARMACY_FIELDS} } }
`;

/** The fast-response badge: a typical wait of two minutes or less. */
export const FAST_RESPONSE_SECONDS = 120;

export function isFastResponse(pharmacy: PublicPharmacy): boolean {
  return pharmacy.publicStats.waitTime !== null && pharmacy.publicStats.waitTime <= FAST_RESPONSE_SECONDS;
}

export function matchesSearch(pharmacy: PublicPharmacy, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || pharmacy.name.toLowerCase().includes(needle) || pharmacy.address.toLowerCase().includes(needle);
}
