import { declareErrors } from '@pharmachat/chassis/errors';

/** Every error the billing service answers with (`extensions.reason` = `billing.<name in snake case>`). */
export const BillingErrors = declareErrors('billing', {
  superAdminsOnly: { code: 'FORBIDDEN', message: 'Only super administrators can manage subscriptions.' },
  pharmacyNotFound: { code: 'NOT_FOUND', message: 'Pharmacy not found' },
  negativePrice: { code: 'BAD_USER_INPUT', message: 'Monthly price must be zero or more.' },
  trialLengthNotOffered: { code: 'BAD_USER_INPUT', message: (details: { offered: readonly number[] }) => `Trial length must be one of ${details.offered.join(', ')} days.` },
  unknownPlan: { code: 'BAD_USER_INPUT', message: (details: { plan: string; plans: readonly string[] }) => `Unknown plan "${details.plan}". Choose one of: ${details.plans.join(', ')}.` },
});
