// Lint: typescript-eslint's recommended rules, plus the architecture rules: the pure core (format, engine, text,
// report, language, cli, webview) and the Node helpers (src/node) are free of `vscode`, src/language is
// editor-neutral (also served to other editors), and src/text (the shared text helpers) imports nothing else of src.
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
      // No line over 120 columns, strings and templates included (Prettier breaks code, not text).
      'max-len': ['error', { code: 120, tabWidth: 2, ignoreUrls: true }],
    },
  },
  {
    files: [
      'src/format/**',
      'src/engine/**',
      'src/report/**',
      'src/season/**',
      'src/cli/**',
      'src/node/**',
      'webview/**',
    ],
    rules: {
      ...noVscode,
    },
  },
  {
    files: ['src/format/**', 'src/engine/**', 'src/season/**', 'src/import/**', 'src/games/**'],
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
  {
    files: ['src/text/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'vscode', message: 'src/text is pure: no VS Code.' }],
          patterns: [{ group: ['../*'], message: 'src/text is the bottom layer: it imports nothing else of src.' }],
        },
      ],
    },
  },
  {
    files: ['src/language/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'vscode',
              message: 'src/language is editor-neutral: no VS Code (map its results in src/extension).',
            },
          ],
          patterns: [
            {
              group: ['../extension/*', '../cli/*', '../../webview/*'],
              message: 'src/language sits below the editors and the CLI: it must not import them.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window'],
    },
  },
);
