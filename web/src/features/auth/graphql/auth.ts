import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StaffUser } from '../../../app/auth/auth-storage';

const STAFF_USER_FIELDS = 'id username email firstName lastName role pharmacyId isActive isAdmin';

export const LOGIN: TypedDocumentNode<{ login: { token: string; user: StaffUser } }, { username: string; password: string }> = gql`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) { token user { ${STAFF_USER_FIELDS} } }
  }
`;

export const ME: TypedDocumentNode<{ me: StaffUser | null }> = gql`
  query Me { me { ${STAFF_USER_FIELDS} } }
`;
