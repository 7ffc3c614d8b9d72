import { declareErrors } from '@pharmachat/chassis/errors';

/** Every error the analytics service answers with (`extensions.reason` = `analytics.<name in snake case>`). */
export const AnalyticsErrors = declareErrors('analytics', {
  advancedAnalyticsRequired: {
    code: 'FORBIDDEN',
    message: (_details: { planRequired: string }) => 'Advanced analytics are part of the Professional and Enterprise plans. Upgrade on the Subscription page.',
  },
  badDateRange: { code: 'BAD_USER_INPUT', message: 'from and to must be days (YYYY-MM-DD), from not after to, at most 366 days apart.' },
});
