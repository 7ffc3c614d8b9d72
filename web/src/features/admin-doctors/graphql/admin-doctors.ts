import { graphql } from '../../../gql';

export const ADMIN_DOCTORS = graphql(`
  query AdminDoctors($status: String) {
    doctors(status: $status) {
      id email firstName lastName phone licenseNumber licenseState npiNumber deaNumber practiceName practiceAddress specialtyArea status createdAt rejectionReason reviewedAt
    }
  }
`);

export const APPROVE_DOCTOR = graphql(`
  mutation ApproveDoctor($id: ID!) { approveDoctor(id: $id) { id status reviewedAt rejectionReason } }
`);

export const REJECT_DOCTOR = graphql(`
  mutation RejectDoctor($id: ID!, $reason: String!) { rejectDoctor(id: $id, reason: $reason) { id status reviewedAt rejectionReason } }
`);

export const PHARMACY_DOCTOR_CONNECTIONS = graphql(`
  query PharmacyDoctorConnections($pharmacyId: ID!) {
    pharmacyDoctorConnections(pharmacyId: $pharmacyId) { id doctorName doctorSpecialty status notes requestedAt answeredAt }
  }
`);

export const ANSWER_DOCTOR_CONNECTION = graphql(`
  mutation AnswerDoctorConnection($id: ID!, $accept: Boolean!) { answerDoctorConnection(id: $id, accept: $accept) { id status answeredAt } }
`);
