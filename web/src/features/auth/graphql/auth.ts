import { graphql } from '../../../gql';

/** A staff account as the app keeps it (sign-in, role switch, user lists). */
export const STAFF_USER_FIELDS = graphql(`
  fragment StaffUserFields on StaffUser {
    id username email firstName lastName role pharmacyId status isActive createdAt isAdmin lastActive switchedRole actualRole
  }
`);

export const LOGIN = graphql(`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) { token refreshToken expiresAt user { ...StaffUserFields } }
  }
`);

export const ME = graphql(`
  query Me { me { ...StaffUserFields } }
`);
