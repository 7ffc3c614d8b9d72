import { graphql } from '../../../gql';
import type { StaffRole } from '../../../gql/graphql';

/** Every staff account of the platform (super admins only, spec part 2, section 2.17). */
export const ADMIN_USERS = graphql(`
  query AdminUsers($search: String) { adminUsers(search: $search) { ...StaffUserFields } }
`);

export interface AdminUserChanges {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: StaffRole;
  pharmacyId: string | null;
  isActive: boolean;
}

export const ADMIN_UPDATE_USER = graphql(`
  mutation AdminUpdateUser(
    $id: ID!
    $username: String!
    $email: String!
    $firstName: String
    $lastName: String
    $role: StaffRole!
    $pharmacyId: ID
    $isActive: Boolean!
  ) {
    adminUpdateUser(
      id: $id
      input: { username: $username, email: $email, firstName: $firstName, lastName: $lastName, role: $role, pharmacyId: $pharmacyId, isActive: $isActive }
    ) { ...StaffUserFields }
  }
`);

export const ADMIN_SET_USER_PASSWORD = graphql(`
  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }
`);

export const ADMIN_DELETE_USER = graphql(`
  mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }
`);
