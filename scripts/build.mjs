// One esbuild script for the bundles: the extension (Node and web worker hosts), the CLI and its language server, the
// webview app and the exported web page's script.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { APART_ENTRIES, cliApart } from './cliBundles.mjs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

const common = {
  bundle: true,
  sourcemap: production ? false : 'linked',
  minify: production,
  logLevel: 'info',
  legalComments: 'none',
};

/**
 * The CLI's `import('../lsp/server')` loads dist/lsp.js beside it at run time instead of bundling the server, and its
 * `import('./serve')` dist/serve.js (the table session).
 */
const lspApart = {
  name: 'lsp-apart',
  setup(build) {
    build.onResolve({ filter: /\/lsp\/server$/ }, () => ({ path: './lsp.js', external: true }));
    build.onResolve({ filter: /^\.\/serve$/ }, () => ({ path: './serve.js', external: true }));
  },
};

/**
 * The CLI's `import('./importCommand')` loads dist/import.js (import and merge, with the workbook reader) beside it.
 * Through `require`, not `import()`: the CLI's bundle runs as a vm script (src/cli/launch.ts), which has no dynamic
 * import.
 */
const importApart = {
  name: 'import-apart',
  setup(build) {
    build.onResolve({ filter: /\/importCommand$/ }, () => ({ path: 'import-command', namespace: 'import-apart' }));
    build.onResolve({ filter: /^\.\/import\.js$/ }, () => ({ path: './import.js', external: true }));
    build.onLoad({ filter: /.*/, namespace: 'import-apart' }, () => ({
      contents: 'module.exports = require("./import.js");',
      loader: 'js',
    }));
  },
};

/**
 * The CLI's bundle in ASCII only. esbuild escapes non-ASCII characters everywhere but in regular expression literals
 * (the rules' `carré`, `×`, `’`); one such character makes V8 hold the whole 400 KB source as a two-byte string,
 * which costs every `scoresheet` process several milliseconds to decode and compile. `\uXXXX` matches the same
 * character in a regular expression (with or without the u flag), a string and an identifier; only a pattern's
 * `.source` spells it differently. A non-ASCII character after a backslash would change meaning when escaped: the
 * build stops instead.
 */
const asciiOnly = {
  name: 'ascii-only',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length) return;
      const file = build.initialOptions.outfile;
      const text = readFileSync(file, 'utf8');
      if (/\\[\u0080-\uffff]/.test(text)) throw new Error(`${file}: a non-ASCII character after a backslash`);
      const ascii = text.replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
      if (ascii !== text) writeFileSync(file, ascii);
    });
  },
};

const builds = [
  {
    ...common,
    // desktop.ts: main.ts plus the Node-only atomic writes of local files.
    entryPoints: ['src/extension/desktop.ts'],
    outfile: 'dist/extension.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['vscode'],
  },
  {
    // The same extension for the web worker host (vscode.dev, github.dev, virtual workspaces). `platform: 'browser'`
    // makes any Node built-in a build error, which keeps src/extension web-safe.
    ...common,
    entryPoints: ['src/extension/main.ts'],
    outfile: 'dist/web/extension.js',
    platform: 'browser',
    format: 'cjs',
    target: 'es2022',
    external: ['vscode'],
  },
  {
    // The npm bin: a few lines that keep the young generation small and run the CLI from its code cache (launch.ts).
    ...common,
    entryPoints: ['src/cli/launch.ts'],
    outfile: 'dist/cli.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    sourcemap: false,
    banner: { js: '#!/usr/bin/env node' },
  },
  {
    // The CLI starts a process per command, and node scans the whole file before running it: minified, and without
    // the language server (dist/lsp.js, loaded only by `scoresheet lsp`), it is about a third of the size.
    ...common,
    entryPoints: ['src/cli/main.ts'],
    outfile: 'dist/cli-main.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    define: { SCORESHEET_VERSION: JSON.stringify(version) },
    plugins: [lspApart, importApart, cliApart, asciiOnly],
  },
  // What only some commands load (cliBundles.mjs): the German and French catalogs, sharing, the PNG drawing.
  ...Object.entries(APART_ENTRIES).map(([name, entry]) => ({
    ...common,
    entryPoints: [entry],
    outfile: `dist/${name}.js`,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    sourcemap: false,
    plugins: [asciiOnly],
  })),
  {
    // `scoresheet import` and `merge`, loaded by the CLI for those two commands only.
    ...common,
    entryPoints: ['src/cli/importCommand.ts'],
    outfile: 'dist/import.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    plugins: [asciiOnly],
  },
  {
    ...common,
    entryPoints: ['src/lsp/server.ts'],
    outfile: 'dist/lsp.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
  },
  {
    // `scoresheet serve`: the table session's server, loaded by the CLI only for that command.
    ...common,
    entryPoints: ['src/cli/serve.ts'],
    outfile: 'dist/serve.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
  },
  {
    // The phone page of a table session (served by dist/serve.js and by the desktop extension): minified, no map.
    ...common,
    entryPoints: ['webview/phone.ts'],
    outfile: 'dist/phone.js',
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    minify: true,
    sourcemap: false,
  },
  {
    ...common,
    entryPoints: ['webview/main.ts'],
    outfile: 'dist/webview.js',
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
  },
  {
    // The exported web page's script, inlined into the page: minified and without a source map (the page loads
    // nothing), an IIFE so it runs as a classic inline script.
    ...common,
    entryPoints: ['webview/export.ts'],
    outfile: 'dist/export.js',
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    minify: true,
    sourcemap: false,
  },
];

/**
 * dist/viewer.html: the exported page with no log inside, which shows the evening in its address's fragment
 * (`settle --format html --viewer URL` links to a hosted copy). Made by the same function as every exported page.
 */
async function writeViewer() {
  const page = await esbuild.build({
    entryPoints: ['src/export/page.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = Buffer.from(page.outputFiles[0].text).toString('base64');
  const { viewerPageHtml } = await import(`data:text/javascript;base64,${code}`);
  writeFileSync('dist/viewer.html', viewerPageHtml(readFileSync('dist/export.js', 'utf8')));
}

if (watch) {
  const contexts = await Promise.all(builds.map((b) => esbuild.context(b)));
  await Promise.all(contexts.map((c) => c.watch()));
} else {
  await Promise.all(builds.map((b) => esbuild.build(b)));
  await writeViewer();
  // The CLI's V8 code cache, made from the bundles just built, in a node process of its own: V8 accepts it only under
  // the flags it was made with, so the build's own process is no place for it. (In watch mode a rebuilt bundle no
  // longer matches the cache, and the CLI compiles it as usual.)
  execFileSync(process.execPath, [fileURLToPath(new URL('codecache.mjs', import.meta.url))], { stdio: 'inherit' });
}
