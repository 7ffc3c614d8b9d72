/**
 * The test payment provider's cards (test mode only; no card data ever leaves the machine). Like Stripe's test
 * cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds;
 * any other number that passes the Luhn check pays.
 */
export interface TestCard {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type TestCardOutcome = { paid: true; last4: string; brand: string; expMonth: number; expYear: number } | { paid: false; message: string; last4: string; brand: string; expMonth: number; expYear: number };

/** A problem with what was typed (the form shows it by the field), or null when the card can be charged. */
export function testCardProblem(card: TestCard, now: Date = new Date()): { field: keyof TestCard; message: string } | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { field: 'number', message: 'Your card number is invalid.' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  if (!expiry) return { field: 'expiry', message: "Your card's expiration date is incomplete (MM/YY)." };
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return { field: 'expiry', message: "Your card's expiration month is invalid." };
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return { field: 'expiry', message: "Your card's expiration date is in the past." };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: 'cvc', message: "Your card's security code is incomplete." };
  return null;
}

/** What charging a (well-formed) test card does. */
export function chargeTestCard(card: TestCard): TestCardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  const last4 = digits.slice(-4);
  const brand = digits.startsWith('4') ? 'visa' : /^5[1-5]/.test(digits) ? 'mastercard' : /^3[47]/.test(digits) ? 'amex' : 'card';
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  const expiry = { expMonth: month ?? 0, expYear: (year ?? 0) < 100 ? 2000 + (year ?? 0) : (year ?? 0) };
  if (digits === '4000000000000002') return { paid: false, message: 'Your card was declined.', last4, brand, ...expiry };
  if (digits === '4000000000009995') return { paid: false, message: 'Your card has insufficient funds.', last4, brand, ...expiry };
  return { paid: true, last4, brand, ...expiry };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
