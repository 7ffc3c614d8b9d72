import { gql, type TypedDocumentNode } from '@apollo/client';

export interface Patient {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  dateOfBirth: string | null;
  zipCode: string | null;
  createdAt: string;
}

export interface PatientAuthPayload {
  token: string;
  refreshToken: string | null;
  expiresAt: string | null;
  patient: Patient;
}

const PATIENT_FIELDS = 'id email firstName lastName phone dateOfBirth zipCode createdAt';

export const LOGIN_PATIENT: TypedDocumentNode<{ loginPatient: PatientAuthPayload }, { email: string; password: string }> = gql`
  mutation LoginPatient($email: String!, $password: String!) {
    loginPatient(email: $email, password: $password) { token refreshToken expiresAt patient { ${PATIENT_FIELDS} } }
  }
`;

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

export const REGISTER_PATIENT: TypedDocumentNode<{ registerPatient: PatientAuthPayload }, PatientRegistration> = gql`
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
    ) { token refreshToken expiresAt patient { ${PATIENT_FIELDS} } }
  }
`;

export const ME_PATIENT: TypedDocumentNode<{ mePatient: Patient | null }> = gql`
  query MePatient { mePatient { ${PATIENT_FIELDS} } }
`;
