import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Logger } from '@pharmachat/chassis';
import { graphql } from './gql';
import { parseBody, pathId, RestError, route, typedRun, type Execute } from './rest-support';
import { rateLimit, type RateLimitStore } from './rate-limit';

/** A pharmacy as the super admin's table shows it (spec part 2 section 3, "Pharmacy (admin)"). */
graphql(`
  fragment RestAdminPharmacyFields on Pharmacy {
    id name address phone email licenseNumber openingHours status createdAt approvedAt suspendedAt
    ownerName ownerEmail rejectionReason timeZone
    operatingHours { monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime } thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime } sunday { isOpen openTime closeTime } }
    subscription { id plan status monthlyPrice trialEnd currentPeriodEnd createdAt conversationLimit }
  }
`);

graphql(`
  fragment RestMailFields on MailMessage { id pharmacyId kind to subject body status provider providerMessageId error attempts createdAt sentAt }
`);

graphql(`
  fragment RestPharmacyDeletionFields on PharmacyDeletion {
    id pharmacyId name deletedBy deletedAt complete reports { service reportedAt counts { what count } }
  }
`);

const CreatePharmacyDocument = graphql(`
  mutation CreatePharmacy($input: CreatePharmacyInput!) { createPharmacy(input: $input) { ...RestAdminPharmacyFields } }
`);

const SubmitPharmacyRegistrationDocument = graphql(`
  mutation SubmitPharmacyRegistration($input: PharmacyRegistrationInput!) {
    submitPharmacyRegistration(input: $input) { pharmacyId status message owner { id username email role pharmacyId } }
  }
`);

const AdminPharmaciesDocument = graphql(`
  query AdminPharmacies($search: String, $status: PharmacyStatus) { adminPharmacies(search: $search, status: $status) { ...RestAdminPharmacyFields } }
`);

const AssignTrialDocument = graphql(`
  mutation AssignTrial($pharmacyId: ID!, $trialDays: Int!) { assignTrial(pharmacyId: $pharmacyId, trialDays: $trialDays) { id pharmacyId plan status monthlyPrice trialEnd currentPeriodEnd createdAt } }
`);

const ApprovePharmacyDocument = graphql(`
  mutation ApprovePharmacy($id: ID!) { approvePharmacy(id: $id) { ...RestAdminPharmacyFields } }
`);

const RejectPharmacyDocument = graphql(`
  mutation RejectPharmacy($id: ID!, $reason: String!) { rejectPharmacy(id: $id, reason: $reason) { ...RestAdminPharmacyFields } }
`);

const SuspendPharmacyDocument = graphql(`
  mutation SuspendPharmacy($id: ID!) { suspendPharmacy(id: $id) { ...RestAdminPharmacyFields } }
`);

const ReactivatePharmacyDocument = graphql(`
  mutation ReactivatePharmacy($id: ID!) { reactivatePharmacy(id: $id) { ...RestAdminPharmacyFields } }
`);

const SendApprovalMessageDocument = graphql(`
  mutation SendApprovalMessage($id: ID!, $message: String!, $sendSms: Boolean) {
    sendApprovalMessage(id: $id, message: $message, sendSms: $sendSms) { message mail { ...RestMailFields } }
  }
`);

const DeletePharmacyDocument = graphql(`
  mutation DeletePharmacy($id: ID!) { deletePharmacy(id: $id) { ...RestPharmacyDeletionFields } }
`);

const MailOutboxDocument = graphql(`
  query MailOutbox($first: Int, $after: String, $pharmacyId: ID) {
    mailOutbox(first: $first, after: $after, pharmacyId: $pharmacyId) { totalCount nextCursor provider mails { ...RestMailFields } }
  }
`);

const PharmacyDeletionsDocument = graphql(`
  query PharmacyDeletions { pharmacyDeletions { ...RestPharmacyDeletionFields } }
`);

const RevenueSummaryDocument = graphql(`
  query RevenueSummary {
    revenueSummary { monthlyRevenue activeSubscriptions paidSubscriptions trialSubscriptions totalSubscriptions byPlan { plan count monthlyRevenue } }
  }
`);

/**
 * Text fields are checked by the services with the form's messages; a missing one is sent as '' so the answer is that
 * message (e.g. 'Pharmacy name is required'), and anything but text is refused here.
 */
const text = (field: string) =>
  z
    .string(`${field} must be text`)
    .nullish()
    .transform((value) => value ?? '');

const registrationSchema = z.object({
  pharmacy: z.object(
    {
      name: text('pharmacy.name'),
      email: text('pharmacy.email'),
      phone: text('pharmacy.phone'),
      address: text('pharmacy.address'),
      licenseNumber: text('pharmacy.licenseNumber'),
      operatingHours: text('pharmacy.operatingHours'),
      timeZone: z.string('pharmacy.timeZone must be text').nullish(),
    },
    'pharmacy is required: send {pharmacy, owner}',
  ),
  owner: z.object({ name: text('owner.name'), username: text('owner.username'), password: text('owner.password') }, 'owner is required: send {pharmacy, owner}'),
  captcha: z.string('captcha must be text').nullish(),
  /** the spec's form field name for the captcha token */
  recaptchaToken: z.string('recaptchaToken must be text').nullish(),
});

const HOURS = 'operatingHours must give monday to sunday, each as {isOpen, openTime, closeTime} with times as HH:MM.';
const day = z.object({ isOpen: z.boolean(HOURS), openTime: z.string(HOURS), closeTime: z.string(HOURS) }, HOURS);

/** The admin Add Pharmacy form (spec part 2 section 5): the pharmacy's fields and the status it starts in. */
const createSchema = z.object({
  name: text('name'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  licenseNumber: text('licenseNumber'),
  operatingHours: z.object({ monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day }, HOURS).nullish(),
  timeZone: z.string('timeZone must be text').nullish(),
  status: z.enum(['active', 'pending_approval', 'suspended'], 'status must be active, pending_approval or suspended').nullish(),
});

const trialSchema = z.object({ trialDays: z.number('trialDays must be 7, 30 or 90').int('trialDays must be 7, 30 or 90') });
const rejectSchema = z.object({ reason: text('reason') });
const approvalMessageSchema = z.object({
  message: text('message'),
  sendSMS: z.boolean('sendSMS must be true or false').nullish(),
  sendSms: z.boolean('sendSms must be true or false').nullish(),
});

const statuses = ['pending_approval', 'active', 'suspended', 'rejected'] as const;

function pageSize(req: Request): number | undefined {
  const raw = req.query.first;
  if (raw === undefined) return undefined;
  const value = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value)) throw new RestError(400, 'first must be between 1 and 200.', { field: 'first' });
  return value;
}

function queryText(req: Request, name: string): string | null {
  const value = req.query[name];
  if (value === undefined) return null;
  if (typeof value !== 'string') throw new RestError(400, `${name} must be given once, as text.`, { field: name });
  return value;
}

/**
 * Pharmacy registration (the public form) and the super admin's pharmacy management (spec part 2 sections 2.16 and 7),
 * each one GraphQL operation as the caller; who may do what is decided by the services.
 */
export function pharmacyAdminRoutes(execute: Execute, limits: { perMinute: number; store: RateLimitStore; logger?: Logger }): Router {
  const router = Router();
  const run = typedRun(execute);
  const registrationLimit = rateLimit(limits.store, { name: 'pharmacy registration', limit: limits.perMinute, windowMs: 60_000, logger: limits.logger });

  route(router, 'post', '/pharmacy-registration', registrationLimit, async (req, res) => {
    const body = parseBody(registrationSchema, req);
    const { timeZone, ...pharmacy } = body.pharmacy;
    const input = { pharmacy: { ...pharmacy, ...(timeZone ? { timeZone } : {}) }, owner: body.owner, captcha: body.captcha ?? body.recaptchaToken ?? null };
    const data = await run(req, SubmitPharmacyRegistrationDocument, { input });
    res.status(201);
    return data.submitPharmacyRegistration;
  });

  // Add Pharmacy (super admins; a pharmacy admin's new location is the locations screen's to add)
  route(router, 'post', '/pharmacies', async (req, res) => {
    const body = parseBody(createSchema, req);
    const data = await run(req, CreatePharmacyDocument, { input: body });
    res.status(201);
    return data.createPharmacy;
  });

  route(router, 'get', '/admin/pharmacies', async (req) => {
    const status = queryText(req, 'status');
    if (status && !(statuses as readonly string[]).includes(status)) throw new RestError(400, 'status must be pending_approval, active, suspended or rejected.', { field: 'status' });
    const data = await run(req, AdminPharmaciesDocument, { search: queryText(req, 'search'), status: (status || null) as (typeof statuses)[number] | null });
    return data.adminPharmacies;
  });

  route(router, 'post', '/admin/pharmacies/:id/trial', async (req) => {
    const pharmacyId = pathId(req, 'id', 'Pharmacy not found.');
    const body = parseBody(trialSchema, req);
    if (![7, 30, 90].includes(body.trialDays)) throw new RestError(400, 'trialDays must be 7, 30 or 90', { field: 'trialDays' });
    return (await run(req, AssignTrialDocument, { pharmacyId, trialDays: body.trialDays })).assignTrial;
  });

  route(router, 'post', '/admin/pharmacies/:id/approve', async (req) => {
    const id = pathId(req, 'id', 'Pharmacy not found.');
    return (await run(req, ApprovePharmacyDocument, { id })).approvePharmacy;
  });

  route(router, 'post', '/admin/pharmacies/:id/reject', async (req) => {
    const id = pathId(req, 'id', 'Pharmacy not found.');
    const body = parseBody(rejectSchema, req, { optional: true });
    return (await run(req, RejectPharmacyDocument, { id, reason: body.reason ?? '' })).rejectPharmacy;
  });

  route(router, 'post', '/admin/pharmacies/:id/suspend', async (req) => {
    const id = pathId(req, 'id', 'Pharmacy not found.');
    return (await run(req, SuspendPharmacyDocument, { id })).suspendPharmacy;
  });

  route(router, 'post', '/admin/pharmacies/:id/reactivate', async (req) => {
    const id = pathId(req, 'id', 'Pharmacy not found.');
    return (await run(req, ReactivatePharmacyDocument, { id })).reactivatePharmacy;
  });

  route(router, 'post', '/admin/pharmacies/:id/send-approval-message', async (req) => {
    const id = pathId(req, 'id', 'Pharmacy not found.');
    const body = parseBody(approvalMessageSchema, req);
    const data = await run(req, SendApprovalMessageDocument, { id, message: body.message, sendSms: body.sendSMS ?? body.sendSms ?? false });
    return { message: data.sendApprovalMessage.message, mail: data.sendApprovalMessage.mail };
  });

  route(router, 'delete', '/admin/pharmacies/:id', async (req) => {
    const id = pathId(req, 'id', 'Pharmacy not found.');
    return (await run(req, DeletePharmacyDocument, { id })).deletePharmacy;
  });

  route(router, 'get', '/admin/pharmacy-deletions', async (req) => (await run(req, PharmacyDeletionsDocument)).pharmacyDeletions);

  route(router, 'get', '/admin/mail-outbox', async (req) => {
    const pharmacyId = queryText(req, 'pharmacyId');
    if (pharmacyId && !/^[0-9a-f-]{36}$/i.test(pharmacyId)) throw new RestError(400, 'pharmacyId must be a pharmacy id.', { field: 'pharmacyId' });
    return (await run(req, MailOutboxDocument, { first: pageSize(req), after: queryText(req, 'after'), pharmacyId })).mailOutbox;
  });

  route(router, 'get', '/admin/revenue', async (req) => (await run(req, RevenueSummaryDocument)).revenueSummary);

  return router;
}
