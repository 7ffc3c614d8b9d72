import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Logger } from '@pharmachat/chassis';
import { graphql } from './gql';
import type { RestDoctorChatMessageFieldsFragment, RestDoctorChatSessionFieldsFragment } from './gql/graphql';
import { rateLimit, type RateLimitStore } from './rate-limit';
import { parseBody, pathId, RestError, route, typedRun, type Execute } from './rest-support';

graphql(`
  fragment RestDoctorChatSessionFields on DoctorChatSession {
    id doctorId doctorName pharmacyId subject category priority status needsStaffAttention isUrgent
    patientFirstName patientLastName patientName patientInitials patientPhone patientDob context
    messageCount lastMessage lastMessageAt createdAt resolvedAt
    pharmacy { id name address phone }
  }
`);

graphql(`
  fragment RestDoctorChatMessageFields on DoctorChatMessage { id sessionId senderType senderName content createdAt }
`);

graphql(`
  fragment RestDoctorConnectionFields on DoctorConnection {
    id doctorId doctorName doctorSpecialty pharmacyId status connectionType priority notes requestedAt answeredAt
    pharmacy { id name address phone }
  }
`);

graphql(`
  fragment RestDoctorProfileFields on DoctorProfile {
    id email firstName lastName phone licenseNumber licenseState npiNumber deaNumber practiceName practiceAddress specialtyArea
    status createdAt rejectionReason reviewedAt
  }
`);

const RegisterDoctorDocument = graphql(`
  mutation RegisterDoctor($input: DoctorRegistrationInput!) { registerDoctor(input: $input) { doctorId status message } }
`);
const LoginDoctorDocument = graphql(`
  mutation LoginDoctor($email: String!, $password: String!) { loginDoctor(email: $email, password: $password) { token refreshToken expiresAt doctorId } }
`);
const MyDoctorProfileDocument = graphql(`
  query MyDoctorProfile { myDoctorProfile { ...RestDoctorProfileFields } }
`);
const MyDoctorChatSessionsDocument = graphql(`
  query MyDoctorChatSessions { myDoctorChatSessions { ...RestDoctorChatSessionFields } }
`);
const MyDoctorConnectionsDocument = graphql(`
  query MyDoctorConnections { myDoctorConnections { ...RestDoctorConnectionFields } }
`);
const MyDoctorDashboardStatsDocument = graphql(`
  query MyDoctorDashboardStats { myDoctorDashboardStats { activeChats resolvedChats connectedPharmacies averageResponseSeconds } }
`);
const DoctorChatSessionDocument = graphql(`
  query DoctorChatSession($id: ID!) { doctorChatSession(id: $id) { ...RestDoctorChatSessionFields } }
`);
const DoctorChatMessagesDocument = graphql(`
  query DoctorChatMessages($sessionId: ID!) { doctorChatMessages(sessionId: $sessionId) { ...RestDoctorChatMessageFields } }
`);
const StartDoctorChatDocument = graphql(`
  mutation StartDoctorChat($input: StartDoctorChatInput!) { startDoctorChat(input: $input) { ...RestDoctorChatSessionFields } }
`);
const SendDoctorChatMessageDocument = graphql(`
  mutation SendDoctorChatMessage($sessionId: ID!, $content: String!) { sendDoctorChatMessage(sessionId: $sessionId, content: $content) { ...RestDoctorChatMessageFields } }
`);
const ClearDoctorChatMessagesDocument = graphql(`
  mutation ClearDoctorChatMessages($sessionId: ID!) { clearDoctorChatMessages(sessionId: $sessionId) }
`);
const ResolveDoctorChatDocument = graphql(`
  mutation ResolveDoctorChat($sessionId: ID!) { resolveDoctorChat(sessionId: $sessionId) { ...RestDoctorChatSessionFields } }
`);
const ClearResolvedDoctorChatsDocument = graphql(`
  mutation ClearResolvedDoctorChats { clearResolvedDoctorChats }
`);
const ClearAllDoctorChatsDocument = graphql(`
  mutation ClearAllDoctorChats { clearAllDoctorChats }
`);
const RequestDoctorConnectionDocument = graphql(`
  mutation RequestDoctorConnection($pharmacyId: ID!, $priority: Int, $notes: String) {
    requestDoctorConnection(pharmacyId: $pharmacyId, priority: $priority, notes: $notes) { ...RestDoctorConnectionFields }
  }
`);
const PharmacyDoctorChatsDocument = graphql(`
  query PharmacyDoctorChats($pharmacyId: ID!) { pharmacyDoctorChats(pharmacyId: $pharmacyId) { ...RestDoctorChatSessionFields } }
`);
const SendStaffDoctorChatMessageDocument = graphql(`
  mutation SendStaffDoctorChatMessage($sessionId: ID!, $content: String!, $staffMember: String) {
    sendStaffDoctorChatMessage(sessionId: $sessionId, content: $content, staffMember: $staffMember) { ...RestDoctorChatMessageFields }
  }
`);
const PharmacyDoctorConnectionsDocument = graphql(`
  query PharmacyDoctorConnections($pharmacyId: ID!, $status: DoctorConnectionStatus) {
    pharmacyDoctorConnections(pharmacyId: $pharmacyId, status: $status) { ...RestDoctorConnectionFields }
  }
`);
const AnswerDoctorConnectionDocument = graphql(`
  mutation AnswerDoctorConnection($id: ID!, $accept: Boolean!) { answerDoctorConnection(id: $id, accept: $accept) { ...RestDoctorConnectionFields } }
`);
const AdminDoctorsDocument = graphql(`
  query AdminDoctors($status: String) { doctors(status: $status) { ...RestDoctorProfileFields } }
`);
const AdminDoctorDocument = graphql(`
  query AdminDoctor($id: ID!) { doctorProfile(id: $id) { ...RestDoctorProfileFields } }
`);
const ApproveDoctorDocument = graphql(`
  mutation ApproveDoctor($id: ID!) { approveDoctor(id: $id) { ...RestDoctorProfileFields } }
`);
const RejectDoctorDocument = graphql(`
  mutation RejectDoctor($id: ID!, $reason: String!) { rejectDoctor(id: $id, reason: $reason) { ...RestDoctorProfileFields } }
`);

/** Form text: a missing field is sent as '' (the service answers with the form's message), anything else but text is a 400. */
const text = (field: string) =>
  z
    .string(`${field} must be text`)
    .nullish()
    .transform((value) => value ?? '');
const optionalText = (field: string) => z.string(`${field} must be text`).nullish();

const registerSchema = z.object({
  email: text('email'),
  password: text('password'),
  firstName: text('firstName'),
  lastName: text('lastName'),
  phone: text('phone'),
  licenseNumber: text('licenseNumber'),
  licenseState: text('licenseState'),
  npiNumber: optionalText('npiNumber'),
  deaNumber: optionalText('deaNumber'),
  practiceName: text('practiceName'),
  practiceAddress: text('practiceAddress'),
  specialtyArea: text('specialtyArea'),
  // the spec's client checks both agreements in the form and sends neither; an explicit false is refused
  agreeToTerms: z.boolean('agreeToTerms must be true or false').nullish(),
  agreeToHipaa: z.boolean('agreeToHipaa must be true or false').nullish(),
  // the spec names the captcha field recaptchaToken; ours is an ALTCHA payload
  recaptchaToken: optionalText('recaptchaToken'),
  captcha: optionalText('captcha'),
});

const loginSchema = z.object({
  email: text('email'),
  password: z.string('Password is required').min(1, 'Password is required'),
});

const newChatSchema = z.object({
  pharmacyId: z.string('Please select a pharmacy').uuid('Please select a pharmacy'),
  patientFirstName: text('patientFirstName'),
  patientLastName: text('patientLastName'),
  patientPhone: text('patientPhone'),
  patientDOB: optionalText('patientDOB'),
  subject: text('subject'),
  priority: z.enum(['low', 'normal', 'high', 'urgent'], 'priority must be low, normal, high or urgent').nullish(),
  context: optionalText('context'),
});

const contentSchema = z.object({ content: z.string('Please write a message.').trim().min(1, 'Please write a message.') });
const staffSendSchema = contentSchema.extend({
  sessionId: z.string({ error: 'sessionId is required' }).uuid('sessionId must be a chat session id'),
  staffMember: optionalText('staffMember'),
});
const connectSchema = z.object({
  pharmacyId: z.string('Please select a pharmacy').uuid('Please select a pharmacy'),
  priority: z.number('priority must be a whole number from 1 to 5').int().min(1, 'priority must be a whole number from 1 to 5').max(5, 'priority must be a whole number from 1 to 5').nullish(),
  notes: optionalText('notes'),
});
const rejectSchema = z.object({ reason: z.string('Please give a reason of at least 5 characters.').trim().min(5, 'Please give a reason of at least 5 characters.') });
const doctorStatuses = ['pending', 'approved', 'rejected'] as const;

/** A doctor chat as the spec's doctor and staff screens read it (both views' fields: spec part 2 section 3). */
export function toDoctorChatSession(s: RestDoctorChatSessionFieldsFragment) {
  return { ...s, pharmacy: { name: s.pharmacy.name, address: s.pharmacy.address, phone: s.pharmacy.phone } };
}

/** A doctor chat message: the doctor's view (createdAt) and the staff view (timestamp) in one shape. */
export function toDoctorChatMessage(m: RestDoctorChatMessageFieldsFragment) {
  return { ...m, timestamp: m.createdAt };
}

/**
 * The doctor portal's paths (spec part 2 section 7, Doctors), the staff side of doctor chats, and the super admin's
 * review and the pharmacy admins' connection requests (paths of our own, for the screens that act on them).
 */
export function doctorRoutes(execute: Execute, limits: { loginPerMinute: number; store: RateLimitStore; logger?: Logger }): Router {
  const router = Router();
  const run = typedRun(execute);
  const signInLimit = rateLimit(limits.store, { name: 'doctor-sign-in', limit: limits.loginPerMinute, windowMs: 60_000, logger: limits.logger });
  const kindOf = (res: Response) => (res.locals.principal as { kind?: string } | null | undefined)?.kind ?? null;
  const requireDoctor = (_req: Request, res: Response, next: NextFunction) => {
    const kind = kindOf(res);
    if (!kind) next(new RestError(401, 'Sign in as a doctor to continue.'));
    else if (kind !== 'doctor') next(new RestError(403, 'Only doctors can use the doctor portal.'));
    else next();
  };
  const requireStaff = (_req: Request, res: Response, next: NextFunction) => {
    const kind = kindOf(res);
    if (!kind) next(new RestError(401, 'Sign in as pharmacy staff to continue.'));
    else if (kind !== 'staff') next(new RestError(403, 'Only pharmacy staff can answer doctors.'));
    else next();
  };
  const sessionId = (req: Request) => pathId(req, 'sessionId', 'Chat session not found.');

  // ---- registration and sign-in ----

  route(router, 'post', '/doctors/register', signInLimit, async (req, res) => {
    const { recaptchaToken, captcha, agreeToTerms, agreeToHipaa, ...fields } = parseBody(registerSchema, req);
    const data = await run(req, RegisterDoctorDocument, { input: { ...fields, agreeToTerms: agreeToTerms ?? true, agreeToHipaa: agreeToHipaa ?? true, captcha: captcha ?? recaptchaToken ?? null } });
    res.status(201);
    return data.registerDoctor;
  });

  route(router, 'post', '/doctors/login', signInLimit, async (req) => {
    const body = parseBody(loginSchema, req);
    const signedIn = (await run(req, LoginDoctorDocument, body)).loginDoctor;
    // the doctor's own profile, read with the new token (the spec's login answers the doctor's name and specialty)
    const asDoctor = { headers: { ...req.headers, authorization: `Bearer ${signedIn.token}` }, ip: req.ip } as unknown as Request;
    const doctor = (await run(asDoctor, MyDoctorProfileDocument)).myDoctorProfile;
    return { token: signedIn.token, refreshToken: signedIn.refreshToken, expiresAt: signedIn.expiresAt, doctor };
  });

  route(router, 'get', '/doctors/me', requireDoctor, async (req) => (await run(req, MyDoctorProfileDocument)).myDoctorProfile);
  route(router, 'get', '/doctors/stats', requireDoctor, async (req) => (await run(req, MyDoctorDashboardStatsDocument)).myDoctorDashboardStats);

  // ---- the doctor's chats ----

  route(router, 'get', '/doctors/chat-sessions', requireDoctor, async (req) => (await run(req, MyDoctorChatSessionsDocument)).myDoctorChatSessions.map(toDoctorChatSession));

  route(router, 'post', '/doctors/chat-sessions', requireDoctor, async (req, res) => {
    const body = parseBody(newChatSchema, req);
    const data = await run(req, StartDoctorChatDocument, { input: body });
    res.status(201);
    return toDoctorChatSession(data.startDoctorChat);
  });

  route(router, 'delete', '/doctors/chat-sessions/clear-resolved', requireDoctor, async (req) => ({ deletedSessions: (await run(req, ClearResolvedDoctorChatsDocument)).clearResolvedDoctorChats }));
  route(router, 'delete', '/doctors/chat-sessions/clear-all', requireDoctor, async (req) => ({ deletedSessions: (await run(req, ClearAllDoctorChatsDocument)).clearAllDoctorChats }));

  route(router, 'get', '/doctors/chat-sessions/:sessionId', requireDoctor, async (req) => {
    const session = (await run(req, DoctorChatSessionDocument, { id: sessionId(req) })).doctorChatSession;
    if (!session) throw new RestError(404, 'Chat session not found.');
    return toDoctorChatSession(session);
  });

  route(router, 'get', '/doctors/chat-sessions/:sessionId/messages', requireDoctor, async (req) =>
    (await run(req, DoctorChatMessagesDocument, { sessionId: sessionId(req) })).doctorChatMessages.map(toDoctorChatMessage),
  );

  route(router, 'post', '/doctors/chat-sessions/:sessionId/messages', requireDoctor, async (req, res) => {
    const id = sessionId(req);
    const body = parseBody(contentSchema, req);
    const data = await run(req, SendDoctorChatMessageDocument, { sessionId: id, content: body.content });
    res.status(201);
    return toDoctorChatMessage(data.sendDoctorChatMessage);
  });

  route(router, 'delete', '/doctors/chat-sessions/:sessionId/messages', requireDoctor, async (req) => ({
    deletedMessages: (await run(req, ClearDoctorChatMessagesDocument, { sessionId: sessionId(req) })).clearDoctorChatMessages,
  }));

  route(router, 'patch', '/doctors/chat-sessions/:sessionId/resolve', requireDoctor, async (req) =>
    toDoctorChatSession((await run(req, ResolveDoctorChatDocument, { sessionId: sessionId(req) })).resolveDoctorChat),
  );

  // ---- connections ----

  route(router, 'get', '/doctors/connections', requireDoctor, async (req) => (await run(req, MyDoctorConnectionsDocument)).myDoctorConnections);

  route(router, 'post', '/doctors/connections', requireDoctor, async (req, res) => {
    const body = parseBody(connectSchema, req);
    const data = await run(req, RequestDoctorConnectionDocument, { pharmacyId: body.pharmacyId, priority: body.priority ?? null, notes: body.notes ?? null });
    res.status(201);
    return data.requestDoctorConnection;
  });

  route(router, 'get', '/staff/doctor-connections/:pharmacyId', requireStaff, async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const status = typeof req.query.status === 'string' && req.query.status ? req.query.status : null;
    if (status !== null && !['pending', 'accepted', 'declined'].includes(status)) throw new RestError(400, 'status must be pending, accepted or declined.', { field: 'status' });
    return (await run(req, PharmacyDoctorConnectionsDocument, { pharmacyId, status: status as 'pending' | 'accepted' | 'declined' | null })).pharmacyDoctorConnections;
  });

  for (const [verb, accept] of [['accept', true], ['decline', false]] as const) {
    route(router, 'post', `/staff/doctor-connections/:id/${verb}`, requireStaff, async (req) => {
      const id = pathId(req, 'id', 'Connection request not found.');
      return (await run(req, AnswerDoctorConnectionDocument, { id, accept })).answerDoctorConnection;
    });
  }

  // ---- the pharmacy staff's side of doctor chats ----

  route(router, 'get', '/staff/doctor-chats/:pharmacyId', requireStaff, async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    return (await run(req, PharmacyDoctorChatsDocument, { pharmacyId })).pharmacyDoctorChats.map(toDoctorChatSession);
  });

  route(router, 'get', '/staff/doctor-chat-messages/:sessionId', requireStaff, async (req) =>
    (await run(req, DoctorChatMessagesDocument, { sessionId: sessionId(req) })).doctorChatMessages.map(toDoctorChatMessage),
  );

  route(router, 'post', '/staff/doctor-chat/send', requireStaff, async (req, res) => {
    const body = parseBody(staffSendSchema, req);
    const data = await run(req, SendStaffDoctorChatMessageDocument, { sessionId: body.sessionId, content: body.content, staffMember: body.staffMember ?? null });
    res.status(201);
    return toDoctorChatMessage(data.sendStaffDoctorChatMessage);
  });

  // ---- the super admin's review ----

  route(router, 'get', '/admin/doctors', async (req) => {
    const status = typeof req.query.status === 'string' && req.query.status ? req.query.status : null;
    if (status !== null && !(doctorStatuses as readonly string[]).includes(status)) throw new RestError(400, 'status must be pending, approved or rejected.', { field: 'status' });
    return (await run(req, AdminDoctorsDocument, { status })).doctors;
  });

  route(router, 'get', '/admin/doctors/:id', async (req) => {
    const doctor = (await run(req, AdminDoctorDocument, { id: pathId(req, 'id', 'Doctor not found.') })).doctorProfile;
    if (!doctor) throw new RestError(404, 'Doctor not found.');
    return doctor;
  });

  route(router, 'post', '/admin/doctors/:id/approve', async (req) => (await run(req, ApproveDoctorDocument, { id: pathId(req, 'id', 'Doctor not found.') })).approveDoctor);

  route(router, 'post', '/admin/doctors/:id/reject', async (req) => {
    const id = pathId(req, 'id', 'Doctor not found.');
    const body = parseBody(rejectSchema, req);
    return (await run(req, RejectDoctorDocument, { id, reason: body.reason })).rejectDoctor;
  });

  return router;
}
