import { describe, expect, it } from 'vitest';
import { DomainError } from '@pharmachat/chassis/errors';
import { checkPharmacyAllowsSignIn, KnownPharmacy, type PharmacyStanding } from '../src/domain/pharmacy-standing';

const standing = (status: PharmacyStanding, reason: string | null = null) => Object.assign(new KnownPharmacy(), { pharmacyId: 'p', status, reason });

const refusal = (known: KnownPharmacy | null) => {
  try {
    checkPharmacyAllowsSignIn(known);
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: error.code, message: error.message };
  }
};

describe('whether a pharmacy’s staff may sign in', () => {
  it('lets them in while it is active, or when identity has not heard of it', () => {
    expect(refusal(standing('active'))).toBeNull();
    expect(refusal(null)).toBeNull();
  });

  it('tells them why otherwise: awaiting approval (also while the registration is under way), rejected with the reason, suspended', () => {
    const waiting = { code: 'FORBIDDEN', message: expect.stringMatching(/^Your pharmacy is awaiting approval\. We review every registration within 24 hours/) };
    expect(refusal(standing('registering'))).toEqual(waiting);
    expect(refusal(standing('pending_approval'))).toEqual(waiting);
    expect(refusal(standing('rejected', 'The license number could not be verified.'))).toEqual({
      code: 'FORBIDDEN',
      message: 'Your pharmacy registration was not approved: The license number could not be verified. Please contact support for details.',
    });
    expect(refusal(standing('rejected'))?.message).toBe('Your pharmacy registration was not approved. Please contact support for details.');
    expect(refusal(standing('suspended'))?.message).toMatch(/^Your pharmacy has been suspended/);
  });
});
