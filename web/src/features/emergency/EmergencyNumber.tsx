import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The platform's emergency services number (the pharmacy service's configuration), for pages with no pharmacy. */
export const PLATFORM_EMERGENCY_NUMBER = graphql(`
  query PlatformEmergencyNumber { emergencyNumber }
`);

/**
 * "In an emergency, call <number>." The number is the pharmacy's (`Pharmacy.emergencyNumber`) when a page has one,
 * else the platform's; until the server answers it names the emergency services without a number.
 */
export function EmergencyCall({ pharmacyNumber }: { pharmacyNumber?: string | null }) {
  const { data } = useQuery(PLATFORM_EMERGENCY_NUMBER, { skip: !!pharmacyNumber, fetchPolicy: 'cache-first' });
  const number = pharmacyNumber ?? data?.emergencyNumber ?? null;
  return <span data-testid="emergency-call">{number ? `In an emergency, call ${number}.` : 'In an emergency, call the emergency services.'}</span>;
}

/** The number alone, for sentences of their own. */
export function useEmergencyNumber(): string | null {
  const { data } = useQuery(PLATFORM_EMERGENCY_NUMBER, { fetchPolicy: 'cache-first' });
  return data?.emergencyNumber ?? null;
}
