import { graphql } from '../../../gql';
import type { DoctorChatMessageFieldsFragment, DoctorChatSessionFieldsFragment, DoctorProfileFieldsFragment } from '../../../gql/graphql';

export const DOCTOR_PROFILE_FIELDS = graphql(`
  fragment DoctorProfileFields on DoctorProfile { id email firstName lastName specialtyArea practiceName practiceAddress status }
`);

export const DOCTOR_CHAT_SESSION_FIELDS = graphql(`
  fragment DoctorChatSessionFields on DoctorChatSession {
    id subject category priority status needsStaffAttention isUrgent patientName patientInitials patientPhone patientDob context
    messageCount lastMessage lastMessageAt createdAt resolvedAt doctorName pharmacyId
    pharmacy { id name address phone }
  }
`);

export const DOCTOR_CHAT_MESSAGE_FIELDS = graphql(`
  fragment DoctorChatMessageFields on DoctorChatMessage { id sessionId senderType senderName content createdAt }
`);

export const REGISTER_DOCTOR = graphql(`
  mutation RegisterDoctor($input: DoctorRegistrationInput!) { registerDoctor(input: $input) { doctorId status message } }
`);

export const LOGIN_DOCTOR = graphql(`
  mutation LoginDoctor($email: String!, $password: String!) { loginDoctor(email: $email, password: $password) { token refreshToken expiresAt doctorId } }
`);

export const MY_DOCTOR_PROFILE = graphql(`
  query MyDoctorProfile { myDoctorProfile { ...DoctorProfileFields } }
`);

export const MY_DOCTOR_CHATS = graphql(`
  query MyDoctorChats { myDoctorChatSessions { ...DoctorChatSessionFields } }
`);

export const MY_DOCTOR_CONNECTIONS = graphql(`
  query MyDoctorConnections { myDoctorConnections { id pharmacyId status connectionType requestedAt pharmacy { id name address phone } } }
`);

export const MY_DOCTOR_STATS = graphql(`
  query MyDoctorStats { myDoctorDashboardStats { activeChats resolvedChats connectedPharmacies averageResponseSeconds } }
`);

export const DOCTOR_CHAT = graphql(`
  query DoctorChat($id: ID!) {
    doctorChatSession(id: $id) { ...DoctorChatSessionFields }
    doctorChatMessages(sessionId: $id) { ...DoctorChatMessageFields }
  }
`);

export const DOCTOR_DIRECTORY = graphql(`
  query DoctorDirectory { publicPharmacies { id name address phone publicStats { rating averageResponseTime } } }
`);

export const START_DOCTOR_CHAT = graphql(`
  mutation StartDoctorChat($input: StartDoctorChatInput!) { startDoctorChat(input: $input) { ...DoctorChatSessionFields } }
`);

export const SEND_DOCTOR_MESSAGE = graphql(`
  mutation SendDoctorMessage($sessionId: ID!, $content: String!) { sendDoctorChatMessage(sessionId: $sessionId, content: $content) { ...DoctorChatMessageFields } }
`);

export const RESOLVE_DOCTOR_CHAT = graphql(`
  mutation ResolveDoctorChat($sessionId: ID!) { resolveDoctorChat(sessionId: $sessionId) { ...DoctorChatSessionFields } }
`);

export const CLEAR_DOCTOR_CHAT_MESSAGES = graphql(`
  mutation ClearDoctorChatMessages($sessionId: ID!) { clearDoctorChatMessages(sessionId: $sessionId) }
`);

export const CLEAR_RESOLVED_DOCTOR_CHATS = graphql(`
  mutation ClearResolvedDoctorChats { clearResolvedDoctorChats }
`);

export const CLEAR_ALL_DOCTOR_CHATS = graphql(`
  mutation ClearAllDoctorChats { clearAllDoctorChats }
`);

export const REQUEST_DOCTOR_CONNECTION = graphql(`
  mutation RequestDoctorConnection($pharmacyId: ID!, $priority: Int, $notes: String) {
    requestDoctorConnection(pharmacyId: $pharmacyId, priority: $priority, notes: $notes) { id pharmacyId status connectionType }
  }
`);

export const DOCTOR_CHAT_UPDATES = graphql(`
  subscription DoctorChatUpdates {
    doctorChatUpdates {
      event sessionId status priority needsStaffAttention isUrgent messageCount sessionIds messagesOnly
      message { id sessionId senderType senderName content createdAt }
    }
  }
`);

export type DoctorProfile = DoctorProfileFieldsFragment;
export type DoctorChatSession = DoctorChatSessionFieldsFragment;
export type DoctorChatMessage = DoctorChatMessageFieldsFragment;
