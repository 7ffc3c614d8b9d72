import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { graphql } from './gql';
import { nonBlank, parseBody, pathId, RestError, route, typedRun, type Execute } from './rest-support';
import { inboxRoutes } from './inbox.routes';
import { toChatMessage } from './views';

// chat session and message fields: views.ts
const PharmacyChatSessionsDocument = graphql(`
  query PharmacyChatSessions($pharmacyId: ID!) { pharmacyChatSessions(pharmacyId: $pharmacyId) { ...RestChatSessionFields } }
`);

const StaffChatMessagesDocument = graphql(`
  query StaffChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...RestChatMessageFields } }
`);

const SendStaffReplyDocument = graphql(`
  mutation SendStaffReply($sessionId: ID!, $content: String!, $sendSms: Boolean) {
    sendStaffReply(sessionId: $sessionId, content: $content, sendSms: $sendSms) { ...RestChatMessageFields }
  }
`);

const staffSendSchema = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).uuid('sessionId must be a chat session id'),
  content: nonBlank('Message cannot be empty.'),
  /** ignored: the server records the signed-in staff member, not what the client claims */
  staffMember: z.string().optional(),
  /** the reply also goes to the patient's phone as a text (pharmacies with a phone); the spec's clients send sendSMS */
  sendSMS: z.boolean('sendSMS must be true or false.').nullish(),
  sendSms: z.boolean('sendSms must be true or false.').nullish(),
});

export function staffRoutes(execute: Execute): Router {
  const router = Router();
  const run = typedRun(execute);
  /** the staff inbox paths are for staff tokens only (a guest reads their own chat on the public paths) */
  const requireBearer = (_req: Request, res: Response, next: NextFunction) => {
    const principal = res.locals.principal as { kind?: string } | null | undefined;
    if (!principal) next(new RestError(401, 'Sign in as pharmacy staff to continue.'));
    else if (principal.kind !== 'staff') next(new RestError(403, 'Only pharmacy staff can use the staff inbox.'));
    else next();
  };

  route(router, 'get', '/staff/chat-sessions/:pharmacyId', requireBearer, async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    return (await run(req, PharmacyChatSessionsDocument, { pharmacyId })).pharmacyChatSessions;
  });

  route(router, 'get', '/staff/chat-messages/:sessionId', requireBearer, async (req) => {
    const sessionId = pathId(req, 'sessionId', 'Chat session not found.');
    return (await run(req, StaffChatMessagesDocument, { sessionId })).chatMessages.map(toChatMessage);
  });

  route(router, 'post', '/staff/chat/send', requireBearer, async (req, res) => {
    const body = parseBody(staffSendSchema, req);
    const data = await run(req, SendStaffReplyDocument, { sessionId: body.sessionId, content: body.content, sendSms: body.sendSms ?? body.sendSMS ?? false });
    res.status(201);
    return toChatMessage(data.sendStaffReply);
  });

  // mark urgent, resolve, clear, clear all, the paged inbox, Chat Management and the CSV exports
  inboxRoutes(router, run, requireBearer);

  return router;
}
