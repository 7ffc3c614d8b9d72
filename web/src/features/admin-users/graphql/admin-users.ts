import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StaffRole, StaffUser } from '../../../app/auth/auth-storage';
import { STAFF_USER_FIELDS } from '../../auth/graphql/auth';

/** Every staff account of the platform (super admins only, spec part 2, section 2.17). */
export const ADMIN_USERS: TypedDocumentNode<{ adminUsers: StaffUser[] }, { search?: string | null }> = gql`
  query AdminUsers($search: String) { adminUsers(search: $search) { ${STAFF_USER_FIELDS} } }
`;

export interface AdminUserChanges {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: StaffRole;
  pharmacyId: string | null;
  isActive: boolean;
}

export const ADMIN_UPDATE_USER: TypedDocumentNode<{ adminUpdateUser: StaffUser }, AdminUserChanges & { id: string }> = gql`
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
    ) { ${STAFF_USER_FIELDS} }
  }
`;

export const ADMIN_SET_USER_PASSWORD: TypedDocumentNode<{ adminSetUserPassword: boolean | null }, { id: string; newPassword: string }> = gql`
  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }
`;

export const ADMIN_DELETE_USER: TypedDocumentNode<{ adminDeleteUser: boolean | null }, { id: string }> = gql`
  mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }
`;
