import type { FormInstance, FormRule } from 'antd';

/** Form rules with the spec's messages: each field shows one message, the first rule it breaks. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());

export function emailRule(message: string): FormRule {
  return { required: true, validator: (_rule, value) => (isEmail(text(value)) ? Promise.resolve() : Promise.reject(new Error(message))) };
}

export function minLengthRule(min: number, message: string): FormRule {
  return { required: min > 0, validator: (_rule, value) => (text(value).length >= Math.max(min, 1) ? Promise.resolve() : Promise.reject(new Error(message))) };
}

/** A password is taken as typed (spaces count), unlike names. */
export function passwordRule(min: number, message: string): FormRule {
  return {
    required: true,
    validator: (_rule, value) => (typeof value === 'string' && value.length >= Math.max(min, 1) ? Promise.resolve() : Promise.reject(new Error(message))),
  };
}

export function sameAsRule(field: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    required: true,
    validator: (_rule, value) => (value && value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(message))),
  });
}

/** Shows the server's per-field messages (BAD_USER_INPUT fieldErrors) next to the fields the form has. */
export function showFieldErrors(form: FormInstance, errors: Record<string, string>, fields: readonly string[]): boolean {
  const known = Object.entries(errors).filter(([field]) => fields.includes(field));
  if (known.length) form.setFields(known.map(([name, message]) => ({ name, errors: [message] })));
  return known.length > 0;
}

/** Empty optional text as null, the rest trimmed. */
export const optional = (value: unknown): string | null => (text(value) ? text(value) : null);
