import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StaffAuthPayload, StaffUser } from '../../../app/auth/auth-storage';

export const STAFF_USER_FIELDS = 'id username email firstName lastName role pharmacyId status isActive createdAt isAdmin lastActive switchedRole actualRole';

export const LOGIN: TypedDocumentNode<{ login: StaffAuthPayload }, { username: string; password: string }> = gql`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) { token refreshToken expiresAt user { ${STAFF_USER_FIELDS} } }
  }
`;

export const ME: TypedDocumentNode<{ me: StaffUser | null }> = gql`
  query Me { me { ${STAFF_USER_FIELDS} } }
`;
