import { auditEntryView } from '../audit/audit-log';
import { referenceResolver, withContext, type Resolvers, type StaffRole } from '@pharmachat/chassis';
import type { AdminUpdateUserInput, IdentityApplication, RegisterPatientInput, RegisterStaffInput, UpdateStaffUserInput } from '../application/identity.application';
import type { IssuedTokens } from '../application/sign-in-sessions';
import type { StaffSignedIn } from '../application/staff-sign-in';
import type { PatientAccount } from '../domain/patient-account';
import type { StaffView } from '../domain/sign-in-session';
import type { StaffUser } from '../domain/staff-user';

/** A staff account as GraphQL shows it; `view` is the role and pharmacy the caller works as after a switch. */
export function staffUserView(user: StaffUser, view: StaffView | null = null) {
  const role = view?.role ?? user.role;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role,
    pharmacyId: view ? view.pharmacyId : user.pharmacyId,
    status: user.status,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    isAdmin: role === 'super_admin',
    lastActive: user.lastActiveAt?.toISOString() ?? null,
    switchedRole: view ? view.role : null,
    actualRole: user.role,
  };
}

export function patientView(patient: PatientAccount) {
  return {
    id: patient.id,
    email: patient.email,
    firstName: patient.firstName,
    lastName: patient.lastName,
    phone: patient.phone,
    dateOfBirth: patient.dateOfBirth,
    zipCode: patient.zipCode,
    createdAt: patient.createdAt.toISOString(),
  };
}

function tokensView(tokens: IssuedTokens) {
  return { token: tokens.token, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt.toISOString() };
}

function authPayload(signedIn: StaffSignedIn) {
  return { ...tokensView(signedIn.tokens), user: staffUserView(signedIn.user, signedIn.view) };
}

/**
 * Thin resolvers: each passes the verified caller (ctx.principal) and, for sign-ins, the client's address
 * (ctx.clientIp, for login protection) to a use case, which authorizes.
 */
export function identityResolvers(app: IdentityApplication): Resolvers {
  return {
    Query: {
      auditLog: withContext(async (args: { first?: number | null; after?: string | null; pharmacyId?: string | null }, ctx) => {
        const page = await app.auditLog.page(ctx.principal, args);
        return { entries: page.entries.map(auditEntryView), nextCursor: page.nextCursor };
      }),
      me: withContext(async (_args: unknown, ctx) => {
        const me = await app.staffSignIn.me(ctx.principal);
        return me ? staffUserView(me.user, me.view) : null;
      }),
      mePatient: withContext(async (_args: unknown, ctx) => {
        const patient = await app.patients.me(ctx.principal);
        return patient ? patientView(patient) : null;
      }),
      pharmacyUsers: withContext(async ({ pharmacyId }: { pharmacyId: string }, ctx) => (await app.staff.listPharmacyUsers(ctx.principal, pharmacyId)).map((u) => staffUserView(u))),
      adminUsers: withContext(async ({ search }: { search?: string | null }, ctx) => (await app.staff.listUsers(ctx.principal, search)).map((u) => staffUserView(u))),
    },
    Mutation: {
      // sign-ins are open to everyone; login protection counts failures per account and per client address
      login: withContext(async ({ username, password }: { username: string; password: string }, ctx) => authPayload(await app.staffSignIn.login(username, password, ctx.clientIp))),
      loginPatient: withContext(async ({ email, password }: { email: string; password: string }, ctx) => {
        const signedIn = await app.patients.login(email, password, ctx.clientIp);
        return { ...tokensView(signedIn.tokens), patient: patientView(signedIn.patient) };
      }),
      registerPatient: withContext(async ({ input }: { input: RegisterPatientInput }, ctx) => {
        const signedIn = await app.patients.register(ctx.principal, input);
        return { ...tokensView(signedIn.tokens), patient: patientView(signedIn.patient) };
      }),
      loginDoctor: withContext(async ({ email, password }: { email: string; password: string }, ctx) => {
        const signedIn = await app.doctors.login(email, password, ctx.clientIp);
        return { ...tokensView(signedIn.tokens), doctorId: signedIn.doctor.id };
      }),
      // the refresh token is the credential
      refreshSession: withContext(async ({ refreshToken }: { refreshToken: string }) => tokensView(await app.refreshSession(refreshToken))),
      logout: withContext(async ({ refreshToken }: { refreshToken?: string | null }, ctx) => {
        await app.logout(ctx.principal, refreshToken);
        return true;
      }),
      registerStaff: withContext(async ({ input }: { input: RegisterStaffInput }, ctx) => staffUserView(await app.staff.registerStaff(ctx.principal, input))),
      updatePharmacyUser: withContext(async ({ pharmacyId, userId, input }: { pharmacyId: string; userId: string; input: UpdateStaffUserInput }, ctx) =>
        staffUserView(await app.staff.updatePharmacyUser(ctx.principal, pharmacyId, userId, input)),
      ),
      setPharmacyUserPassword: withContext(async ({ pharmacyId, userId, newPassword }: { pharmacyId: string; userId: string; newPassword: string }, ctx) => {
        await app.staff.setPharmacyUserPassword(ctx.principal, pharmacyId, userId, newPassword);
        return true;
      }),
      setPharmacyUserStatus: withContext(async ({ pharmacyId, userId, isActive }: { pharmacyId: string; userId: string; isActive: boolean }, ctx) =>
        staffUserView(await app.staff.setPharmacyUserStatus(ctx.principal, pharmacyId, userId, isActive)),
      ),
      adminUpdateUser: withContext(async ({ id, input }: { id: string; input: AdminUpdateUserInput }, ctx) => staffUserView(await app.staff.adminUpdateUser(ctx.principal, id, input))),
      adminSetUserPassword: withContext(async ({ id, newPassword }: { id: string; newPassword: string }, ctx) => {
        await app.staff.adminSetUserPassword(ctx.principal, id, newPassword);
        return true;
      }),
      adminDeleteUser: withContext(async ({ id }: { id: string }, ctx) => {
        await app.staff.adminDeleteUser(ctx.principal, id);
        return true;
      }),
      switchRole: withContext(async ({ targetRole, targetPharmacyId }: { targetRole: StaffRole; targetPharmacyId?: string | null }, ctx) =>
        authPayload(await app.staffSignIn.switchRole(ctx.principal, targetRole, targetPharmacyId)),
      ),
      resetRole: withContext(async (_args: unknown, ctx) => authPayload(await app.staffSignIn.resetRole(ctx.principal))),
    },
    StaffUser: {
      __resolveReference: referenceResolver(async (reference: { id: string }, ctx) => staffUserView(await app.staff.getStaffUser(ctx.principal, reference.id))),
    },
    PatientAccount: {
      __resolveReference: referenceResolver(async (reference: { id: string }, ctx) => patientView(await app.patients.getPatient(ctx.principal, reference.id))),
    },
  } as Resolvers;
}
