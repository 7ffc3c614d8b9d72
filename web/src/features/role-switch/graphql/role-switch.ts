import { graphql } from '../../../gql';
import type { PharmaciesQuery } from '../../../gql/graphql';

export type PharmacyChoice = PharmaciesQuery['pharmacies'][number];

/** Every pharmacy (super admins): the role switcher's and the user editor's pharmacy list. */
export const PHARMACIES = graphql(`
  query Pharmacies { pharmacies { id name status } }
`);

/** The pharmacy the signed-in user works in (for its name in the header). */
export const PHARMACY_NAME = graphql(`
  query PharmacyName($id: ID!) { pharmacy(id: $id) { id name } }
`);

export const SWITCH_ROLE = graphql(`
  mutation SwitchRole($targetRole: StaffRole!, $targetPharmacyId: ID) {
    switchRole(targetRole: $targetRole, targetPharmacyId: $targetPharmacyId) { token refreshToken expiresAt user { ...StaffUserFields } }
  }
`);

export const RESET_ROLE = graphql(`
  mutation ResetRole { resetRole { token refreshToken expiresAt user { ...StaffUserFields } } }
`);
