import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/chassis/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@pharmachat/*', '!@pharmachat/proto', '!@pharmachat/chassis'], message: 'A service imports only @pharmachat/proto and @pharmachat/chassis.' }],
      }],
    },
  },
);
