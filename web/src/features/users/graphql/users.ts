import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StaffRole, StaffUser } from '../../../app/auth/auth-storage';
import { STAFF_USER_FIELDS } from '../../auth/graphql/auth';

/** A pharmacy's staff accounts (spec part 2, section 2.11). */
export const PHARMACY_USERS: TypedDocumentNode<{ pharmacyUsers: StaffUser[] }, { pharmacyId: string }> = gql`
  query PharmacyUsers($pharmacyId: ID!) { pharmacyUsers(pharmacyId: $pharmacyId) { ${STAFF_USER_FIELDS} } }
`;

export interface NewStaffMember {
  username: string;
  email: string;
  password: string;
  role: Exclude<StaffRole, 'super_admin'>;
  pharmacyId: string;
  captcha: string;
}

export const REGISTER_STAFF: TypedDocumentNode<{ registerStaff: StaffUser }, NewStaffMember> = gql`
  mutation RegisterStaff($username: String!, $email: String!, $password: String!, $role: StaffRole!, $pharmacyId: ID!, $captcha: String!) {
    registerStaff(input: { username: $username, email: $email, password: $password, role: $role, pharmacyId: $pharmacyId, captcha: $captcha }) { ${STAFF_USER_FIELDS} }
  }
`;

export interface StaffMemberChanges {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Exclude<StaffRole, 'super_admin'>;
  isActive: boolean;
}

export const UPDATE_PHARMACY_USER: TypedDocumentNode<{ updatePharmacyUser: StaffUser }, StaffMemberChanges & { pharmacyId: string; userId: string }> = gql`
  mutation UpdatePharmacyUser(
    $pharmacyId: ID!
    $userId: ID!
    $username: String!
    $email: String!
    $firstName: String
    $lastName: String
    $role: StaffRole!
    $isActive: Boolean!
  ) {
    updatePharmacyUser(
      pharmacyId: $pharmacyId
      userId: $userId
      input: { username: $username, email: $email, firstName: $firstName, lastName: $lastName, role: $role, isActive: $isActive }
    ) { ${STAFF_USER_FIELDS} }
  }
`;

export const SET_PHARMACY_USER_PASSWORD: TypedDocumentNode<{ setPharmacyUserPassword: boolean | null }, { pharmacyId: string; userId: string; newPassword: string }> = gql`
  mutation SetPharmacyUserPassword($pharmacyId: ID!, $userId: ID!, $newPassword: String!) {
    setPharmacyUserPassword(pharmacyId: $pharmacyId, userId: $userId, newPassword: $newPassword)
  }
`;

export const SET_PHARMACY_USER_STATUS: TypedDocumentNode<{ setPharmacyUserStatus: StaffUser }, { pharmacyId: string; userId: string; isActive: boolean }> = gql`
  mutation SetPharmacyUserStatus($pharmacyId: ID!, $userId: ID!, $isActive: Boolean!) {
    setPharmacyUserStatus(pharmacyId: $pharmacyId, userId: $userId, isActive: $isActive) { ${STAFF_USER_FIELDS} }
  }
`;
