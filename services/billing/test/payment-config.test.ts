import { describe, expect, it } from 'vitest';
import { paymentProviderFrom } from '../src/infrastructure/payments/payment-config';
import { TestPaymentProvider } from '../src/infrastructure/payments/test-payment-provider';

describe('payment settings', () => {
  it('uses the test provider without Stripe keys, and refuses it in production', () => {
    expect(paymentProviderFrom({})).toBeInstanceOf(TestPaymentProvider);
    expect(() => paymentProviderFrom({ NODE_ENV: 'production' })).toThrow(/payments need Stripe in production: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/);
  });

  it('names what is missing when Stripe is partly configured, and checks the keys look like Stripe keys', () => {
    expect(() => paymentProviderFrom({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/also set STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
    expect(() => paymentProviderFrom({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/must be a Stripe secret key/);
    const stripe = paymentProviderFrom({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(stripe.mode).toBe('stripe');
    expect(stripe.publishableKey).toBe('pk_test_abc');
  });
});
