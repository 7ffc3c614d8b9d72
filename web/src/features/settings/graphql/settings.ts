import { graphql } from '../../../gql';

/** The owner view of a pharmacy with its settings (spec part 1, sections 2 and 3). */
export const PHARMACY_SETTINGS = graphql(`
  query PharmacySettings($id: ID!) {
    pharmacy(id: $id) {
      id name address phone email
      settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }
    }
  }
`);

export const SAVE_PHARMACY_SETTINGS = graphql(`
  mutation SavePharmacySettings($id: ID!, $input: UpdatePharmacyInput!) {
    updatePharmacy(id: $id, input: $input) {
      id name address phone email chatGreeting
      settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }
    }
  }
`);
