import { Router, type Request } from 'express';
import { z } from 'zod';
import { graphql } from './gql';
import { parseBody, pathId, RestError, route, typedRun, type Execute } from './rest-support';

/** A pharmacy's text messages for staff replies (chat service; its admins and super admins). */
const PharmacySmsOutboxDocument = graphql(`
  query PharmacySmsOutbox($pharmacyId: ID!, $first: Int) {
    pharmacySmsOutbox(pharmacyId: $pharmacyId, first: $first) { id sessionId pharmacyId to body status provider providerMessageId error createdAt }
  }
`);

graphql(`
  fragment RestNotificationPreferencesFields on NotificationPreferences { browserNotifications soundAlerts emailNotifications urgentOnly autoRefresh }
`);

const MyNotificationPreferencesDocument = graphql(`
  query MyNotificationPreferences { myNotificationPreferences { ...RestNotificationPreferencesFields } }
`);

const UpdateNotificationPreferencesDocument = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { ...RestNotificationPreferencesFields } }
`);

const flag = (field: string) => z.boolean(`${field} must be true or false.`).nullish();
const AUTO_REFRESH_TYPE = 'autoRefresh must be 0 (off) or a whole number of seconds from 5 to 300.';

/** PUT's body: any of the preferences (a field left out keeps its value); the ranges are the identity service's. */
const preferencesSchema = z.object({
  browserNotifications: flag('browserNotifications'),
  soundAlerts: flag('soundAlerts'),
  emailNotifications: flag('emailNotifications'),
  urgentOnly: flag('urgentOnly'),
  autoRefresh: z.number(AUTO_REFRESH_TYPE).int(AUTO_REFRESH_TYPE).min(-2147483648, AUTO_REFRESH_TYPE).max(2147483647, AUTO_REFRESH_TYPE).nullish(),
});

function pageSize(req: Request): number | undefined {
  const raw = req.query.first;
  if (raw === undefined) return undefined;
  const value = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value)) throw new RestError(400, 'first must be between 1 and 200.', { field: 'first' });
  return value;
}

/** Staff settings kept on the server: the SMS outbox of a pharmacy and each staff member's notification preferences. */
export function staffSettingsRoutes(execute: Execute): Router {
  const router = Router();
  const run = typedRun(execute);

  route(router, 'get', '/staff/sms-outbox/:pharmacyId', async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    return (await run(req, PharmacySmsOutboxDocument, { pharmacyId, first: pageSize(req) })).pharmacySmsOutbox;
  });

  route(router, 'get', '/staff/notification-preferences', async (req) => (await run(req, MyNotificationPreferencesDocument)).myNotificationPreferences);

  route(router, 'put', '/staff/notification-preferences', async (req) => {
    const body = parseBody(preferencesSchema, req);
    return (await run(req, UpdateNotificationPreferencesDocument, { input: body })).updateNotificationPreferences;
  });

  return router;
}
