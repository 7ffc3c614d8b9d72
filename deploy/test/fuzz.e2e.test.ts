import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isCompositeType,
  isLeafType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCaptchaChallenge, solveCaptchaChallenge } from '@pharmachat/chassis';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { readCommittedSupergraph, registeredRoutes } from '@pharmachat/gateway';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { hostEnv } from './e2e-support';

/**
 * Hostile input is answered, never crashed: fast-check sends malformed, oversized, wrongly typed and hostile input
 * (NUL bytes, lone surrogates, huge strings, deep JSON, SQL/HTML injection text, bad UUIDs, extreme numbers, arrays
 * where objects belong) to every REST path of the gateway and every Query and Mutation of the composed graph, as an
 * anonymous caller, a guest, a pharmacy's staff member, the super admin and a forged unsigned token. No answer may be a 5xx (nor a GraphQL
 * INTERNAL_SERVER_ERROR inside a 200), every error is JSON with a message, the host keeps serving, and an operation
 * none of whose requests succeeded leaves the key tables as they were.
 *
 * Deterministic: one seed (FUZZ_SEED) drives every generator, each operation on a seed derived from it and its name
 * (printed by fast-check with a failure); FUZZ_RUNS sets the inputs per operation, each sent as every caller.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const captchaSettings = { secret: 'fuzz-captcha-secret-0123456789abcdef', cost: 1, maxCounter: 30 };

/** `forged`: a token claiming to be the super admin, unsigned (alg "none"); every request must refuse it, not fail */
const callers = ['anonymous', 'guest', 'staff', 'superAdmin', 'forged'] as const;
type Caller = (typeof callers)[number];

let host: AllInOne;
let base: string;
let database: TestDatabase | null = null;
let db: pg.Client | null = null;
const tokens: Partial<Record<Caller, string>> = {};
const ids = { pharmacyA: '', pharmacyB: '', guestSession: '', sparePharmacy: '' };
/** the operation being fuzzed: one that deletes a pharmacy gets a spare one instead of the two the other tests use */
let currentOperation = '';
const deletesPharmacy = (name: string) => /deletePharmacy$|^DELETE \/api\/(admin\/)?pharmacies\//.test(name);

// ---------------------------------------------------------------------------------------------------------------
// generators

/** a value standing for a freshly solved captcha, replaced just before sending (so some inputs get past it) */
const CAPTCHA = '<<solved captcha>>';

const hostileTexts = [
  '',
  ' ',
  "' OR '1'='1' --",
  "'; DROP TABLE chat.chat_message; --",
  'Robert"); DELETE FROM identity.staff_user; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '{{7*7}}${7*7}#{7*7}',
  '../../../../etc/passwd',
  'a\u0000b',
  '\u0000',
  'half an emoji \uD83D',
  '\uDC00 lone low half',
  '%00%ED%A0%80%FF',
  'line\r\nX-Injected: yes',
  '\u202Egnp.exe',
  'null',
  'undefined',
  '[object Object]',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  '💊'.repeat(300),
  'a'.repeat(256),
  'b'.repeat(5_000),
  'c'.repeat(70_000),
];

/** any UTF-16 code units, so NULs and lone surrogates turn up */
const rawText = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 });

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileTexts) },
  { weight: 2, arbitrary: rawText },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
);

/** text that passes the first checks, so requests get deeper (into the use cases and the database) */
const ordinaryString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Maria García-Hernández',
    // a username that exists, but not one the test signs in with (its failures would lock it out)
    'riverside.staff',
    'secret-123-Long',
    '2175550123',
    '+1 (217) 555-0100',
    'patient@pharmachat.example',
    'What time do you open on Saturday?',
    'pharmacy_staff',
    '123 Main St, Springfield, IL',
    'IL-12345',
    'approved',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.emailAddress(),
);

const anyString: fc.Arbitrary<string> = fc.oneof({ weight: 3, arbitrary: ordinaryString }, { weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: fc.uuid() });

const badUuids = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '123',
  "00000000-0000-0000-0000-000000000000' OR '1'='1",
  '00000000-0000-0000-0000-0000000000000',
  '{00000000-0000-0000-0000-000000000000}',
];

/** ids: the seeded pharmacies and the guest's chat (so some requests reach real rows), unknown UUIDs, bad ones */
const idArbitrary: fc.Arbitrary<string | number> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('pharmacyA', 'pharmacyB', 'guestSession').map((key) => (key !== 'guestSession' && deletesPharmacy(currentOperation) ? ids.sparePharmacy : ids[key as keyof typeof ids])),
  },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: fc.constantFrom(...badUuids) },
  { weight: 1, arbitrary: anyString },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 2 ** 53) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, -0, 2_147_483_647, -2_147_483_648, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5, 1e-320),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** stands for JSON nested `depth` levels, built just before sending (so a counterexample stays short) */
const DEEP = '<<deep json>>';

/** JSON text nested `depth` levels (JSON.stringify itself overflows the stack on such values) */
function deepJsonText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}"bottom"${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`;
}

/** JSON text of a generated value, the deep-JSON placeholders written out */
function toJsonText(value: unknown): string {
  const deep: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item && typeof item === 'object' && DEEP in item) {
      const { [DEEP]: depth, kind } = item as { [DEEP]: number; kind: 'array' | 'object' };
      deep.push(deepJsonText(depth, kind));
      return `@@deep${deep.length - 1}@@`;
    }
    return item;
  });
  return text === undefined ? 'null' : text.replace(/"@@deep(\d+)@@"/g, (_match, index: string) => deep[Number(index)]!);
}

/** encodeURIComponent that also writes lone surrogates (as their three UTF-8-style bytes) instead of throwing */
function encodePart(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g, (part) => {
    if (part.length !== 1 || part.charCodeAt(0) < 0xd800 || part.charCodeAt(0) > 0xdfff) return encodeURIComponent(part);
    const unit = part.charCodeAt(0);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
}

/** any JSON at all: wrong types, arrays where objects belong, deep nesting, hostile keys */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [[]], [{}], { __proto__: { admin: true } }) },
  { weight: 1, arbitrary: fc.record({ [DEEP]: fc.constantFrom(20, 500, 5_000), kind: fc.constantFrom('array', 'object') }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }) },
);

/** a value for a GraphQL input type: mostly of the declared type with hostile contents, sometimes of any type */
function inputArbitrary(type: GraphQLInputType, fieldName: string, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 12, arbitrary: typedArbitrary(type, fieldName, depth) }, { weight: 1, arbitrary: anyJson });
}

function typedArbitrary(type: GraphQLInputType, fieldName: string, depth: number): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return typedArbitrary(type.ofType, fieldName, depth);
  if (type instanceof GraphQLList) {
    const item = inputArbitrary(type.ofType, fieldName, depth + 1);
    return fc.oneof(fc.array(item, { maxLength: 4 }), item, fc.constant(Array.from({ length: 1_000 }, () => '00000000-0000-0000-0000-000000000000')));
  }
  if (type instanceof GraphQLEnumType) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) }, { weight: 1, arbitrary: hostileString });
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    const shape = Object.fromEntries(fields.map((field) => [field.name, inputArbitrary(field.type, field.name, depth + 1)]));
    const required = fields.filter((field) => field.type instanceof GraphQLNonNull).map((field) => field.name);
    return fc.record(shape, { requiredKeys: required });
  }
  if (type instanceof GraphQLScalarType) {
    if (fieldName === 'captcha') return fc.oneof({ weight: 3, arbitrary: fc.constant(CAPTCHA) }, { weight: 1, arbitrary: anyString });
    switch (type.name) {
      case 'ID':
        return idArbitrary;
      case 'Int':
        return fc.oneof(fc.constantFrom(0, -1, 1, 2_147_483_647, -2_147_483_648), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));
      case 'Float':
        return hostileNumber;
      case 'Boolean':
        return fc.boolean();
      default:
        return stringFor(fieldName);
    }
  }
  return anyJson;
}

/** text for a field by its name: a well-formed value (often far too long) half of the time, so validation passes */
function stringFor(fieldName: string): fc.Arbitrary<string> {
  const long = (text: string) => fc.constantFrom(text, text.repeat(Math.ceil(5_000 / text.length)));
  const wellFormed = /email/i.test(fieldName)
    ? fc.oneof(fc.emailAddress(), fc.constant(`${'a'.repeat(300)}@example.com`))
    : /phone/i.test(fieldName)
      ? fc.constantFrom('2175550123', '+1 (217) 555-0100', '9'.repeat(400))
      : /password/i.test(fieldName)
        ? long('secret-123-Long')
        : /name|address|content|message|title|question|answer|license/i.test(fieldName)
          ? long('Maria García 💊 ')
          : null;
  return wellFormed ? fc.oneof({ weight: 1, arbitrary: wellFormed }, { weight: 1, arbitrary: anyString }) : anyString;
}

// ---------------------------------------------------------------------------------------------------------------
// the operations

interface GraphOperation {
  name: string;
  field: string;
  query: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
}

/** the scalar fields of an object type one level down (arguments-free), so field resolvers run too */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return isCompositeType(named) ? '{ __typename }' : '';
  const leaves = Object.values((named as GraphQLObjectType).getFields())
    .filter((sub) => sub.args.every((arg) => !(arg.type instanceof GraphQLNonNull)) && isLeafType(getNamedType(sub.type)))
    .map((sub) => sub.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

/** every Query and Mutation field of the composed graph the gateway serves, with all arguments as variables */
function graphOperations(): GraphOperation[] {
  const schema = buildSchema(readCommittedSupergraph(), { assumeValidSDL: true });
  const operations: GraphOperation[] = [];
  for (const [keyword, root] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (field.name.startsWith('_')) continue;
      const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const argumentsText = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const query = `${keyword} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${argumentsText ? `(${argumentsText})` : ''} ${selectionOf(field)} }`;
      const shape = Object.fromEntries(field.args.map((arg) => [arg.name, inputArbitrary(arg.type, arg.name)]));
      // required arguments are always sent (a missing one stops at graphql-js), optional ones sometimes
      const required = field.args.filter((arg) => arg.type instanceof GraphQLNonNull).map((arg) => arg.name);
      operations.push({ name: `${root!.name}.${field.name}`, field: field.name, query, variables: fc.record(shape, { requiredKeys: required }) });
    }
  }
  return operations;
}

/** keys the REST bodies read, filled with hostile values of any type */
const bodyKeys = [
  'username', 'password', 'email', 'firstName', 'lastName', 'phone', 'refreshToken', 'role', 'targetRole', 'targetPharmacyId', 'pharmacyId',
  'isActive', 'newPassword', 'captcha', 'sessionId', 'message', 'patientName', 'patientPhone', 'staffMember', 'name', 'address', 'licenseNumber',
];

const bodyValue = fc.oneof(
  { weight: 3, arbitrary: anyString },
  { weight: 2, arbitrary: fc.constantFrom('email', 'phone', 'password', 'name').chain(stringFor) },
  { weight: 2, arbitrary: idArbitrary },
  { weight: 1, arbitrary: fc.constant(CAPTCHA) },
  { weight: 1, arbitrary: anyJson },
  { weight: 1, arbitrary: fc.boolean() },
);

type RestBody = { json: unknown } | { raw: string; contentType: string } | null;

const restBody: fc.Arbitrary<RestBody> = fc.oneof(
  { weight: 5, arbitrary: fc.record(Object.fromEntries(bodyKeys.map((key) => [key, bodyValue])), { requiredKeys: [] }).map((json) => ({ json })) },
  { weight: 2, arbitrary: anyJson.map((json) => ({ json })) },
  {
    weight: 1,
    arbitrary: fc.record({
      raw: fc.constantFrom('{"username": ', '{"a":1}}', 'null', '"just text"', '[1,2,', '\u0000', `{"message":"${'x'.repeat(80_000)}"}`, '{"__proto__":{"isAdmin":true}}', '['.repeat(30_000) + ']'.repeat(30_000)),
      contentType: fc.constantFrom('application/json', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16'),
    }),
  },
  { weight: 1, arbitrary: fc.constant(null) },
);

interface RestInput {
  params: (string | number)[];
  rawParams: boolean;
  query: [string, string][];
  body: RestBody;
}

const restInput: fc.Arbitrary<RestInput> = fc.record({
  params: fc.array(idArbitrary, { minLength: 3, maxLength: 3 }),
  rawParams: fc.boolean(),
  query: fc.array(fc.tuple(fc.constantFrom('search', 'phone', 'status', 'first', 'after', 'limit', 'x'), anyString.map((s) => s.slice(0, 2_000))), { maxLength: 3 }),
  body: restBody,
});

// ---------------------------------------------------------------------------------------------------------------
// sending and judging

interface Answer {
  status: number;
  text: string;
  json: unknown;
  contentType: string;
}

async function send(method: string, path: string, caller: Caller, body: RestBody): Promise<Answer> {
  const headers: Record<string, string> = {};
  const token = caller === 'anonymous' ? undefined : tokens[caller];
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (body && 'json' in body) {
    headers['content-type'] = 'application/json';
    payload = toJsonText(await withCaptchas(body.json));
  } else if (body) {
    headers['content-type'] = body.contentType;
    payload = body.raw;
  }
  const response = await fetch(`${base}${path}`, { method, headers, body: payload });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, contentType: response.headers.get('content-type') ?? '' };
}

/** replaces the captcha placeholder with a freshly solved challenge */
async function withCaptchas(value: unknown): Promise<unknown> {
  if (value === CAPTCHA) return solveCaptchaChallenge(await issueCaptchaChallenge(captchaSettings));
  if (Array.isArray(value)) return value.length > 50 ? value : Promise.all(value.map(withCaptchas));
  if (value && typeof value === 'object' && DEEP in value) return value;
  if (value && typeof value === 'object') {
    return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await withCaptchas(item)] as const)));
  }
  return value;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text;
}

/** FUZZ_STATS=1 prints how each operation answered each caller (status and error code), to see how deep the inputs reach */
const stats = new Map<string, Map<string, number>>();
function count(name: string, answer: Answer) {
  if (!process.env.FUZZ_STATS) return;
  const body = answer.json as GraphQLBody | undefined;
  const key = `${answer.status} ${String(body?.errors?.[0]?.extensions?.code ?? '')}`.trim();
  const byOutcome = stats.get(name) ?? new Map<string, number>();
  byOutcome.set(key, (byOutcome.get(key) ?? 0) + 1);
  stats.set(name, byOutcome);
}

/** what is wrong with a REST answer; null when it is fine */
function restProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status === 204) return null;
  // the CSV exports answer a success with the file itself (errors are JSON like everywhere)
  if (answer.status < 300 && /^text\/csv/.test(answer.contentType)) return null;
  if (!/application\/json/.test(answer.contentType) || answer.json === undefined) return `status ${answer.status} answered without JSON (${answer.contentType}): ${answer.text.slice(0, 200)}`;
  if (answer.status >= 400) {
    const message = (answer.json as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || message.trim() === '') return `status ${answer.status} without a message: ${answer.text.slice(0, 200)}`;
  }
  return null;
}

type GraphQLBody = { data?: Record<string, unknown> | null; errors?: { message?: unknown; extensions?: { code?: unknown } }[] };

function graphqlProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (!/application\/(graphql-response\+)?json/.test(answer.contentType) || answer.json === undefined) return `status ${answer.status} answered without JSON: ${answer.text.slice(0, 200)}`;
  const body = answer.json as GraphQLBody;
  for (const error of body.errors ?? []) {
    if (typeof error.message !== 'string' || error.message.trim() === '') return `an error without a message: ${answer.text.slice(0, 200)}`;
    if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') return `status ${answer.status} with INTERNAL_SERVER_ERROR: ${answer.text.slice(0, 300)}`;
  }
  if (answer.status >= 400 && !body.errors?.length) return `status ${answer.status} without errors: ${answer.text.slice(0, 200)}`;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// nothing half-written

/** tables holding what users create; logs, counters, leases and projections are left out (they record failures too) */
const NOT_KEY_TABLE = /outbox|inbox|dead_letter|position|offset|captcha_use|lease|lock|rate_limit|attempt|failure|audit|idempotency|mikro_orm|migration|purge_slot|activity|usage|sample|count|stats/;

async function keyTableCounts(): Promise<Record<string, number> | null> {
  if (!db) return null;
  const tables = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema IN ('identity', 'pharmacy', 'chat', 'assistant', 'billing', 'doctor', 'retention') ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables.rows) {
    if (NOT_KEY_TABLE.test(name)) continue;
    const result = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}"."${name}"`);
    counts[`${schema}.${name}`] = Number(result.rows[0]!.n);
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------------------------

async function signIn(username: string): Promise<string> {
  const answer = await send('POST', '/api/auth/login', 'anonymous', { json: { username, password: DEMO_PASSWORD } });
  expect(answer.status, answer.text).toBe(200);
  return (answer.json as { token: string }).token;
}

/** the seeded pharmacies stay open for the other operations: a fuzzed suspension (a super admin may) is undone */
async function keepDemoPharmaciesOpen(): Promise<void> {
  tokens.superAdmin = await signIn('superadmin');
  const list = await send('POST', '/graphql', 'superAdmin', { json: { query: '{ adminPharmacies(status: suspended) { id } }' } });
  const suspended = ((list.json as GraphQLBody | undefined)?.data?.adminPharmacies as { id: string }[] | undefined) ?? [];
  for (const { id } of suspended.filter((p) => p.id === ids.pharmacyA || p.id === ids.pharmacyB)) {
    await send('POST', '/graphql', 'superAdmin', { json: { query: 'mutation($id: ID!) { reactivatePharmacy(id: $id) { id } }', variables: { id } } });
  }
}

/** signs the staff member and the super admin in again when a fuzzed logout or role switch ended their session */
async function keepCallersSignedIn(): Promise<void> {
  for (const [caller, username] of [['staff', 'downtown.staff'], ['superAdmin', 'superadmin']] as const) {
    const me = await send('POST', '/graphql', caller, { json: { query: '{ me { id } }' } });
    if ((me.json as GraphQLBody | undefined)?.data?.me) continue;
    tokens[caller] = await signIn(username);
  }
}

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  host = await startAllInOne(
    hostEnv(database?.url, {
      LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
      CAPTCHA_SECRET: captchaSettings.secret,
      CAPTCHA_COST: String(captchaSettings.cost),
      CAPTCHA_MAX_COUNTER: String(captchaSettings.maxCounter),
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
      RATE_LIMIT_CHAT_PER_MINUTE: '1000000',
      // every request comes from 127.0.0.1: failed fuzzed sign-ins must not lock the test's own sign-ins out
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    }),
  );
  base = `http://127.0.0.1:${host.port}`;
  if (database) {
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }
  const pharmacies = (await send('GET', '/api/public/pharmacies', 'anonymous', null)).json as { id: string; name: string }[];
  ids.pharmacyA = pharmacies.find((p) => p.name.startsWith('Downtown'))!.id;
  ids.pharmacyB = pharmacies.find((p) => p.name.startsWith('Riverside'))!.id;
  const chat = await send('GET', `/api/public/chat-session/${ids.pharmacyA}/Fuzz%20Patient?phone=2175550123`, 'anonymous', null);
  expect(chat.status, chat.text).toBe(200);
  ids.guestSession = (chat.json as { id: string }).id;
  tokens.guest = (chat.json as { token: string }).token;
  tokens.staff = await signIn('downtown.staff');
  tokens.superAdmin = await signIn('superadmin');
  const spare = await send('POST', '/graphql', 'superAdmin', {
    json: { query: 'mutation($input: CreatePharmacyInput!) { createPharmacy(input: $input) { id } }', variables: { input: { name: 'Spare Pharmacy', address: '1 Spare Street, Springfield', phone: '2175550177', email: 'spare@example.com', licenseNumber: 'IL-SPARE' } } },
  });
  ids.sparePharmacy = ((spare.json as GraphQLBody).data?.createPharmacy as { id: string }).id;
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  tokens.forged = `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'superadmin', role: 'super_admin', kind: 'staff', exp: 4_102_444_800 })}.`;
});

afterAll(async () => {
  // eslint-disable-next-line no-console -- asked for with FUZZ_STATS
  for (const [name, outcomes] of stats) console.log(name, Object.fromEntries(outcomes));
  // eslint-disable-next-line no-console -- asked for with FUZZ_STATS
  if (process.env.FUZZ_STATS) console.log('key tables counted:', await keyTableCounts());
  await db?.end();
  await host?.stop();
  await database?.drop();
});

/** fast-check's report, made readable: long runs of one character shortened, the whole kept short */
function shortReport(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/(.)\1{40,}/gsu, (run, char: string) => `${char}...(${run.length} times)`).slice(0, 3_000);
}

/** each operation its own seed, derived from SEED and its name: different inputs per operation, the same every run */
function seedFor(name: string): number {
  let hash = SEED | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Sends `RUNS` generated inputs, each as every caller; fails (with the seed) on the first answer that is wrong, and
 * when none of the requests succeeded, on any change in the key tables.
 */
async function fuzz<T>(name: string, input: fc.Arbitrary<T>, request: (value: T, caller: Caller) => Promise<{ answer: Answer; problem: string | null; succeeded: boolean }>) {
  currentOperation = name;
  await keepDemoPharmaciesOpen();
  await keepCallersSignedIn();
  await host.settle();
  const before = await keyTableCounts();
  let anySucceeded = false;
  const result = await fc.check(
    fc.asyncProperty(input, async (value) => {
      for (const caller of callers) {
        const { answer, problem, succeeded } = await request(value, caller);
        count(`${name} as ${caller}`, answer);
        anySucceeded ||= succeeded;
        if (problem) throw new Error(`${name} as ${caller}: ${problem}\n  input: ${preview(value)}`);
      }
    }),
    { seed: seedFor(name), numRuns: RUNS, endOnFailure: true },
  );
  if (result.failed) {
    const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    throw new Error(`${cause}\n  (fast-check seed ${result.seed}, path "${result.counterexamplePath}"; FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`);
  }
  if (!before || anySucceeded) return;
  await host.settle();
  expect(await keyTableCounts(), `${name}: no request succeeded, yet rows were written`).toEqual(before);
}

describe('every GraphQL operation answers hostile variables without a server error', () => {
  for (const operation of graphOperations()) {
    it(operation.name, async () => {
      await fuzz(operation.name, operation.variables, async (variables, caller) => {
        const answer = await send('POST', '/graphql', caller, { json: { query: operation.query, variables, operationName: 'Fuzz' } });
        const data = (answer.json as GraphQLBody | undefined)?.data;
        return { answer, problem: graphqlProblem(answer), succeeded: answer.status === 200 && data?.[operation.field] !== undefined && data?.[operation.field] !== null };
      });
    });
  }

  it('answers a hostile request envelope (query, variables, operationName of any type) without a server error', async () => {
    const envelope = fc.record(
      {
        query: fc.oneof(anyJson, fc.constantFrom('{ publicPharmacies { id } }', 'mutation { resetRole { token } }', '{', 'query { __typename } query { __typename }', '{ a: __typename }'.repeat(100))),
        variables: anyJson,
        operationName: anyJson,
        extensions: anyJson,
      },
      { requiredKeys: [] },
    );
    await fuzz('POST /graphql envelope', envelope, async (json, caller) => {
      const answer = await send('POST', '/graphql', caller, { json });
      return { answer, problem: graphqlProblem(answer), succeeded: false };
    });
  });
});

describe('every REST path answers hostile input without a server error', () => {
  // the gateway registers its routes when it starts, so the list is read inside the test
  it('every route of the REST adapter', async () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      const [method, template] = route.split(' ') as [string, string];
      try {
        await fuzz(route, restInput, async (input, caller) => {
          let index = 0;
          const path = template.replace(/:\w+/g, () => {
            const value = String(input.params[index++ % input.params.length]);
            // raw: as typed, only what would end the path or break the request line escaped
            return input.rawParams ? value.replace(/[/?#%]/g, '_').replace(/[\p{Cc}\s]/gu, '%20') : encodePart(value);
          });
          const query = input.query.length ? `?${input.query.map(([key, value]) => `${key}=${encodePart(value)}`).join('&')}` : '';
          const answer = await send(method, `${path}${query}`, caller, method === 'GET' ? null : input.body);
          return { answer, problem: restProblem(answer), succeeded: answer.status < 300 };
        });
      } catch (error) {
        failures.push(shortReport(error));
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('the live endpoint answers hostile subscriptions without an internal error', () => {
  type LiveOutcome = { kind: 'open' | 'complete' } | { kind: 'errors'; messages: unknown[] } | { kind: 'closed'; code: number; reason: string };

  /** subscribes once with a fresh connection; what came back within a moment */
  async function subscribeOnce(connectionParams: Record<string, unknown>, query: string, variables: unknown): Promise<LiveOutcome> {
    const client = createClient({ url: `ws://127.0.0.1:${host.port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams });
    try {
      return await new Promise<LiveOutcome>((resolve) => {
        const stop = client.subscribe(
          { query, variables: variables as Record<string, unknown> },
          {
            // an error of the subscribe resolver comes as a result with errors, then complete
            next: (result) => {
              if (result.errors?.length) resolve({ kind: 'errors', messages: result.errors.map((item) => item.message) });
            },
            error: (error) => {
              if (Array.isArray(error)) resolve({ kind: 'errors', messages: error.map((item: { message?: unknown }) => item.message) });
              else if (error && typeof error === 'object' && 'code' in error) resolve({ kind: 'closed', code: Number(error.code), reason: String((error as { reason?: unknown }).reason) });
              else resolve({ kind: 'errors', messages: [String(error)] });
            },
            complete: () => resolve({ kind: 'complete' }),
          },
        );
        setTimeout(() => {
          stop();
          resolve({ kind: 'open' });
        }, 250);
      });
    } finally {
      await client.dispose();
    }
  }

  const subscriptions = [
    { name: 'Subscription.chatMessages', query: 'subscription Fuzz($sessionId: ID!) { chatMessages(sessionId: $sessionId) { id content } }', variable: 'sessionId' },
    { name: 'Subscription.pharmacyChatUpdates', query: 'subscription Fuzz($pharmacyId: ID!) { pharmacyChatUpdates(pharmacyId: $pharmacyId) { event sessionId } }', variable: 'pharmacyId' },
    { name: 'Subscription.chatSessionUpdates', query: 'subscription Fuzz($sessionId: ID!) { chatSessionUpdates(sessionId: $sessionId) { event sessionId } }', variable: 'sessionId' },
  ];

  for (const subscription of subscriptions) {
    it(subscription.name, async () => {
      const input = fc.record({
        value: fc.oneof({ weight: 4, arbitrary: idArbitrary }, { weight: 1, arbitrary: anyJson }),
        // a hostile authorization in the connection's init payload now and then
        authorization: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: anyJson }),
      });
      await fuzz(subscription.name, input, async ({ value, authorization }, caller) => {
        const token = caller === 'anonymous' ? undefined : tokens[caller];
        const connectionParams = authorization !== null ? { authorization } : token ? { authorization: `Bearer ${token}` } : {};
        const outcome = await subscribeOnce(connectionParams, subscription.query, { [subscription.variable]: value });
        const status = outcome.kind === 'closed' ? outcome.code : outcome.kind === 'errors' ? 400 : 200;
        const answer: Answer = { status, text: JSON.stringify(outcome), json: outcome, contentType: 'application/json' };
        let problem: string | null = null;
        if (outcome.kind === 'closed' && (outcome.code === 4500 || outcome.code === 1011)) problem = `closed with ${outcome.code}: ${outcome.reason}`;
        if (outcome.kind === 'errors' && outcome.messages.some((message) => typeof message !== 'string' || message.trim() === '')) problem = `an error without a message: ${answer.text}`;
        return { answer, problem, succeeded: false };
      });
    });
  }
});

describe('after all of it', () => {
  it('the host still serves: health, the public directory over REST and GraphQL, staff sign-in', async () => {
    await keepDemoPharmaciesOpen();
    expect((await send('GET', '/healthz', 'anonymous', null)).status).toBe(200);
    const directory = await send('GET', '/api/public/pharmacies', 'anonymous', null);
    expect(directory.status).toBe(200);
    expect((directory.json as unknown[]).length).toBeGreaterThanOrEqual(2);
    const graph = await send('POST', '/graphql', 'anonymous', { json: { query: '{ publicPharmacies { id } }' } });
    expect((graph.json as GraphQLBody).data?.publicPharmacies).toHaveLength((directory.json as unknown[]).length);
    expect(await signIn('downtown.admin')).toBeTruthy();
  });
});
