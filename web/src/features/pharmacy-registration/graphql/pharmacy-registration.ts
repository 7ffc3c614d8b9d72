import { graphql } from '../../../gql';

/** The public pharmacy registration form: the owner's account and, through the registration saga, the pending pharmacy. */
export const SUBMIT_PHARMACY_REGISTRATION = graphql(`
  mutation SubmitPharmacyRegistrationForm($input: PharmacyRegistrationInput!) {
    submitPharmacyRegistration(input: $input) { pharmacyId status message owner { id username } }
  }
`);
