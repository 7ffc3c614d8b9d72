import { graphql } from '../../../gql';

export const PHARMACY_DOCTOR_CHATS = graphql(`
  query PharmacyDoctorChats($pharmacyId: ID!) {
    pharmacyDoctorChats(pharmacyId: $pharmacyId) {
      id doctorId doctorName subject priority status needsStaffAttention isUrgent patientName messageCount lastMessage lastMessageAt createdAt
    }
  }
`);

export const STAFF_DOCTOR_CHAT = graphql(`
  query StaffDoctorChat($id: ID!) {
    doctorChatSession(id: $id) { id doctorName subject priority status isUrgent patientName patientPhone patientDob context createdAt }
    doctorChatMessages(sessionId: $id) { id sessionId senderType senderName content createdAt }
  }
`);

export const SEND_STAFF_DOCTOR_MESSAGE = graphql(`
  mutation SendStaffDoctorMessage($sessionId: ID!, $content: String!, $staffMember: String) {
    sendStaffDoctorChatMessage(sessionId: $sessionId, content: $content, staffMember: $staffMember) { id }
  }
`);

export const PHARMACY_DOCTOR_CHAT_UPDATES = graphql(`
  subscription PharmacyDoctorChatUpdates($pharmacyId: ID!) {
    pharmacyDoctorChatUpdates(pharmacyId: $pharmacyId) { event sessionId sessionIds messagesOnly status isUrgent }
  }
`);
