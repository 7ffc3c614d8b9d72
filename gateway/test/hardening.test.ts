import express, { type NextFunction, type Request, type Response } from 'express';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@pharmachat/chassis';
import {
  armorValidationRules,
  describeHttpError,
  findUnstorableText,
  findUnstorableUrlText,
  graphqlErrorHandler,
  isNestedDeeperThan,
  isStorableText,
  noStore,
  securityHeaders,
  storableTextGuard,
  storableTextRule,
} from '../src/hardening';

describe('text that cannot be stored', () => {
  it('tells NUL characters and lone surrogates from ordinary text, emoji included', () => {
    expect(isStorableText('Maria García-Hernández 💊 你好')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD800')).toBe(false);
    expect(isStorableText('x\uDC00')).toBe(false);
    expect(isStorableText('\uD83D\uDC8A')).toBe(true);
    expect(isStorableText('\uDC8A\uD83D')).toBe(false);
  });

  it('names the first unstorable field of a JSON value, keys and arrays included', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, true, null, { c: 'fine' }] })).toBeNull();
    expect(findUnstorableText({ a: 'ok', b: [{ c: 'x' }, { c: 'bad\u0000' }] })).toBe('b.1.c');
    expect(findUnstorableText({ input: { content: '\uD800' } }, 'variables')).toBe('variables.input.content');
    expect(findUnstorableText({ ['k\u0000']: 'v' })).toBe('k?');
    expect(findUnstorableText('\u0000')).toBe('(value)');
    expect(findUnstorableText(undefined)).toBeNull();
    // deep nesting walks without recursion
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText({ deep })).toMatch(/^deep(\.0)+$/);
    expect(isNestedDeeperThan(deep, 32)).toBe(true);
    expect(isNestedDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(isNestedDeeperThan({ a: [{ b: [] }] }, 3)).toBe(true);
  });

  it('decodes the raw URL: path segments and query parameters, broken UTF-8 included', () => {
    expect(findUnstorableUrlText('/api/public/chat-session/x/Mar%C3%ADa?phone=%2B1%20555')).toBeNull();
    expect(findUnstorableUrlText('/api/x?phone=5%00')).toBe('phone');
    expect(findUnstorableUrlText('/api/x?phone=%ED%A0%80')).toBe('phone');
    expect(findUnstorableUrlText('/api/x?ph%00one=1')).toBe('query parameter');
    expect(findUnstorableUrlText('/api/Ma%00ria')).toBe('path');
    expect(findUnstorableUrlText('/api/%FF')).toBe('path');
    expect(findUnstorableUrlText('/api/x?a&b=&=c')).toBeNull();
  });

  it('refuses a NUL written into a GraphQL string argument', () => {
    const schema = buildSchema('type Query { echo(text: String): String }');
    expect(validate(schema, parse('{ echo(text: "fine 💊") }'), [storableTextRule])).toEqual([]);
    const errors = validate(schema, parse('{ echo(text: "bad\\u0000") }'), [storableTextRule]);
    expect(errors.map((e) => e.message)).toEqual(['Text cannot contain NUL characters or broken Unicode (field argument).']);
    expect(errors[0]!.extensions.code).toBe('INVALID_TEXT');
  });
});

describe('graphql-armor limits', () => {
  const schema = buildSchema('type Item { id: ID, children: [Item] } type Query { items: [Item], name: String }');
  const rules = armorValidationRules({ maxAliases: 3, maxCost: 50, maxDirectives: 2 });
  const messages = (query: string) => validate(schema, parse(query), rules).map((e) => e.message);

  it('accepts an ordinary query', () => {
    expect(messages('{ a: name b: name items { id } }')).toEqual([]);
  });

  it('refuses too many aliases, too high a cost and too many directives, naming the limit', () => {
    expect(messages('{ a: name b: name c: name d: name }')).toEqual(['Syntax Error: Aliases limit of 3 exceeded, found 4.']);
    expect(messages('{ items { children { children { children { children { children { id } } } } } } }')[0]).toMatch(/^Syntax Error: Query Cost limit of 50 exceeded, found [\d.]+\.$/);
    expect(messages('{ name @include(if: true) @skip(if: false) @include(if: true) }')).toEqual(['Syntax Error: Directives limit of 2 exceeded, found 3.']);
  });

  it('reports its rejections as BAD_USER_INPUT, which Apollo answers with a 400', () => {
    const [error] = validate(schema, parse('{ a: name b: name c: name d: name }'), rules);
    expect(error!.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('HTTP edge middleware', () => {
  let base: string;
  let server: ReturnType<ReturnType<typeof express>['listen']>;

  beforeAll(async () => {
    const app = express();
    app.disable('x-powered-by');
    app.use(securityHeaders());
    app.use(['/api', '/graphql'], noStore);
    app.use('/api', express.json(), storableTextGuard('rest'), (_req: Request, res: Response) => {
      res.json({ ok: true });
    });
    app.use(
      '/graphql',
      express.json({ limit: '1kb' }),
      storableTextGuard('graphql'),
      (req: Request, _res: Response, next: NextFunction) => next(req.query.boom ? new Error(`failed at /work/secret/file.ts:12`) : undefined),
      (_req: Request, res: Response) => {
        res.json({ data: {} });
      },
      graphqlErrorHandler(createLogger({ name: 'hardening-test', level: 'silent' })),
    );
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => {
    server?.close();
  });

  const post = (path: string, body: string) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('answers 400 naming the field, in the REST and the GraphQL shape', async () => {
    const rest = await post('/api/x', JSON.stringify({ name: 'a\u0000' }));
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({ message: 'Text cannot contain NUL characters or broken Unicode (field name).', field: 'name' });
    const graphql = await post('/graphql', JSON.stringify({ query: '{ a }', variables: { x: ['\uD800'] } }));
    expect(graphql.status).toBe(400);
    expect(await graphql.json()).toEqual({
      errors: [{ message: 'Text cannot contain NUL characters or broken Unicode (field variables.x.0).', extensions: { code: 'INVALID_TEXT', field: 'variables.x.0' } }],
    });
    expect((await post('/api/x', JSON.stringify({ name: 'ok 💊' }))).status).toBe(200);
  });

  it('answers 400 for JSON nested deeper than 32 levels (found by the fuzz test: it overflowed the stack, a 500)', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
    const rest = await post('/api/x', `{"a":${nested(20_000)}}`);
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({ message: 'The JSON body is nested too deeply (at most 32 levels).' });
    const graphql = await post('/graphql', `{"query":"{ a }","variables":{"x":${nested(100)}}}`);
    expect(graphql.status).toBe(400);
    expect(await graphql.json()).toEqual({ errors: [{ message: 'The JSON body is nested too deeply (at most 32 levels).', extensions: { code: 'BAD_REQUEST' } }] });
    expect((await post('/api/x', JSON.stringify({ a: JSON.parse(nested(31)) }))).status).toBe(200);
    expect((await post('/api/x', JSON.stringify({ a: JSON.parse(nested(32)) }))).status).toBe(400);
  });

  it('answers body and handler errors on /graphql with JSON in every mode, never a stack or a path', async () => {
    for (const [response, status] of [
      [await post('/graphql', '{"query": '), 400],
      [await post('/graphql', JSON.stringify({ query: 'x'.repeat(2000) })), 413],
      [await fetch(`${base}/graphql?boom=1`), 500],
    ] as const) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const text = await response.text();
      expect(text).not.toMatch(/\/work\/|\.ts:\d+|\bat [\w.<>]+ \(|<html|<pre>|secret/);
      expect(JSON.parse(text).errors[0].message).toBeTruthy();
    }
  });

  it('sets no-store, the CSP and the other helmet headers', async () => {
    const response = await post('/api/x', '{}');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;connect-src 'self' ws: wss:;worker-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('maps body-parser errors to statuses a client can act on', () => {
    expect(describeHttpError({ type: 'entity.parse.failed', status: 400 })).toEqual({ status: 400, message: 'Malformed JSON body: check the request body is valid JSON.' });
    expect(describeHttpError({ type: 'entity.too.large', status: 413, limit: 102400 }).status).toBe(413);
    expect(describeHttpError({ type: 'charset.unsupported', status: 415 }).status).toBe(415);
    expect(describeHttpError(new Error('boom')).status).toBe(500);
  });
});
