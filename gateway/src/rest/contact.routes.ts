import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Logger } from '@pharmachat/chassis';
import { rateLimit, type RateLimitStore } from './rate-limit';
import { graphql } from './gql';
import { parseBody, pathId, RestError, route, typedRun, type Execute } from './rest-support';

const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }
`);

graphql(`
  fragment RestContactMessageFields on ContactMessage { id name email phone topic subject message receivedAt handledAt }
`);

const ContactMessagesDocument = graphql(`
  query ContactMessages($first: Int) { contactMessages(first: $first) { ...RestContactMessageFields } }
`);

const MarkContactMessageHandledDocument = graphql(`
  mutation MarkContactMessageHandled($id: ID!) { markContactMessageHandled(id: $id) { ...RestContactMessageFields } }
`);

/** Text fields are checked by the identity service with the form's messages; here a missing one is sent as ''. */
const text = (field: string) =>
  z
    .string(`${field} must be text`)
    .nullish()
    .transform((value) => value ?? '');

const topics = ['general', 'support', 'billing', 'pharmacy_onboarding', 'privacy'] as const;

const contactSchema = z.object({
  name: text('name'),
  email: text('email'),
  phone: z.string('phone must be text').nullish(),
  topic: z.enum(topics, `topic must be one of: ${topics.join(', ')}`).nullish(),
  subject: text('subject'),
  message: text('message'),
  captcha: text('captcha'),
});

function pageSize(req: Request): number | undefined {
  const raw = req.query.first;
  if (raw === undefined) return undefined;
  const value = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value)) throw new RestError(400, 'first must be between 1 and 200.', { field: 'first' });
  return value;
}

/**
 * The public contact form (/contact and /support in the web app) and the super admin's list of its messages
 * (identity service). Sending is open to anyone with a solved captcha, limited per client address here (per minute)
 * and in the service (per hour).
 */
export function contactRoutes(execute: Execute, limits: { perMinute: number; store: RateLimitStore; logger?: Logger }): Router {
  const router = Router();
  const run = typedRun(execute);
  const contactLimit = rateLimit(limits.store, { name: 'the contact form', limit: limits.perMinute, windowMs: 60_000, logger: limits.logger });

  route(router, 'post', '/contact', contactLimit, async (req, res) => {
    const body = parseBody(contactSchema, req);
    const receipt = (await run(req, SendContactMessageDocument, { input: body })).sendContactMessage;
    res.status(201);
    return { ...receipt, message: 'Thank you: your message has reached our team. We answer e-mails within 24 hours.' };
  });

  route(router, 'get', '/admin/contact-messages', async (req) => (await run(req, ContactMessagesDocument, { first: pageSize(req) })).contactMessages);

  route(router, 'put', '/admin/contact-messages/:id/handled', async (req) => {
    const id = pathId(req, 'id', 'Message not found');
    return (await run(req, MarkContactMessageHandledDocument, { id })).markContactMessageHandled;
  });

  return router;
}
