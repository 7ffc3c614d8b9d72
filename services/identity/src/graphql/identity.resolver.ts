import { auditEntryView } from '../audit/audit-log';
import { referenceResolver, withContext } from '@pharmachat/chassis';
import type { IdentityApplication, RegisterStaffInput, UpdateStaffUserInput } from '../application/identity.application';
import type { IssuedTokens } from '../application/sign-in-sessions';
import type { StaffSignedIn } from '../application/staff-sign-in';
import type { PatientAccount } from '../domain/patient-account';
import type { StaffView } from '../domain/sign-in-session';
import type { StaffUser } from '../domain/staff-user';
import type { Resolvers } from './resolvers.generated';
import type { NotificationPreferences } from '../domain/notification-preferences';
import type { ContactMessage } from '../domain/contact-message';

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

/** A staff member's alert preferences as GraphQL shows them. */
export function notificationPreferencesView(preferences: NotificationPreferences) {
  return {
    browserNotifications: preferences.browserNotifications,
    soundAlerts: preferences.soundAlerts,
    emailNotifications: preferences.emailNotifications,
    urgentOnly: preferences.urgentOnly,
    autoRefresh: preferences.autoRefresh,
  };
}

/** A contact-form message as the super admin reads it. */
export function contactMessageView(message: ContactMessage) {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    topic: message.topic,
    subject: message.subject,
    message: message.message,
    receivedAt: message.receivedAt.toISOString(),
    handledAt: message.handledAt?.toISOString() ?? null,
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
/*
 * registerStaff and updatePharmacyUser: the SDL's StaffRole also names super_admin, which these use cases refuse
 * with a message (their zod schema allows only the pharmacy roles), so the input is handed over as their type.
 */
export function identityResolvers(app: IdentityApplication): Resolvers {
  return {
    Query: {
      contactMessages: withContext(async ({ first }, ctx) => (await app.contactMessages.list(ctx.principal, { first })).map(contactMessageView)),
      myNotificationPreferences: withContext(async (_args, ctx) => notificationPreferencesView(await app.notificationPreferences.mine(ctx.principal))),
      auditLog: withContext(async (args, ctx) => {
        const page = await app.auditLog.page(ctx.principal, args);
        return { entries: page.entries.map(auditEntryView), nextCursor: page.nextCursor };
      }),
      me: withContext(async (_args, ctx) => {
        const me = await app.staffSignIn.me(ctx.principal);
        return me ? staffUserView(me.user, me.view) : null;
      }),
      mePatient: withContext(async (_args, ctx) => {
        const patient = await app.patients.me(ctx.principal);
        return patient ? patientView(patient) : null;
      }),
      pharmacyUsers: withContext(async ({ pharmacyId }, ctx) => (await app.staff.listPharmacyUsers(ctx.principal, pharmacyId)).map((u) => staffUserView(u))),
      adminUsers: withContext(async ({ search }, ctx) => (await app.staff.listUsers(ctx.principal, search)).map((u) => staffUserView(u))),
    },
    Mutation: {
      sendContactMessage: withContext(async ({ input }, ctx) => {
        const message = await app.contactMessages.send(ctx.principal, input, ctx.clientIp);
        return { id: message.id, receivedAt: message.receivedAt.toISOString() };
      }),
      markContactMessageHandled: withContext(async ({ id }, ctx) => contactMessageView(await app.contactMessages.markHandled(ctx.principal, id))),
      updateNotificationPreferences: withContext(async ({ input }, ctx) => notificationPreferencesView(await app.notificationPreferences.update(ctx.principal, input))),
      // sign-ins are open to everyone; login protection counts failures per account and per client address
      login: withContext(async ({ username, password }, ctx) => authPayload(await app.staffSignIn.login(username, password, ctx.clientIp))),
      loginPatient: withContext(async ({ email, password }, ctx) => {
        const signedIn = await app.patients.login(email, password, ctx.clientIp);
        return { ...tokensView(signedIn.tokens), patient: patientView(signedIn.patient) };
      }),
      registerPatient: withContext(async ({ input }, ctx) => {
        const signedIn = await app.patients.register(ctx.principal, input);
        return { ...tokensView(signedIn.tokens), patient: patientView(signedIn.patient) };
      }),
      submitPharmacyRegistration: withContext(async ({ input }, ctx) => {
        const receipt = await app.pharmacyOwners.submitRegistration(ctx.principal, input);
        return {
          pharmacyId: receipt.pharmacyId,
          status: 'pending_approval',
          message: 'Registration Successful: your pharmacy is under review. We will e-mail you within 24 hours once it is approved.',
          owner: staffUserView(receipt.owner),
        };
      }),
      registerDoctor: withContext(async ({ input }, ctx) => {
        const doctor = await app.doctors.register(ctx.principal, input);
        return { doctorId: doctor.id, status: doctor.status, message: 'Registration received: we review every doctor within 24-48 hours and will e-mail you the decision.' };
      }),
      loginDoctor: withContext(async ({ email, password }, ctx) => {
        const signedIn = await app.doctors.login(email, password, ctx.clientIp);
        return { ...tokensView(signedIn.tokens), doctorId: signedIn.doctor.id };
      }),
      // the refresh token is the credential
      refreshSession: withContext(async ({ refreshToken }) => tokensView(await app.refreshSession(refreshToken))),
      logout: withContext(async ({ refreshToken }, ctx) => {
        await app.logout(ctx.principal, refreshToken);
        return true;
      }),
      registerStaff: withContext(async ({ input }, ctx) => staffUserView(await app.staff.registerStaff(ctx.principal, input as RegisterStaffInput))),
      updatePharmacyUser: withContext(async ({ pharmacyId, userId, input }, ctx) =>
        staffUserView(await app.staff.updatePharmacyUser(ctx.principal, pharmacyId, userId, input as UpdateStaffUserInput)),
      ),
      setPharmacyUserPassword: withContext(async ({ pharmacyId, userId, newPassword }, ctx) => {
        await app.staff.setPharmacyUserPassword(ctx.principal, pharmacyId, userId, newPassword);
        return true;
      }),
      setPharmacyUserStatus: withContext(async ({ pharmacyId, userId, isActive }, ctx) =>
        staffUserView(await app.staff.setPharmacyUserStatus(ctx.principal, pharmacyId, userId, isActive)),
      ),
      adminUpdateUser: withContext(async ({ id, input }, ctx) => staffUserView(await app.staff.adminUpdateUser(ctx.principal, id, input))),
      adminSetUserPassword: withContext(async ({ id, newPassword }, ctx) => {
        await app.staff.adminSetUserPassword(ctx.principal, id, newPassword);
        return true;
      }),
      adminDeleteUser: withContext(async ({ id }, ctx) => {
        await app.staff.adminDeleteUser(ctx.principal, id);
        return true;
      }),
      switchRole: withContext(async ({ targetRole, targetPharmacyId }, ctx) =>
        authPayload(await app.staffSignIn.switchRole(ctx.principal, targetRole, targetPharmacyId)),
      ),
      resetRole: withContext(async (_args, ctx) => authPayload(await app.staffSignIn.resetRole(ctx.principal))),
    },
    StaffUser: {
      __resolveReference: referenceResolver(async (reference, ctx) => staffUserView(await app.staff.getStaffUser(ctx.principal, reference.id))),
    },
    PatientAccount: {
      __resolveReference: referenceResolver(async (reference, ctx) => patientView(await app.patients.getPatient(ctx.principal, reference.id))),
    },
  };
}
