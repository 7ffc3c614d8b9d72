import { graphql } from '../../../gql';
import type { PatientFieldsFragment } from '../../../gql/graphql';

export type Patient = PatientFieldsFragment;

export interface PatientAuthPayload {
  token: string;
  refreshToken: string | null;
  expiresAt: string | null;
  patient: Patient;
}

export const PATIENT_FIELDS = graphql(`
  fragment PatientFields on PatientAccount { id email firstName lastName phone dateOfBirth zipCode createdAt }
`);

export const LOGIN_PATIENT = graphql(`
  mutation LoginPatient($email: String!, $password: String!) {
    loginPatient(email: $email, password: $password) { token refreshToken expiresAt patient { ...PatientFields } }
  }
`);

export interface PatientRegistration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  dateOfBirth: string | null;
  zipCode: string | null;
  captcha: string;
}

export const REGISTER_PATIENT = graphql(`
  mutation RegisterPatient(
    $email: String!
    $password: String!
    $firstName: String!
    $lastName: String!
    $phone: String
    $dateOfBirth: String
    $zipCode: String
    $captcha: String!
  ) {
    registerPatient(
      input: {
        email: $email
        password: $password
        firstName: $firstName
        lastName: $lastName
        phone: $phone
        dateOfBirth: $dateOfBirth
        zipCode: $zipCode
        captcha: $captcha
      }
    ) { token refreshToken expiresAt patient { ...PatientFields } }
  }
`);

export const ME_PATIENT = graphql(`
  query MePatient { mePatient { ...PatientFields } }
`);
