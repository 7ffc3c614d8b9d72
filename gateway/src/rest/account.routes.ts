import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Logger } from '@pharmachat/chassis';
import { rateLimit, type RateLimitStore } from './rate-limit';
import { parseBody, pathId, RestError, route, unwrap, type Execute } from './rest-support';

/** A staff user as every account path returns it (spec part 2 section 3, plus actualRole). */
export const staffUserFields = 'id username email firstName lastName role pharmacyId status isActive createdAt isAdmin lastActive switchedRole actualRole';
export const patientAccountFields = 'id email firstName lastName phone dateOfBirth zipCode createdAt';
const pharmacyFields = 'id name address phone email licenseNumber openingHours status createdAt';

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

/** Drops the keys a client did not send, so the service leaves those fields as they are. */
function sent<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;
}

type StaffUserData = Record<string, unknown>;
interface AuthPayloadData {
  token: string;
  refreshToken: string;
  expiresAt: string;
  user: StaffUserData;
}

const AUTH_PAYLOAD = `token refreshToken expiresAt user { ${staffUserFields} }`;
const PATIENT_PAYLOAD = `token refreshToken expiresAt patient { ${patientAccountFields} }`;

/**
 * The spec's account paths (sign-in, sessions, role switching, patients, staff management), each one GraphQL
 * operation against the gateway as the caller. Who may do what is decided by the identity service.
 */
export function accountRoutes(execute: Execute, limits: { loginPerMinute: number; store: RateLimitStore; logger?: Logger }): Router {
  const router = Router();
  // one per-address limit over every sign-in path; the identity service adds per-account and per-address lockout
  const signInLimit = rateLimit(limits.store, { name: 'sign-in', limit: limits.loginPerMinute, windowMs: 60_000, logger: limits.logger });

  // ---- staff sign-in and sessions ----

  route(router, 'post', '/auth/login', signInLimit, async (req) => {
    const body = parseBody(loginSchema, req);
    const data = unwrap(await execute<{ login: AuthPayloadData }>(req, `mutation($username: String!, $password: String!) { login(username: $username, password: $password) { ${AUTH_PAYLOAD} } }`, body));
    return data.login;
  });

  route(router, 'post', '/auth/refresh', async (req) => {
    const body = parseBody(refreshSchema, req);
    const data = unwrap(
      await execute<{ refreshSession: { token: string; refreshToken: string; expiresAt: string } }>(
        req,
        'mutation($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { token refreshToken expiresAt } }',
        body,
      ),
    );
    return data.refreshSession;
  });

  route(router, 'post', '/auth/logout', async (req, res) => {
    const body = parseBody(logoutSchema, req, { optional: true });
    unwrap(await execute<{ logout: boolean }>(req, 'mutation($refreshToken: String) { logout(refreshToken: $refreshToken) }', { refreshToken: body.refreshToken ?? null }));
    res.status(204).end();
  });

  route(router, 'post', '/auth/register', async (req, res) => {
    const body = parseBody(registerStaffSchema, req);
    const data = unwrap(await execute<{ registerStaff: StaffUserData }>(req, `mutation($input: RegisterStaffInput!) { registerStaff(input: $input) { ${staffUserFields} } }`, { input: sent(body) }));
    res.status(201);
    return data.registerStaff;
  });

  route(router, 'get', '/auth/pharmacies', async (req) => {
    const data = unwrap(await execute<{ pharmacies: unknown[] }>(req, `query { pharmacies { ${pharmacyFields} } }`));
    return data.pharmacies;
  });

  route(router, 'post', '/auth/switch-role', async (req) => {
    const body = parseBody(switchRoleSchema, req);
    // the switcher's own message (spec part 2 section 5), not a field error
    if (!body.targetRole) throw new RestError(400, 'Please select a role', { field: 'targetRole' });
    const data = unwrap(
      await execute<{ switchRole: AuthPayloadData }>(
        req,
        `mutation($targetRole: StaffRole!, $targetPharmacyId: ID) { switchRole(targetRole: $targetRole, targetPharmacyId: $targetPharmacyId) { ${AUTH_PAYLOAD} } }`,
        { targetRole: body.targetRole, targetPharmacyId: body.targetPharmacyId ?? null },
      ),
    );
    return data.switchRole;
  });

  route(router, 'post', '/auth/reset-role', async (req) => {
    const data = unwrap(await execute<{ resetRole: AuthPayloadData }>(req, `mutation { resetRole { ${AUTH_PAYLOAD} } }`));
    return data.resetRole;
  });

  // ---- patients ----

  route(router, 'post', '/patients/register', signInLimit, async (req, res) => {
    const body = parseBody(registerPatientSchema, req);
    const data = unwrap(await execute<{ registerPatient: unknown }>(req, `mutation($input: RegisterPatientInput!) { registerPatient(input: $input) { ${PATIENT_PAYLOAD} } }`, { input: sent(body) }));
    res.status(201);
    return data.registerPatient;
  });

  route(router, 'post', '/patients/login', signInLimit, async (req) => {
    const body = parseBody(emailLoginSchema, req);
    const data = unwrap(await execute<{ loginPatient: unknown }>(req, `mutation($email: String!, $password: String!) { loginPatient(email: $email, password: $password) { ${PATIENT_PAYLOAD} } }`, body));
    return data.loginPatient;
  });

  // ---- a pharmacy admin's staff management ----

  const pharmacyAndUser = (req: Request) => ({ pharmacyId: pathId(req, 'pharmacyId', 'Pharmacy not found.'), userId: pathId(req, 'userId', 'User not found') });

  route(router, 'get', '/pharmacies/:pharmacyId/users', async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const data = unwrap(await execute<{ pharmacyUsers: StaffUserData[] }>(req, `query($pharmacyId: ID!) { pharmacyUsers(pharmacyId: $pharmacyId) { ${staffUserFields} } }`, { pharmacyId }));
    return data.pharmacyUsers;
  });

  route(router, 'put', '/pharmacies/:pharmacyId/users/:userId', async (req) => {
    const ids = pharmacyAndUser(req);
    const body = parseBody(updatePharmacyUserSchema, req);
    const data = unwrap(
      await execute<{ updatePharmacyUser: StaffUserData }>(
        req,
        `mutation($pharmacyId: ID!, $userId: ID!, $input: UpdateStaffUserInput!) { updatePharmacyUser(pharmacyId: $pharmacyId, userId: $userId, input: $input) { ${staffUserFields} } }`,
        { ...ids, input: sent(body) },
      ),
    );
    return data.updatePharmacyUser;
  });

  route(router, 'put', '/pharmacies/:pharmacyId/users/:userId/password', async (req) => {
    const ids = pharmacyAndUser(req);
    const body = parseBody(passwordSchema, req);
    unwrap(
      await execute<{ setPharmacyUserPassword: boolean }>(
        req,
        'mutation($pharmacyId: ID!, $userId: ID!, $newPassword: String!) { setPharmacyUserPassword(pharmacyId: $pharmacyId, userId: $userId, newPassword: $newPassword) }',
        { ...ids, newPassword: body.newPassword },
      ),
    );
    return { message: 'Password changed successfully' };
  });

  route(router, 'put', '/pharmacies/:pharmacyId/users/:userId/status', async (req) => {
    const ids = pharmacyAndUser(req);
    const body = parseBody(statusSchema, req);
    const data = unwrap(
      await execute<{ setPharmacyUserStatus: StaffUserData }>(
        req,
        `mutation($pharmacyId: ID!, $userId: ID!, $isActive: Boolean!) { setPharmacyUserStatus(pharmacyId: $pharmacyId, userId: $userId, isActive: $isActive) { ${staffUserFields} } }`,
        { ...ids, isActive: body.isActive },
      ),
    );
    return data.setPharmacyUserStatus;
  });

  // ---- a super admin's user management ----

  route(router, 'get', '/admin/users', async (req) => {
    const search = typeof req.query.search === 'string' ? req.query.search : null;
    const data = unwrap(await execute<{ adminUsers: StaffUserData[] }>(req, `query($search: String) { adminUsers(search: $search) { ${staffUserFields} } }`, { search }));
    return data.adminUsers;
  });

  route(router, 'put', '/admin/users/:id', async (req) => {
    const id = pathId(req, 'id', 'User not found');
    const body = parseBody(adminUpdateUserSchema, req);
    const data = unwrap(
      await execute<{ adminUpdateUser: StaffUserData }>(req, `mutation($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { ${staffUserFields} } }`, {
        id,
        input: sent(body),
      }),
    );
    return data.adminUpdateUser;
  });

  route(router, 'put', '/admin/users/:id/password', async (req) => {
    const id = pathId(req, 'id', 'User not found');
    const body = parseBody(passwordSchema, req);
    unwrap(await execute<{ adminSetUserPassword: boolean }>(req, 'mutation($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }', { id, newPassword: body.newPassword }));
    return { message: 'Password changed successfully' };
  });

  route(router, 'delete', '/admin/users/:id', async (req, res) => {
    const id = pathId(req, 'id', 'User not found');
    unwrap(await execute<{ adminDeleteUser: boolean }>(req, 'mutation($id: ID!) { adminDeleteUser(id: $id) }', { id }));
    res.status(204).end();
  });

  return router;
}
