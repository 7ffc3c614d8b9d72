import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { graphql } from './gql';
import { parseBody, pathId, route, typedRun, type Execute } from './rest-support';

graphql(`
  fragment RestOwnPharmacyFields on Pharmacy {
    id name address phone email licenseNumber openingHours timeZone isOnline status createdAt chatGreeting
    operatingHours {
      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }
      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime }
      sunday { isOpen openTime closeTime }
    }
    settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }
  }
`);

const MyPharmaciesDocument = graphql(`
  query MyPharmacies { myPharmacies { ...RestOwnPharmacyFields } }
`);

const OwnPharmacyDocument = graphql(`
  query OwnPharmacy($id: ID!) { pharmacy(id: $id) { ...RestOwnPharmacyFields } }
`);

const UpdatePharmacyDocument = graphql(`
  mutation UpdatePharmacy($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...RestOwnPharmacyFields } }
`);

const AddPharmacyLocationDocument = graphql(`
  mutation AddPharmacyLocation($input: PharmacyLocationInput!) { addPharmacyLocation(input: $input) { ...RestOwnPharmacyFields } }
`);

const DeletePharmacyLocationDocument = graphql(`
  mutation DeletePharmacyLocation($id: ID!) { deletePharmacyLocation(id: $id) }
`);

/** the super admin's delete (every service deletes the pharmacy's data; Admin Pharmacies) */
const DeletePharmacyAsSuperAdminDocument = graphql(`
  mutation DeletePharmacyAsSuperAdmin($id: ID!) { deletePharmacy(id: $id) { id pharmacyId name deletedAt } }
`);

const text = (field: string) => z.string(`${field} must be text.`).max(10_000, `${field} is too long.`).nullish();
const flag = (field: string) => z.boolean(`${field} must be true or false.`).nullish();
const HOURS = 'operatingHours must give monday to sunday, each as {isOpen, openTime, closeTime} with times as HH:MM.';
const day = z.object({ isOpen: z.boolean(HOURS), openTime: z.string(HOURS), closeTime: z.string(HOURS) }, HOURS);

/**
 * PUT's body: Settings sends {name, address, phone, email, settings}, the location form {name, address, phone, email,
 * licenseNumber, operatingHours} (plus id, ignored: the path names the pharmacy). A field left out keeps its value; the
 * rules and their messages are the pharmacy service's.
 */
const updateSchema = z.object({
  id: z.unknown().optional(),
  name: text('name'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  licenseNumber: text('licenseNumber'),
  timeZone: text('timeZone'),
  operatingHours: z.object({ monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day }, HOURS).nullish(),
  settings: z
    .object(
      {
        chatGreeting: text('settings.chatGreeting'),
        businessHours: text('settings.businessHours'),
        emergencyContact: text('settings.emergencyContact'),
        autoResponses: flag('settings.autoResponses'),
        escalationEnabled: flag('settings.escalationEnabled'),
        notificationsEnabled: flag('settings.notificationsEnabled'),
      },
      'settings must be an object.',
    )
    .nullish(),
});

const required = (message: string) => z.string(message).max(10_000, message);

/** POST's body from the location form: {name, address, phone, email, licenseNumber, operatingHours}; rules are the pharmacy service's. */
const locationSchema = z.object({
  name: required('Pharmacy name is required'),
  address: required('Complete address is required'),
  phone: required('Valid phone number is required'),
  email: required('Valid email is required'),
  licenseNumber: required('License number is required'),
  timeZone: text('timeZone'),
  operatingHours: updateSchema.shape.operatingHours,
});

const roleOf = (res: Response) => (res.locals.principal as { kind?: string; role?: string } | null | undefined)?.role ?? null;

/** The owner's own pharmacies (spec part 1, sections 2 and 7): Settings and Pharmacy Locations. */
export function pharmacySelfServiceRoutes(execute: Execute): Router {
  const router = Router();
  const run = typedRun(execute);

  // before /pharmacies/:pharmacyId, which would read my-pharmacies as an id
  route(router, 'get', '/pharmacies/my-pharmacies', async (req) => (await run(req, MyPharmaciesDocument)).myPharmacies);

  // Add Location: a pharmacy admin's own new location; anyone else goes on to Add Pharmacy (the super admin's, pharmacy-admin.routes.ts)
  const pharmacyAdminsOnly = (_req: Request, res: Response, next: NextFunction) => (roleOf(res) === 'pharmacy_admin' ? next() : next('router'));
  route(router, 'post', '/pharmacies', pharmacyAdminsOnly, async (req, res) => {
    const { timeZone, operatingHours, ...fields } = parseBody(locationSchema, req);
    const input = { ...fields, ...(timeZone ? { timeZone } : {}), ...(operatingHours ? { operatingHours } : {}) };
    const created = (await run(req, AddPharmacyLocationDocument, { input })).addPharmacyLocation;
    res.status(201);
    return created;
  });

  route(router, 'get', '/pharmacies/:pharmacyId', async (req) => {
    const id = pathId(req, 'pharmacyId', 'Pharmacy not found');
    return (await run(req, OwnPharmacyDocument, { id })).pharmacy;
  });

  route(router, 'put', '/pharmacies/:pharmacyId', async (req) => {
    const id = pathId(req, 'pharmacyId', 'Pharmacy not found');
    const { id: _ignored, ...input } = parseBody(updateSchema, req);
    return (await run(req, UpdatePharmacyDocument, { id, input })).updatePharmacy;
  });

  // a super admin deletes any pharmacy with its data everywhere; an owner a location of theirs that has not opened
  route(router, 'delete', '/pharmacies/:pharmacyId', async (req, res) => {
    const id = pathId(req, 'pharmacyId', 'Pharmacy not found');
    if (roleOf(res) === 'super_admin') return { id, deleted: true, deletion: (await run(req, DeletePharmacyAsSuperAdminDocument, { id })).deletePharmacy };
    return { id: (await run(req, DeletePharmacyLocationDocument, { id })).deletePharmacyLocation, deleted: true };
  });

  return router;
}
