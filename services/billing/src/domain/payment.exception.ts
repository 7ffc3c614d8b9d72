import { declareErrors } from '@pharmachat/chassis/errors';

/** What can go wrong when a pharmacy pays for, changes or cancels its plan (`extensions.reason` = `billing.<name>`). */
export const PaymentErrors = declareErrors('billing', {
  unknownFeature: { code: 'BAD_USER_INPUT', message: (details: { feature: string; features: readonly string[] }) => `Unknown feature "${details.feature}". Ask about one of: ${details.features.join(', ')}.` },
  planNotForSale: { code: 'BAD_USER_INPUT', message: 'The Free Trial cannot be bought. Choose Basic, Professional or Enterprise.' },
  alreadyOnPlan: { code: 'CONFLICT', message: (details: { plan: string }) => `The pharmacy is already on the ${details.plan} plan.` },
  adminsOnly: { code: 'FORBIDDEN', message: "Only the pharmacy's administrator can change or cancel its plan." },
  noPharmacy: { code: 'BAD_USER_INPUT', message: 'Switch to a pharmacy first: plans belong to a pharmacy.' },
  noSubscription: { code: 'NOT_FOUND', message: 'This pharmacy has no subscription yet.' },
  nothingToCancel: { code: 'CONFLICT', message: 'Only an active paid plan can be cancelled; the free trial ends by itself.' },
  alreadyCancelled: { code: 'CONFLICT', message: (details: { periodEnd: string }) => `The plan is already set to end on ${details.periodEnd}.` },
  invalidWebhook: { code: 'BAD_USER_INPUT', message: (details: { problem: string }) => `Webhook refused: ${details.problem}` },
  webhooksNotConfigured: { code: 'BAD_USER_INPUT', message: 'Payment webhooks are not configured (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); in test mode payments are confirmed in the app.' },
  testModeOnly: { code: 'BAD_USER_INPUT', message: 'Test payments exist only in test mode; this installation takes real payments through Stripe.' },
  paymentNotFound: { code: 'NOT_FOUND', message: 'No payment is waiting for this pharmacy. Choose a plan again.' },
  cardDeclined: { code: 'BAD_USER_INPUT', message: (details: { providerMessage: string; field?: string }) => details.providerMessage },
  alreadySubscribed: { code: 'CONFLICT', message: 'This pharmacy already has a subscription. Only pharmacies without one can be given a new one.' },
  invalidInput: { code: 'BAD_USER_INPUT', message: (details: { message: string; field?: string }) => details.message },
  nothingToRenew: { code: 'CONFLICT', message: 'Only a paid plan that has not ended renews; choose a plan first.' },
  invoiceNotFound: { code: 'NOT_FOUND', message: 'Invoice not found.' },
  providerUnavailable: { code: 'UNAVAILABLE', message: 'The payment provider did not answer. Please try again in a minute.' },
});
