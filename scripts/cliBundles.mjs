// What the CLI's bundle keeps in files of its own beside it, for dist/ (scripts/build.mjs) and the tests' bundled CLI
// (test/helpers/cliBuild.ts): what only some commands need — the German and French message catalogs (a command in
// that language), sharing (`settle --share`: the exported page, the card, the chat text, the QR code and zip writers)
// and the PNG drawing in a browser. Each import of one becomes an object whose getters `require` the file when a
// name is first read: through `require`, not `import()`, since the CLI's bundle runs as a vm script
// (src/cli/launch.ts), which has no dynamic import; and src/messages/catalog.ts and src/games/registry.ts read their
// catalogs through getters. A language's file holds the core's catalog and the games' (src/cli/catalogDe.ts), so a
// command in German loads one file.

const CLI_MAIN = /[\\/]src[\\/]cli[\\/]main\.ts$/;
const CATALOG = /[\\/]src[\\/]messages[\\/]catalog\.ts$/;
const REGISTRY = /[\\/]src[\\/]games[\\/]registry\.ts$/;

/**
 * Each import of a file apart: who imports it, as what, the names read from it (each as the importer's name and the
 * file's), and the source the file is bundled from.
 */
export const APART = [
  { importer: CATALOG, path: './de', file: 'messages-de', names: { de: 'de' }, entry: 'src/cli/catalogDe.ts' },
  { importer: CATALOG, path: './fr', file: 'messages-fr', names: { fr: 'fr' }, entry: 'src/cli/catalogFr.ts' },
  {
    importer: REGISTRY,
    path: './messagesDe',
    file: 'messages-de',
    names: { de: 'gamesDe' },
    entry: 'src/cli/catalogDe.ts',
  },
  {
    importer: REGISTRY,
    path: './messagesFr',
    file: 'messages-fr',
    names: { fr: 'gamesFr' },
    entry: 'src/cli/catalogFr.ts',
  },
  {
    importer: CLI_MAIN,
    path: './share',
    file: 'share',
    names: { runShare: 'runShare', runTournamentPage: 'runTournamentPage' },
    entry: 'src/cli/share.ts',
  },
  {
    importer: CLI_MAIN,
    path: '../node/browser',
    file: 'browser',
    names: { drawPng: 'drawPng' },
    entry: 'src/node/browser.ts',
  },
];

/** The files' own bundles, by output name (beside the CLI's bundle); two imports may read one file. */
export const APART_ENTRIES = Object.fromEntries(APART.map((a) => [a.file, a.entry]));

export const cliApart = {
  name: 'cli-apart',
  setup(build) {
    for (const [i, a] of APART.entries()) {
      const filter = new RegExp(`^${a.path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
      build.onResolve({ filter }, (args) =>
        a.importer.test(args.importer) ? { path: String(i), namespace: 'cli-apart' } : undefined,
      );
    }
    build.onResolve({ filter: /^\.\/[\w-]+\.js$/, namespace: 'cli-apart' }, (args) => ({
      path: args.path,
      external: true,
    }));
    build.onLoad({ filter: /.*/, namespace: 'cli-apart' }, (args) => {
      const a = APART[Number(args.path)];
      const getters = Object.entries(a.names).map(
        ([n, from]) => `get ${n}() { return require("./${a.file}.js").${from}; }`,
      );
      return { contents: `module.exports = { ${getters.join(', ')} };`, loader: 'js' };
    });
  },
};
