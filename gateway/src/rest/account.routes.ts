import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Logger } from '@pharmachat/chassis';
import { rateLimit, type RateLimitStore } from './rate-limit';
import { graphql } from './gql';
import { parseBody, pathId, RestError, route, typedRun, type Execute } from './rest-support';

const staffRoles = ['super_admin', 'pharmacy_admin', 'pharmacy_staff'] as const;

/**
 * Text fields are checked by the identity service with the forms' messages; here a missing one is sent as ''
 * (so the service answers e.g. 'Username must be at least 3 characters'), and anything but text is refused.
 */
const text = (field: string) =>
  z
    .string(`${field} must be text`)
    .nullish()
    .transform((value) => value ?? '');
const optionalText = (field: string) => z.string(`${field} must be text`).nullish();

const loginSchema = z.object({
  username: z.string({ error: 'Username is required.' }).trim().min(1, 'Username is required.'),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.'),
});

const emailLoginSchema = z.object({ email: text('email'), password: text('password') });

const refreshSchema = z.object({ refreshToken: z.string('refreshToken is required').min(1, 'refreshToken is required') });
const logoutSchema = z.object({ refreshToken: optionalText('refreshToken') });

const registerStaffSchema = z.object({
  username: text('username'),
  email: text('email'),
  password: text('password'),
  role: z.enum(['pharmacy_admin', 'pharmacy_staff'], 'Role must be pharmacy_admin or pharmacy_staff').nullish(),
  pharmacyId: optionalText('pharmacyId'),
  captcha: text('captcha'),
});

const switchRoleSchema = z.object({
  targetRole: z.enum(staffRoles, 'Please select a role').nullish(),
  targetPharmacyId: optionalText('targetPharmacyId'),
});

const registerPatientSchema = z.object({
  email: text('email'),
  password: text('password'),
  firstName: text('firstName'),
  lastName: text('lastName'),
  phone: optionalText('phone'),
  dateOfBirth: optionalText('dateOfBirth'),
  zipCode: optionalText('zipCode'),
  captcha: text('captcha'),
});

const editUserFields = {
  username: optionalText('username'),
  email: optionalText('email'),
  firstName: optionalText('firstName'),
  lastName: optionalText('lastName'),
  isActive: z.boolean('isActive must be true or false').nullish(),
};
const updatePharmacyUserSchema = z.object({ ...editUserFields, role: z.enum(['pharmacy_admin', 'pharmacy_staff'], 'Role must be pharmacy_admin or pharmacy_staff').nullish() });
const adminUpdateUserSchema = z.object({ ...editUserFields, role: z.enum(staffRoles, 'Please select a role').nullish(), pharmacyId: optionalText('pharmacyId') });
const passwordSchema = z.object({ newPassword: text('newPassword') });
const statusSchema = z.object({ isActive: z.boolean('isActive must be true or false') });

/** The keys a body may leave out (undefined when not sent). */
type OptionalKeys<T> = { [K in keyof T]: undefined extends T[K] ? K : never }[keyof T];
/** A body without the keys it did not send: the rest stay required (so it still fits the GraphQL input type). */
type Sent<T> = Omit<T, OptionalKeys<T>> & { [K in OptionalKeys<T>]?: Exclude<T[K], undefined> };

/** Drops the keys a client did not send, so the service leaves those fields as they are. */
function sent<T extends Record<string, unknown>>(body: T): Sent<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Sent<T>;
}

// a staff member's sign-in (staff user fields: views.ts)
graphql(`
  fragment RestAuthPayloadFields on AuthPayload { token refreshToken expiresAt user { ...RestStaffUserFields } }
`);

graphql(`
  fragment RestPatientAuthFields on PatientAuthPayload {
    token refreshToken expiresAt
    patient { id email firstName lastName phone dateOfBirth zipCode createdAt }
  }
`);

const LoginDocument = graphql(`
  mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { ...RestAuthPayloadFields } }
`);

const RefreshSessionDocument = graphql(`
  mutation RefreshSession($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { token refreshToken expiresAt } }
`);

const LogoutDocument = graphql(`
  mutation Logout($refreshToken: String) { logout(refreshToken: $refreshToken) }
`);

const RegisterStaffDocument = graphql(`
  mutation RegisterStaff($input: RegisterStaffInput!) { registerStaff(input: $input) { ...RestStaffUserFields } }
`);

const PharmaciesDocument = graphql(`
  query Pharmacies { pharmacies { id name address phone email licenseNumber openingHours status createdAt } }
`);

const SwitchRoleDocument = graphql(`
  mutation SwitchRole($targetRole: StaffRole!, $targetPharmacyId: ID) {
    switchRole(targetRole: $targetRole, targetPharmacyId: $targetPharmacyId) { ...RestAuthPayloadFields }
  }
`);

const ResetRoleDocument = graphql(`
  mutation ResetRole { resetRole { ...RestAuthPayloadFields } }
`);

const RegisterPatientDocument = graphql(`
  mutation RegisterPatient($input: RegisterPatientInput!) { registerPatient(input: $input) { ...RestPatientAuthFields } }
`);

const LoginPatientDocument = graphql(`
  mutation LoginPatient($email: String!, $password: String!) { loginPatient(email: $email, password: $password) { ...RestPatientAuthFields } }
`);

const PharmacyUsersDocument = graphql(`
  query PharmacyUsers($pharmacyId: ID!) { pharmacyUsers(pharmacyId: $pharmacyId) { ...RestStaffUserFields } }
`);

const UpdatePharmacyUserDocument = graphql(`
  mutation UpdatePharmacyUser($pharmacyId: ID!, $userId: ID!, $input: UpdateStaffUserInput!) {
    updatePharmacyUser(pharmacyId: $pharmacyId, userId: $userId, input: $input) { ...RestStaffUserFields }
  }
`);

const SetPharmacyUserPasswordDocument = graphql(`
  mutation SetPharmacyUserPassword($pharmacyId: ID!, $userId: ID!, $newPassword: String!) {
    setPharmacyUserPassword(pharmacyId: $pharmacyId, userId: $userId, newPassword: $newPassword)
  }
`);

const SetPharmacyUserStatusDocument = graphql(`
  mutation SetPharmacyUserStatus($pharmacyId: ID!, $userId: ID!, $isActive: Boolean!) {
    setPharmacyUserStatus(pharmacyId: $pharmacyId, userId: $userId, isActive: $isActive) { ...RestStaffUserFields }
  }
`);

const AdminUsersDocument = graphql(`
  query AdminUsers($search: String) { adminUsers(search: $search) { ...RestStaffUserFields } }
`);

const AdminUpdateUserDocument = graphql(`
  mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { ...RestStaffUserFields } }
`);

const AdminSetUserPasswordDocument = graphql(`
  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }
`);

const AdminDeleteUserDocument = graphql(`
  mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }
`);

/**
 * The spec's account paths (sign-in, sessions, role switching, patients, staff management), each one GraphQL
 * operation against the gateway as the caller. Who may do what is decided by the identity service.
 */
export function accountRoutes(execute: Execute, limits: { loginPerMinute: number; store: RateLimitStore; logger?: Logger }): Router {
  const router = Router();
  const run = typedRun(execute);
  // one per-address limit over every sign-in path; the identity service adds per-account and per-address lockout
  const signInLimit = rateLimit(limits.store, { name: 'sign-in', limit: limits.loginPerMinute, windowMs: 60_000, logger: limits.logger });

  // ---- staff sign-in and sessions ----

  route(router, 'post', '/auth/login', signInLimit, async (req) => {
    const body = parseBody(loginSchema, req);
    return (await run(req, LoginDocument, body)).login;
  });

  route(router, 'post', '/auth/refresh', async (req) => {
    const body = parseBody(refreshSchema, req);
    return (await run(req, RefreshSessionDocument, body)).refreshSession;
  });

  route(router, 'post', '/auth/logout', async (req, res) => {
    const body = parseBody(logoutSchema, req, { optional: true });
    await run(req, LogoutDocument, { refreshToken: body.refreshToken ?? null });
    res.status(204).end();
  });

  route(router, 'post', '/auth/register', async (req, res) => {
    const body = parseBody(registerStaffSchema, req);
    const data = await run(req, RegisterStaffDocument, { input: sent(body) });
    res.status(201);
    return data.registerStaff;
  });

  route(router, 'get', '/auth/pharmacies', async (req) => {
    return (await run(req, PharmaciesDocument)).pharmacies;
  });

  route(router, 'post', '/auth/switch-role', async (req) => {
    const body = parseBody(switchRoleSchema, req);
    // the switcher's own message (spec part 2 section 5), not a field error
    if (!body.targetRole) throw new RestError(400, 'Please select a role', { field: 'targetRole' });
    const data = await run(req, SwitchRoleDocument, { targetRole: body.targetRole, targetPharmacyId: body.targetPharmacyId ?? null });
    return data.switchRole;
  });

  route(router, 'post', '/auth/reset-role', async (req) => {
    return (await run(req, ResetRoleDocument)).resetRole;
  });

  // ---- patients ----

  route(router, 'post', '/patients/register', signInLimit, async (req, res) => {
    const body = parseBody(registerPatientSchema, req);
    const data = await run(req, RegisterPatientDocument, { input: sent(body) });
    res.status(201);
    return data.registerPatient;
  });

  route(router, 'post', '/patients/login', signInLimit, async (req) => {
    const body = parseBody(emailLoginSchema, req);
    return (await run(req, LoginPatientDocument, body)).loginPatient;
  });

  // ---- a pharmacy admin's staff management ----

  const pharmacyAndUser = (req: Request) => ({ pharmacyId: pathId(req, 'pharmacyId', 'Pharmacy not found.'), userId: pathId(req, 'userId', 'User not found') });

  route(router, 'get', '/pharmacies/:pharmacyId/users', async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    return (await run(req, PharmacyUsersDocument, { pharmacyId })).pharmacyUsers;
  });

  route(router, 'put', '/pharmacies/:pharmacyId/users/:userId', async (req) => {
    const ids = pharmacyAndUser(req);
    const body = parseBody(updatePharmacyUserSchema, req);
    return (await run(req, UpdatePharmacyUserDocument, { ...ids, input: sent(body) })).updatePharmacyUser;
  });

  route(router, 'put', '/pharmacies/:pharmacyId/users/:userId/password', async (req) => {
    const ids = pharmacyAndUser(req);
    const body = parseBody(passwordSchema, req);
    await run(req, SetPharmacyUserPasswordDocument, { ...ids, newPassword: body.newPassword });
    return { message: 'Password changed successfully' };
  });

  route(router, 'put', '/pharmacies/:pharmacyId/users/:userId/status', async (req) => {
    const ids = pharmacyAndUser(req);
    const body = parseBody(statusSchema, req);
    return (await run(req, SetPharmacyUserStatusDocument, { ...ids, isActive: body.isActive })).setPharmacyUserStatus;
  });

  // ---- a super admin's user management ----

  route(router, 'get', '/admin/users', async (req) => {
    const search = typeof req.query.search === 'string' ? req.query.search : null;
    return (await run(req, AdminUsersDocument, { search })).adminUsers;
  });

  route(router, 'put', '/admin/users/:id', async (req) => {
    const id = pathId(req, 'id', 'User not found');
    const body = parseBody(adminUpdateUserSchema, req);
    return (await run(req, AdminUpdateUserDocument, { id, input: sent(body) })).adminUpdateUser;
  });

  route(router, 'put', '/admin/users/:id/password', async (req) => {
    const id = pathId(req, 'id', 'User not found');
    const body = parseBody(passwordSchema, req);
    await run(req, AdminSetUserPasswordDocument, { id, newPassword: body.newPassword });
    return { message: 'Password changed successfully' };
  });

  route(router, 'delete', '/admin/users/:id', async (req, res) => {
    const id = pathId(req, 'id', 'User not found');
    await run(req, AdminDeleteUserDocument, { id });
    res.status(204).end();
  });

  return router;
}
