import { graphql } from '../../../gql';
import type { MyLocationsQuery } from '../../../gql/graphql';

/** One of the owner's pharmacies (Pharmacy Locations). */
export type Location = MyLocationsQuery['myPharmacies'][number];

graphql(`
  fragment LocationFields on Pharmacy {
    id name address phone email licenseNumber status isOnline openingHours timeZone
    operatingHours {
      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }
      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime }
      sunday { isOpen openTime closeTime }
    }
  }
`);

export const MY_LOCATIONS = graphql(`
  query MyLocations { myPharmacies { ...LocationFields } }
`);

/** The plan of the pharmacy the owner works in: several locations are an Enterprise feature. */
export const LOCATION_PLAN = graphql(`
  query LocationPlan($id: ID!) { pharmacy(id: $id) { id subscription { plan status } } }
`);

export const UPDATE_LOCATION = graphql(`
  mutation UpdateLocation($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...LocationFields } }
`);

export const ADD_LOCATION = graphql(`
  mutation AddLocation($input: PharmacyLocationInput!) { addPharmacyLocation(input: $input) { ...LocationFields } }
`);

export const DELETE_LOCATION = graphql(`
  mutation DeleteLocation($id: ID!) { deletePharmacyLocation(id: $id) }
`);
