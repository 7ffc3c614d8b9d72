import { Router, type Response } from 'express';
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

const SubmitFeedbackDocument = graphql(`
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input) { id sessionId pharmacyId patientId category rating feedback responseTime messageCount wasEscalated createdAt }
  }
`);

// a signed-in patient's own chats (chat session fields: views.ts)
const MyChatSessionsDocument = graphql(`
  query MyChatSessions { myChatSessions { ...RestChatSessionFields } }
`);

const PatientAccountDocument = graphql(`
  query PatientAccountForChat { mePatient { firstName lastName phone } }
`);

const OpenPatientChatDocument = graphql(`
  mutation OpenPatientChat($pharmacyId: ID!, $patientName: String, $phone: String, $newChat: Boolean) {
    openPatientChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone, newChat: $newChat) {
      ...RestChatSessionFields
      messages { ...RestChatMessageFields }
    }
  }
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

/** The patients' paths are for a signed-in patient account. */
function requirePatient(res: Response): void {
  const principal = res.locals.principal as { kind?: string } | null | undefined;
  if (!principal) throw new RestError(401, 'Sign in to your patient account to see your chats.');
  if (principal.kind !== 'patient') throw new RestError(403, 'Only a signed-in patient can use these chats. Sign in to your patient account.');
}

const sendSchema = z.object({
  sessionId: z.string({ error: 'sessionId is required: start the chat first' }).uuid('sessionId must be the id of your chat session'),
  message: nonBlank('Message cannot be empty.'),
  pharmacyId: z.string().optional(),
  patientName: z.string().optional(),
  patientPhone: z.string().optional(),
});

/** The spec's feedback body (part 1 section 3); the server takes the patient, message count and escalation from the chat. */
const feedbackSchema = z.object({
  sessionId: z.string({ error: 'sessionId is required: rate the chat you are in' }).uuid('sessionId must be the id of your chat session'),
  pharmacyId: z.string({ error: 'pharmacyId is required' }).uuid('pharmacyId must be the id of the pharmacy of your chat'),
  patientId: z.string().nullish(),
  category: z.enum(['overall', 'response_quality', 'speed', 'helpfulness'], { error: 'category must be one of overall, response_quality, speed or helpfulness' }),
  rating: z.number({ error: 'rating must be a number from 1.0 to 5.0' }),
  feedback: z.string({ error: 'feedback must be text' }).nullish(),
  responseTime: z.number({ error: 'responseTime must be a whole number of seconds' }).int('responseTime must be a whole number of seconds').min(0, 'responseTime must be a whole number of seconds, 0 or more').max(2_147_483_647, 'responseTime is too large').nullish(),
  messageCount: z.number().nullish(),
  wasEscalated: z.boolean().nullish(),
});

const openPatientChatSchema = z.object({
  pharmacyId: z.string({ error: 'pharmacyId is required' }).uuid('pharmacyId must be the id of a pharmacy'),
  newChat: z.boolean({ error: 'newChat must be true or false' }).nullish(),
  patientName: z.string({ error: 'patientName must be text' }).nullish(),
  phone: z.string({ error: 'phone must be text' }).nullish(),
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

  // one call per rated category, with the chat's session token (a guest's) or the patient's own token
  route(router, 'post', '/feedback', chatLimit, async (req, res) => {
    const body = parseBody(feedbackSchema, req);
    if (!req.headers.authorization) throw new RestError(401, 'Open your chat first: feedback needs the chat session token.');
    const data = await run(req, SubmitFeedbackDocument, {
      input: { ...body, patientId: body.patientId ?? null, messageCount: null, wasEscalated: null, feedback: body.feedback ?? null, responseTime: body.responseTime ?? null },
    });
    res.status(201);
    return data.submitFeedback;
  });

  // a signed-in patient's chats, newest first
  route(router, 'get', '/patients/chat-sessions', async (req, res) => {
    requirePatient(res);
    return (await run(req, MyChatSessionsDocument)).myChatSessions;
  });

  // a signed-in patient opens a chat: their latest open one with the pharmacy (with its history), or a new one
  route(router, 'post', '/patients/chat-sessions', chatLimit, async (req, res) => {
    requirePatient(res);
    const body = parseBody(openPatientChatSchema, req, { optional: true });
    let patientName = body.patientName?.trim() || null;
    let phone = body.phone?.trim() || null;
    if (!patientName || !phone) {
      // the account's own details (identity) fill what the request leaves out
      const account = (await run(req, PatientAccountDocument)).mePatient;
      patientName ??= account ? `${account.firstName} ${account.lastName}`.trim() || null : null;
      phone ??= account?.phone?.trim() || null;
    }
    const opened = (await run(req, OpenPatientChatDocument, { pharmacyId: body.pharmacyId, patientName, phone, newChat: body.newChat ?? false })).openPatientChat;
    return { ...opened, messages: opened.messages.map(toChatMessage) };
  });

  return router;
}
