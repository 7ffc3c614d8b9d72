import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StaffAuthPayload, StaffRole } from '../../../app/auth/auth-storage';
import { STAFF_USER_FIELDS } from '../../auth/graphql/auth';

export interface PharmacyChoice {
  id: string;
  name: string;
  status: string;
}

/** Every pharmacy (super admins): the role switcher's and the user editor's pharmacy list. */
export const PHARMACIES: TypedDocumentNode<{ pharmacies: PharmacyChoice[] }> = gql`
  query Pharmacies { pharmacies { id name status } }
`;

/** The pharmacy the signed-in user works in (for its name in the header). */
export const PHARMACY_NAME: TypedDocumentNode<{ pharmacy: { id: string; name: string } | null }, { id: string }> = gql`
  query PharmacyName($id: ID!) { pharmacy(id: $id) { id name } }
`;

export const SWITCH_ROLE: TypedDocumentNode<{ switchRole: StaffAuthPayload }, { targetRole: StaffRole; targetPharmacyId: string | null }> = gql`
  mutation SwitchRole($targetRole: StaffRole!, $targetPharmacyId: ID) {
    switchRole(targetRole: $targetRole, targetPharmacyId: $targetPharmacyId) { token refreshToken expiresAt user { ${STAFF_USER_FIELDS} } }
  }
`;

export const RESET_ROLE: TypedDocumentNode<{ resetRole: StaffAuthPayload }> = gql`
  mutation ResetRole { resetRole { token refreshToken expiresAt user { ${STAFF_USER_FIELDS} } } }
`;
