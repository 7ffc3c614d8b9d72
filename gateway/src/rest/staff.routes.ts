import { Router } from 'express';
import { z } from 'zod';
import { nonBlank, parseBody, pathId, RestError, route, unwrap, type Execute } from './rest-support';
import { chatMessageFields, chatSessionFields, toChatMessage, type ChatMessageData } from './views';

const staffSendSchema = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).uuid('sessionId must be a chat session id'),
  content: nonBlank('Message cannot be empty.'),
  /** ignored: the server records the signed-in staff member, not what the client claims */
  staffMember: z.string().optional(),
});

export function staffRoutes(execute: Execute): Router {
  const router = Router();
  router.use((req, _res, next) => {
    if (!req.headers.authorization) next(new RestError(401, 'Sign in as pharmacy staff to continue.'));
    else next();
  });

  route(router, 'get', '/chat-sessions/:pharmacyId', async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const data = unwrap(await execute<{ pharmacyChatSessions: unknown[] }>(req, `query($pharmacyId: ID!) { pharmacyChatSessions(pharmacyId: $pharmacyId) { ${chatSessionFields} } }`, { pharmacyId }));
    return data.pharmacyChatSessions;
  });

  route(router, 'get', '/chat-messages/:sessionId', async (req) => {
    const sessionId = pathId(req, 'sessionId', 'Chat session not found.');
    const data = unwrap(await execute<{ chatMessages: ChatMessageData[] }>(req, `query($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ${chatMessageFields} } }`, { sessionId }));
    return data.chatMessages.map(toChatMessage);
  });

  route(router, 'post', '/chat/send', async (req, res) => {
    const body = parseBody(staffSendSchema, req);
    const data = unwrap(
      await execute<{ sendStaffReply: ChatMessageData }>(
        req,
        `mutation($sessionId: ID!, $content: String!) { sendStaffReply(sessionId: $sessionId, content: $content) { ${chatMessageFields} } }`,
        { sessionId: body.sessionId, content: body.content },
      ),
    );
    res.status(201);
    return toChatMessage(data.sendStaffReply);
  });

  return router;
}
