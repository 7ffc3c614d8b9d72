import type { StaffRole } from '../../../gql/graphql';
import { graphql } from '../../../gql';

/** A pharmacy's staff accounts (spec part 2, section 2.11). */
export const PHARMACY_USERS = graphql(`
  query PharmacyUsers($pharmacyId: ID!) { pharmacyUsers(pharmacyId: $pharmacyId) { ...StaffUserFields } }
`);

export interface NewStaffMember {
  username: string;
  email: string;
  password: string;
  role: Exclude<StaffRole, 'super_admin'>;
  pharmacyId: string;
  captcha: string;
}

export const REGISTER_STAFF = graphql(`
  mutation RegisterStaff($username: String!, $email: String!, $password: String!, $role: StaffRole!, $pharmacyId: ID!, $captcha: String!) {
    registerStaff(input: { username: $username, email: $email, password: $password, role: $role, pharmacyId: $pharmacyId, captcha: $captcha }) { ...StaffUserFields }
  }
`);

export interface StaffMemberChanges {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Exclude<StaffRole, 'super_admin'>;
  isActive: boolean;
}

export const UPDATE_PHARMACY_USER = graphql(`
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
    ) { ...StaffUserFields }
  }
`);

export const SET_PHARMACY_USER_PASSWORD = graphql(`
  mutation SetPharmacyUserPassword($pharmacyId: ID!, $userId: ID!, $newPassword: String!) {
    setPharmacyUserPassword(pharmacyId: $pharmacyId, userId: $userId, newPassword: $newPassword)
  }
`);

export const SET_PHARMACY_USER_STATUS = graphql(`
  mutation SetPharmacyUserStatus($pharmacyId: ID!, $userId: ID!, $isActive: Boolean!) {
    setPharmacyUserStatus(pharmacyId: $pharmacyId, userId: $userId, isActive: $isActive) { ...StaffUserFields }
  }
`);
