import { z } from 'zod';
import { pharmacyDataDeleted } from './pharmacy.events';
import { doctorRegistrationDetails } from './doctor-registration';
import { pharmacyOwnerDetails, pharmacyRegistrationDetails } from './pharmacy-registration';

export const staffRole = z.enum(['super_admin', 'pharmacy_admin', 'pharmacy_staff']);

export const sessionEndReason = z.enum(['logout', 'deactivated', 'password_changed', 'deleted', 'refresh_token_reused', 'expired', 'role_changed']);

export const identityEvents = {
  'identity.user.created': {
    version: 1,
    description: 'A staff account was created.',
    data: z.object({
      userId: z.uuid(),
      username: z.string(),
      role: staffRole,
      pharmacyId: z.uuid().nullable(),
    }),
  },
  'identity.user.updated': {
    version: 1,
    description: "A staff account's profile, role, pharmacy or active state changed (by a pharmacy admin or a super admin).",
    data: z.object({
      userId: z.uuid(),
      username: z.string(),
      role: staffRole,
      pharmacyId: z.uuid().nullable(),
      isActive: z.boolean(),
    }),
  },
  'identity.user.deleted': {
    version: 1,
    description: 'A super admin deleted a staff account; its sessions were ended in the same transaction.',
    data: z.object({
      userId: z.uuid(),
      pharmacyId: z.uuid().nullable(),
    }),
  },
  'identity.pharmacy-owner.registered': {
    version: 1,
    description:
      "The registration form's owner account was created (pharmacy_admin of a pharmacy id chosen for it, not yet existing): the pharmacy service creates that pharmacy, pending approval, or refuses it (pharmacy.registration.refused).",
    data: z.object({
      userId: z.uuid(),
      pharmacyId: z.uuid(),
      owner: pharmacyOwnerDetails,
      pharmacy: pharmacyRegistrationDetails,
    }),
  },
  'identity.doctor-account.registered': {
    version: 1,
    description:
      "The doctor registration form's credentials were created (pending review, no password or hash travels): the doctor service creates the doctor's profile with the same id.",
    data: z.object({
      doctorId: z.uuid(),
      doctor: doctorRegistrationDetails,
      registeredAt: z.iso.datetime({ offset: true }),
    }),
  },
  'identity.pharmacy-data.deleted': {
    version: 1,
    description: "Identity deleted a deleted pharmacy's staff accounts (their sessions ended) and its registration record.",
    data: pharmacyDataDeleted,
  },
  'identity.patient.registered': {
    version: 1,
    description: 'A patient registered an account (no personal details travel with the event).',
    data: z.object({
      patientId: z.uuid(),
    }),
  },
  'identity.contact-message.received': {
    version: 1,
    description:
      "Someone wrote with the public contact form (/contact, /support): the pharmacy service mails it to the platform's support address (SUPPORT_EMAIL), replies going to the writer. Carries what the person wrote, so only the mailer reads it.",
    data: z.object({
      messageId: z.uuid(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      topic: z.string(),
      subject: z.string(),
      message: z.string(),
      receivedAt: z.iso.datetime({ offset: true }),
    }),
  },
  'identity.session.revoked': {
    version: 1,
    description:
      'Sign-in sessions ended (logout, deactivation, password change, deletion, refresh-token reuse, a change of role or pharmacy): every service stops accepting their tokens and live subscriptions close.',
    data: z.object({
      subject: z.string(),
      sessionIds: z.array(z.string()),
      reason: sessionEndReason,
    }),
  },
} as const;
