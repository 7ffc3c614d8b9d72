import { graphql } from '../../../gql';

export const SEND_CONTACT_MESSAGE = graphql(`
  mutation SendContactMessageForm($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }
`);

export const CONTACT_MESSAGE_FIELDS = graphql(`
  fragment ContactMessageFields on ContactMessage { id name email phone topic subject message receivedAt handledAt }
`);

export const CONTACT_MESSAGES = graphql(`
  query AdminContactMessages($first: Int) { contactMessages(first: $first) { ...ContactMessageFields } }
`);

export const MARK_CONTACT_MESSAGE_HANDLED = graphql(`
  mutation MarkContactMessageHandledForm($id: ID!) { markContactMessageHandled(id: $id) { ...ContactMessageFields } }
`);
