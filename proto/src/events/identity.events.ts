import { z } from 'zod';

export const staffRole = z.enum(['super_admin', 'pharmacy_admin', 'pharmacy_staff']);

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
  'identity.session.revoked': {
    version: 1,
    description: 'Sign-in sessions ended (logout, deactivation, password change, deletion, refresh-token reuse): every service stops accepting their tokens and live subscriptions close.',
    data: z.object({
      subject: z.string(),
      sessionIds: z.array(z.string()),
      reason: z.enum(['logout', 'deactivated', 'password_changed', 'deleted', 'refresh_token_reused', 'expired']),
    }),
  },
} as const;
