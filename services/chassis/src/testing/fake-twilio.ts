import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A text message the fake accepted, as Twilio's Messages resource got it. */
export interface FakeTwilioMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

/** What the fake answers instead of accepting: a Twilio error (its JSON), a bare HTTP status, or no answer at all. */
export type FakeTwilioAnswer = { twilioError: { status: number; code: number; message: string } } | { httpStatus: number } | 'hang';

export interface FakeTwilio {
  /** the API base to configure (TWILIO_API_BASE) */
  url: string;
  accountSid: string;
  authToken: string;
  /** accepted messages, oldest first */
  messages: FakeTwilioMessage[];
  /** every request that reached the fake, accepted or not */
  requests: number;
  /** the next `times` requests get `answer` instead of the usual checks and acceptance */
  answerNext(answer: FakeTwilioAnswer, times?: number): void;
  /** holds every following request unanswered until `release()` (to see a message while it is being handed over) */
  hold(): void;
  release(): void;
  /** resolves once `count` requests have arrived (held or not) */
  waitForRequests(count: number): Promise<void>;
  stop(): Promise<void>;
}

/** Twilio's own test number that is never a valid destination (error 21211), as with Twilio's test credentials. */
export const TWILIO_INVALID_NUMBER = '+15005550001';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * A stand-in for Twilio's REST API (Messages resource, 2010-04-01) on a local port, answering as Twilio does: it
 * checks the path (`/2010-04-01/Accounts/{AccountSid}/Messages.json`), HTTP basic auth (AccountSid:AuthToken),
 * the form fields (To in E.164, From or MessagingServiceSid, Body up to 1600 characters) and answers 201 with the
 * message's JSON (`sid`, `status: "queued"`), or Twilio's error JSON (`{code, message, more_info, status}`).
 */
export async function startFakeTwilio(options: { accountSid?: string; authToken?: string } = {}): Promise<FakeTwilio> {
  const accountSid = options.accountSid ?? `AC${hex(16)}`;
  const authToken = options.authToken ?? hex(16);
  const messages: FakeTwilioMessage[] = [];
  const scripted: FakeTwilioAnswer[] = [];
  const held: (() => void)[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const hanging = new Set<ServerResponse>();
  let holding = false;
  let requests = 0;

  const twilioError = (res: ServerResponse, status: number, code: number, message: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
  };

  const answer = (req: IncomingMessage, res: ServerResponse, text: string) => {
    const next = scripted.shift();
    if (next === 'hang') {
      hanging.add(res);
      return;
    }
    if (next && 'twilioError' in next) return twilioError(res, next.twilioError.status, next.twilioError.code, next.twilioError.message);
    if (next && 'httpStatus' in next) {
      res.writeHead(next.httpStatus, { 'content-type': 'text/plain' });
      return res.end('unavailable');
    }
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return twilioError(res, 404, 20404, `The requested resource ${req.url} was not found`);
    const [scheme, credentials] = (req.headers.authorization ?? '').split(' ');
    const [user, password] = Buffer.from(credentials ?? '', 'base64').toString('utf8').split(':');
    if (scheme !== 'Basic' || user !== accountSid || password !== authToken || decodeURIComponent(match[1]!) !== accountSid) return twilioError(res, 401, 20003, 'Authenticate');
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return twilioError(res, 400, 20001, 'Unsupported content type: send the parameters form-encoded.');
    const form = new URLSearchParams(text);
    const to = form.get('To');
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    const body = form.get('Body');
    if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
    if (!/^\+[1-9]\d{6,14}$/.test(to) || to === TWILIO_INVALID_NUMBER) return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !messagingServiceSid) return twilioError(res, 400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(res, 400, 21602, 'Message body is required.');
    if (body.length > 1600) return twilioError(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    const message: FakeTwilioMessage = { sid: `SM${hex(16)}`, accountSid, to, from, messagingServiceSid, body };
    messages.push(message);
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        sid: message.sid,
        account_sid: accountSid,
        to,
        from,
        messaging_service_sid: messagingServiceSid,
        body,
        status: messagingServiceSid ? 'accepted' : 'queued',
        num_segments: String(Math.ceil(body.length / 153)),
        direction: 'outbound-api',
        api_version: '2010-04-01',
        error_code: null,
        error_message: null,
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
      }),
    );
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests += 1;
      for (const waiter of waiters.filter((w) => requests >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      const respond = () => answer(req, res, Buffer.concat(chunks).toString('utf8'));
      if (holding) held.push(respond);
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    get requests() {
      return requests;
    },
    answerNext(next, times = 1) {
      for (let i = 0; i < times; i++) scripted.push(next);
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const respond of held.splice(0)) respond();
    },
    waitForRequests(count) {
      if (requests >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async stop() {
      holding = false;
      for (const respond of held.splice(0)) respond();
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
