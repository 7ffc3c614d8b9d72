import { z } from 'zod';

/**
 * A small, deterministic example for a JSON Schema (what `z.toJSONSchema` produces for proto's event schemas):
 * every property filled, nullable ones with their non-null value, formats honoured. Contract tests use it as the
 * message a producer sends; it is checked against the producer's zod schema before use.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
  additionalProperties?: Schema | boolean;
};

/** `key`: the property's name, a hint for strings checked by refinements the JSON Schema cannot show (phone, e-mail). */
export function sampleFromSchema(schema: Schema, key = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const nonNull = options.find((option) => option.type !== 'null');
    return sampleFromSchema(nonNull ?? options[0]!, key);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleFromSchema(part)));
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) result[key] = sampleFromSchema(property, key);
      return result;
    }
    case 'array':
      return schema.items ? Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleFromSchema(schema.items!)) : [];
    case 'integer':
      return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1));
    case 'number':
      return Math.max(1.5, schema.minimum ?? 1.5);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema, key);
    default:
      return schema.default ?? 'example';
  }
}

/** Values for fields checked by refinements against lists (the JSON Schema shows a plain string). */
const knownValues: Record<string, string> = { licenseState: 'CA', specialtyArea: 'Family Medicine', username: 'owner@example.com' };

function sampleString(schema: Schema, key: string): string {
  if (!schema.format && !schema.pattern && key in knownValues) return knownValues[key]!;
  if (!schema.format && !schema.pattern && /phone/i.test(key)) return '(217) 555-0101';
  if (!schema.format && /e-?mail/i.test(key)) return 'owner@example.com';
  switch (schema.format) {
    case 'uuid':
      return '6f1c2a0e-4b7d-4e8a-9c3f-1a2b3c4d5e6f';
    case 'date-time':
      return '2026-11-25T10:00:00.000Z';
    case 'date':
      return '2026-11-25';
    case 'email':
      return 'owner@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/x';
    default:
      break;
  }
  if (schema.pattern) {
    for (const candidate of ['owner@example.com', '(217) 555-0101', '09:00', '2026-11', '+15551234567', '15551234567', 'abc', 'ABC', 'a.b.c', '911', 'chat.message.posted']) {
      if (new RegExp(schema.pattern).test(candidate)) return candidate;
    }
  }
  const text = 'example text';
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? text.length, text.length));
  return text.padEnd(length, 'x').slice(0, Math.max(length, 1));
}

/** The example data of an event, from its zod schema, parsed back through that schema (so it is producible). */
export function sampleEventData(schema: z.ZodType): unknown {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;
  return schema.parse(sampleFromSchema(json));
}
