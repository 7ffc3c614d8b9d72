import { Router } from 'express';
import { z } from 'zod';
import type { Logger } from '@pharmachat/chassis';
import { rateLimit, type RateLimitStore } from './rate-limit';
import { graphql } from './gql';
import type { RestPublicPharmacyFieldsFragment } from './gql/graphql';
import { nonBlank, parseBody, pathId, RestError, route, typedRun, type Execute } from './rest-support';
import { toChatMessage } from './views';

graphql(`
  fragment RestPublicPharmacyFields on Pharmacy {
    id name address phone openingHours isOnline
    publicStats { rating totalReviews waitTime waitTimeFormatted averageResponseTime }
  }
`);

const PublicPharmaciesDocument = graphql(`
  query PublicPharmacies { publicPharmacies { ...RestPublicPharmacyFields } }
`);

const PublicPharmacyDocument = graphql(`
  query PublicPharmacy($id: ID!) { publicPharmacy(id: $id) { ...RestPublicPharmacyFields } }
`);

// chat message fields: views.ts
const OpenGuestChatDocument = graphql(`
  mutation OpenGuestChat($pharmacyId: ID!, $patientName: String!, $phone: String!) {
    openGuestChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone) {
      token
      session { id pharmacyId patientId patientName status needsStaffAttention startedAt messages { ...RestChatMessageFields } }
    }
  }
`);

const GuestChatMessagesDocument = graphql(`
  query GuestChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...RestChatMessageFields } }
`);

const SendPatientMessageDocument = graphql(`
  mutation SendPatientMessage($sessionId: ID!, $content: String!) { sendPatientMessage(sessionId: $sessionId, content: $content) { ...RestChatMessageFields } }
`);

/** The spec's public pharmacy: the pharmacy service's directory joined with analytics' figures. */
function toPublicPharmacy(p: RestPublicPharmacyFieldsFragment) {
  return {
    id: p.id,
    name: p.name,
    address: p.address,
    phone: p.phone,
    openingHours: p.openingHours,
    isOnline: p.isOnline,
    rating: p.publicStats.rating,
    totalReviews: p.publicStats.totalReviews,
    waitTime: p.publicStats.waitTime,
    waitTimeFormatted: p.publicStats.waitTimeFormatted,
    averageResponseTime: p.publicStats.averageResponseTime,
  };
}

const sendSchema = z.object({
  sessionId: z.string({ error: 'sessionId is required: start the chat first' }).uuid('sessionId must be the id of your chat session'),
  message: nonBlank('Message cannot be empty.'),
  pharmacyId: z.string().optional(),
  patientName: z.string().optional(),
  patientPhone: z.string().optional(),
});

export function publicRoutes(execute: Execute, limits: { chatPerMinute: number; store: RateLimitStore; logger?: Logger }): Router {
  const router = Router();
  const run = typedRun(execute);

  route(router, 'get', '/public/pharmacies', async (req) => {
    return (await run(req, PublicPharmaciesDocument)).publicPharmacies.map(toPublicPharmacy);
  });

  route(router, 'get', '/public/pharmacies/:id', async (req) => {
    const id = pathId(req, 'id', 'Pharmacy not found.');
    const data = await run(req, PublicPharmacyDocument, { id });
    if (!data.publicPharmacy) throw new RestError(404, 'Pharmacy not found.');
    return toPublicPharmacy(data.publicPharmacy);
  });

  const chatLimit = rateLimit(limits.store, { name: 'the chat', limit: limits.chatPerMinute, windowMs: 60_000, logger: limits.logger });

  route(router, 'get', '/public/chat-session/:pharmacyId/:patientName', chatLimit, async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const phone = typeof req.query.phone === 'string' ? req.query.phone : '';
    const patientName = String(req.params.patientName ?? '');
    if (!patientName.trim() || !phone.trim()) throw new RestError(400, 'We need your full name and phone number to start the chat.');
    const data = await run(req, OpenGuestChatDocument, { pharmacyId, patientName, phone });
    const { session, token } = data.openGuestChat;
    return { ...session, messages: session.messages.map(toChatMessage), token };
  });

  route(router, 'get', '/public/chat/messages/:sessionId', async (req) => {
    const sessionId = pathId(req, 'sessionId', 'Chat session not found.');
    if (!req.headers.authorization) throw new RestError(401, 'Open your chat first: this call needs the chat session token.');
    return (await run(req, GuestChatMessagesDocument, { sessionId })).chatMessages.map(toChatMessage);
  });

  route(router, 'post', '/public/chat/send', chatLimit, async (req, res) => {
    const body = parseBody(sendSchema, req);
    if (!req.headers.authorization) throw new RestError(401, 'Open your chat first: sending needs the chat session token.');
    const data = await run(req, SendPatientMessageDocument, { sessionId: body.sessionId, content: body.message });
    res.status(201);
    return { sessionId: body.sessionId, posted: toChatMessage(data.sendPatientMessage) };
  });

  return router;
}
