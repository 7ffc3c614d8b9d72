import { z } from 'zod';
import { ConfigError, loadConfig, type Logger } from '@pharmachat/chassis';
import type { PaymentProvider } from '../../application/payment-provider';
import { StripePaymentProvider } from './stripe-payment-provider';
import { TestPaymentProvider } from './test-payment-provider';

/** The payment settings (README, "Configuration"): Stripe when its secret key is set, otherwise the test provider. */
export const paymentConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_... or pk_live_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, "must be a webhook endpoint's signing secret (whsec_...)").optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.stripe.com'),
};

/**
 * Reads the payment settings. Stripe needs all three keys (a missing one stops the start, naming it); with none the
 * local test provider takes payments in test mode, which production refuses.
 */
export function paymentProviderFrom(env: Record<string, string | undefined>, logger?: Logger): PaymentProvider {
  const settings = loadConfig(paymentConfigShape, env);
  const named = [settings.STRIPE_SECRET_KEY, settings.STRIPE_PUBLISHABLE_KEY, settings.STRIPE_WEBHOOK_SECRET].some(Boolean);
  if (!named) {
    if (settings.NODE_ENV === 'production') {
      throw new ConfigError(
        'Invalid configuration:\n  payments need Stripe in production: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (the test payment provider is refused when NODE_ENV=production).',
      );
    }
    logger?.warn({ provider: 'test' }, 'Payments: TEST MODE, no Stripe keys configured; plans are paid with test cards and no money moves');
    return new TestPaymentProvider();
  }
  const missing = [!settings.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY', !settings.STRIPE_PUBLISHABLE_KEY && 'STRIPE_PUBLISHABLE_KEY', !settings.STRIPE_WEBHOOK_SECRET && 'STRIPE_WEBHOOK_SECRET'].filter(Boolean);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n  Stripe is partly configured; also set ${missing.join(', ')} (or unset every STRIPE_* key to use the test payment provider).`);
  logger?.info({ provider: 'stripe', apiBase: settings.STRIPE_API_BASE }, 'Payments: Stripe');
  return new StripePaymentProvider(
    { secretKey: settings.STRIPE_SECRET_KEY!, publishableKey: settings.STRIPE_PUBLISHABLE_KEY!, webhookSecret: settings.STRIPE_WEBHOOK_SECRET!, apiBase: settings.STRIPE_API_BASE },
    logger ?? (console as unknown as Logger),
  );
}
