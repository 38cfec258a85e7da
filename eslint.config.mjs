// Lint: typescript-eslint's recommended rules, plus the architecture rule that keeps the pure core
// (format, engine, cli, webview) free of `vscode`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const noVscode = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: 'vscode',
          message: 'The parser, engine, CLI and webview must not depend on VS Code; put editor glue in src/extension.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'out/**', 'coverage/**', '.e2e/**', '**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Build, bench and e2e scripts run on Node.
    files: ['**/*.mjs', 'scripts/**', 'test/e2e/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
      },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/format/**', 'src/engine/**', 'src/season/**', 'src/cli/**', 'webview/**'],
    rules: {
      ...noVscode,
    },
  },
  {
    files: ['src/format/**', 'src/engine/**', 'src/season/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'vscode', message: 'The parser and engine are pure: no VS Code.' },
            { name: 'fs', message: 'The parser and engine are pure: no file system.' },
            { name: 'node:fs', message: 'The parser and engine are pure: no file system.' },
            { name: 'fs/promises', message: 'The parser and engine are pure: no file system.' },
            { name: 'node:fs/promises', message: 'The parser and engine are pure: no file system.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window'],
    },
  },
);
