import { Router } from 'express';
import { z } from 'zod';
import type { Logger } from '@pharmachat/chassis';
import { rateLimit, type RateLimitStore } from './rate-limit';
import { nonBlank, parseBody, pathId, RestError, route, unwrap, type Execute } from './rest-support';
import { chatMessageFields, toChatMessage, type ChatMessageData } from './views';

const PUBLIC_PHARMACY = `
  id name address phone openingHours isOnline
  publicStats { rating totalReviews waitTime waitTimeFormatted averageResponseTime }`;

interface PublicPharmacyData {
  id: string;
  name: string;
  address: string;
  phone: string;
  openingHours: string;
  isOnline: boolean;
  publicStats: { rating: number | null; totalReviews: number; waitTime: number | null; waitTimeFormatted: string | null; averageResponseTime: number | null };
}

/** The spec's public pharmacy: the pharmacy service's directory joined with analytics' figures. */
function toPublicPharmacy(p: PublicPharmacyData) {
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

  route(router, 'get', '/public/pharmacies', async (req) => {
    const data = unwrap(await execute<{ publicPharmacies: PublicPharmacyData[] }>(req, `query { publicPharmacies { ${PUBLIC_PHARMACY} } }`));
    return data.publicPharmacies.map(toPublicPharmacy);
  });

  route(router, 'get', '/public/pharmacies/:id', async (req) => {
    const id = pathId(req, 'id', 'Pharmacy not found.');
    const data = unwrap(await execute<{ publicPharmacy: PublicPharmacyData | null }>(req, `query($id: ID!) { publicPharmacy(id: $id) { ${PUBLIC_PHARMACY} } }`, { id }));
    if (!data.publicPharmacy) throw new RestError(404, 'Pharmacy not found.');
    return toPublicPharmacy(data.publicPharmacy);
  });

  const chatLimit = rateLimit(limits.store, { name: 'the chat', limit: limits.chatPerMinute, windowMs: 60_000, logger: limits.logger });

  route(router, 'get', '/public/chat-session/:pharmacyId/:patientName', chatLimit, async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const phone = typeof req.query.phone === 'string' ? req.query.phone : '';
    const patientName = String(req.params.patientName ?? '');
    if (!patientName.trim() || !phone.trim()) throw new RestError(400, 'We need your full name and phone number to start the chat.');
    const data = unwrap(
      await execute<{ openGuestChat: { token: string; session: Record<string, unknown> & { messages: ChatMessageData[] } } }>(
        req,
        `mutation($pharmacyId: ID!, $patientName: String!, $phone: String!) {
          openGuestChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone) {
            token
            session { id pharmacyId patientId patientName status needsStaffAttention startedAt messages { ${chatMessageFields} } }
          }
        }`,
        { pharmacyId, patientName, phone },
      ),
    );
    const { session, token } = data.openGuestChat;
    return { ...session, messages: session.messages.map(toChatMessage), token };
  });

  route(router, 'get', '/public/chat/messages/:sessionId', async (req) => {
    const sessionId = pathId(req, 'sessionId', 'Chat session not found.');
    if (!req.headers.authorization) throw new RestError(401, 'Open your chat first: this call needs the chat session token.');
    const data = unwrap(await execute<{ chatMessages: ChatMessageData[] }>(req, `query($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ${chatMessageFields} } }`, { sessionId }));
    return data.chatMessages.map(toChatMessage);
  });

  route(router, 'post', '/public/chat/send', chatLimit, async (req, res) => {
    const body = parseBody(sendSchema, req);
    if (!req.headers.authorization) throw new RestError(401, 'Open your chat first: sending needs the chat session token.');
    const data = unwrap(
      await execute<{ sendPatientMessage: ChatMessageData }>(
        req,
        `mutation($sessionId: ID!, $content: String!) { sendPatientMessage(sessionId: $sessionId, content: $content) { ${chatMessageFields} } }`,
        { sessionId: body.sessionId, content: body.message },
      ),
    );
    res.status(201);
    return { sessionId: body.sessionId, posted: toChatMessage(data.sendPatientMessage) };
  });

  return router;
}
