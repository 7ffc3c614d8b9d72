import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries (docs/architecture.md, "Boundaries"):
 * - every workspace reaches another only through its package name, never a relative path (`../../identity/src/...`):
 *   import-x's `no-relative-packages` resolves each relative import and fails when it lands in another package.json's
 *   folder; what a package may import by name is then said below with `no-restricted-imports`;
 * - a service imports only @pharmachat/proto and @pharmachat/chassis;
 * - a service's domain imports of our packages only @pharmachat/chassis/errors and the plain @pharmachat/proto
 *   contracts, nothing of its own application, infrastructure, graphql or events folders, and no framework;
 * - the web app imports no server code: no other workspace, no Node built-in, no server-only package.
 */

const serviceImports = {
  // the chassis's entry points for running code; its `testing` helpers belong in tests
  regex: '^@pharmachat/(?!proto$|chassis$|chassis/errors$)',
  message: 'A service imports only @pharmachat/proto and @pharmachat/chassis (or @pharmachat/chassis/errors).',
};

const domainImports = [
  {
    regex: '^@pharmachat/(?!chassis/errors$|proto$)',
    message: 'Domain code imports of our packages only @pharmachat/chassis/errors (domain errors, input parsing) and the @pharmachat/proto contracts: not the chassis barrel (ORM, servers, bus).',
  },
  {
    regex: '^\\.{1,2}/(?:.*/)?(?:application|infrastructure|graphql|events)(?:/|$)',
    message: 'Domain code does not depend on its own application, infrastructure, graphql or events layers: they depend on it.',
  },
  {
    regex: '^(?:@mikro-orm/|@apollo/|@as-integrations/|graphql$|graphql-|express$|pg$|kafkajs$|pino$|ws$|jose$|@electric-sql/|@langchain/)',
    message: 'Domain code stays plain: no ORM, GraphQL, HTTP, database, bus, logging or model framework (they belong in infrastructure).',
  },
];

/** packages that only run on the server (or need Node): the web bundle must not pull them in */
const serverOnlyPackages = [
  '@mikro-orm/*',
  '@apollo/server',
  '@apollo/server/*',
  '@apollo/gateway',
  '@apollo/subgraph',
  '@apollo/composition',
  '@as-integrations/*',
  '@electric-sql/*',
  '@node-rs/*',
  '@langchain/*',
  'express',
  'pg',
  'kafkajs',
  'pino',
  'ws',
  'helmet',
  'rate-limiter-flexible',
  'altcha-lib',
  'playwright-core',
];

const serverOnlyRegex = `^(?:${serverOnlyPackages.map((name) => name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/\*$/, '/[^/]+')).join('|')})(?:$|/)`;
const webImports = [
  { regex: '^@pharmachat/', message: 'The web app imports no server code (services, gateway, deploy, chassis): it talks to the gateway over HTTP.' },
  { regex: serverOnlyRegex, message: 'The web app imports no server-only package.' },
];

/**
 * `no-restricted-imports` sees static imports and re-exports only: the same patterns for `import()` and `require()`,
 * so a dynamic import is no way round a boundary.
 */
function dynamicImports(patterns) {
  // esquery regex literals end at the first slash: write slashes as \u002F
  return patterns.flatMap(({ regex, message }) => {
    const literal = `/${regex.replaceAll('/', '\\u002F')}/`;
    return [
      { selector: `ImportExpression[source.value=${literal}]`, message },
      { selector: `CallExpression[callee.name='require'][arguments.0.value=${literal}]`, message },
    ];
  });
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'web/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // every workspace: another package only by its name (bench/ measures services' internals on purpose and ships nowhere)
    ignores: ['bench/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/chassis/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serviceImports] }],
      'no-restricted-syntax': ['error', ...dynamicImports([serviceImports])],
    },
  },
  {
    files: ['services/*/src/domain/**/*.ts'],
    rules: {
      // replaces the service rule above for these files, so it repeats it
      'no-restricted-imports': ['error', { patterns: [serviceImports, ...domainImports] }],
      'no-restricted-syntax': ['error', ...dynamicImports([serviceImports, ...domainImports])],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': ['error', { patterns: webImports }],
      'no-restricted-syntax': ['error', ...dynamicImports(webImports)],
    },
  },
);
