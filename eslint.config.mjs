// Lint: typescript-eslint's recommended rules, plus the architecture rules: the pure core (format, engine, text,
// report, language, cli, webview) and the Node helpers (src/node) are free of `vscode`, src/language is
// editor-neutral (also served to other editors), and src/text (the shared text helpers) imports nothing else of src;
// and the games as plug-ins (issue 31): only src/games names a game, and only the layers above it look one up.
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

// Games as plug-ins (issue 31): a game is one folder, src/games/<game>/, behind src/games/registry.ts.
const gameKindLiteral = {
  selector: 'Literal[value=/^(doppelkopf|belote|coinche|skat)$/]',
  message: 'A game kind is named only in src/games/<game>/: ask the game module (src/games/registry.ts) instead.',
};
const registryImport = {
  selector: 'ImportDeclaration[source.value=/games\\/registry$/]',
  message: 'Only the analysis, the seasons and the entry points (CLI, extension, LSP) look a game up in the registry.',
};
const gamesImport = {
  selector: 'ImportDeclaration[source.value=/(^|\\/)games(\\/|$)/]',
  message: 'The parser, engine, messages, text and import machinery sit below the games: they never import one.',
};

// The settlement view (issue 31): only webview/games/<game>/ names a game; the generic components ask the view's own
// registry (webview/games/registry.ts), and no file of the view looks a game up in src/games/registry.ts.
const srcRegistryImport = {
  selector: 'ImportDeclaration[source.value=/src\\/games\\/registry$/]',
  message: 'The view asks webview/games/registry.ts for a game; src/games/registry.ts is for the entry points.',
};
const viewGameKindLiteral = {
  selector: gameKindLiteral.selector,
  message: 'A game kind is named only in webview/games/<game>/: ask webview/games/registry.ts for its view instead.',
};
const viewGames = [
  {
    files: ['webview/**'],
    ignores: ['webview/games/**'],
    rules: { 'no-restricted-syntax': ['error', srcRegistryImport, viewGameKindLiteral] },
  },
  {
    files: ['webview/games/**'],
    rules: { 'no-restricted-syntax': ['error', srcRegistryImport] },
  },
];

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
      'src/words/**',
      'src/engine/**',
      'src/report/**',
      'src/season/**',
      'src/cli/**',
      'src/node/**',
      'src/view/**',
      'webview/**',
    ],
    rules: {
      ...noVscode,
    },
  },
  {
    files: ['src/format/**', 'src/words/**', 'src/engine/**', 'src/season/**', 'src/import/**', 'src/games/**'],
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
  {
    // Only the layers above the games look one up by kind (the others ask the analysis's module). The seasons do:
    // an evening's summary, a season and its statistics are data that name their game by kind (kept in a ledger,
    // rebuilt for a page, handed in by the tests), in the registry's order of the games.
    files: ['src/**', 'webview/**'],
    ignores: ['src/analysis/**', 'src/cli/**', 'src/extension/**', 'src/lsp/**', 'src/games/**', 'src/season/**'],
    rules: { 'no-restricted-syntax': ['error', registryImport] },
  },
  {
    // Below the games: no game module, no registry, no game's kind (a game's messages are its module's own:
    // src/games/<game>/messages/, added to the catalogs by the registry).
    files: ['src/format/**', 'src/words/**', 'src/messages/**'],
    rules: { 'no-restricted-syntax': ['error', gamesImport, gameKindLiteral] },
  },
  {
    // Below the games and free of game names already (the other folders follow as their game code moves out).
    files: ['src/engine/**', 'src/import/**', 'src/text/**', 'src/node/**', 'src/export/**'],
    rules: { 'no-restricted-syntax': ['error', gamesImport, gameKindLiteral] },
  },
  {
    // Above the games, free of game names: they ask the module of the analysis's game.
    files: ['src/analysis/**', 'src/cli/**', 'src/lsp/**', 'src/extension/**', 'src/season/**'],
    rules: { 'no-restricted-syntax': ['error', gameKindLiteral] },
  },
  {
    // The editor's layer, the reports, sessions, protocol and the view's model, free of game names too, and no
    // look-up in the registry: a sheet's game is its analysis's module, the others the host's (one block, as a later
    // block's no-restricted-syntax replaces an earlier one's for the same files).
    files: ['src/language/**', 'src/report/**', 'src/session/**', 'src/protocol.ts', 'src/view/**'],
    rules: { 'no-restricted-syntax': ['error', registryImport, gameKindLiteral] },
  },
  ...viewGames,
);
