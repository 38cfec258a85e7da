// Test setup: every test runs with the games' messages in the catalogs, as every entry point does (the CLI, the
// extension and the LSP load src/games/registry.ts, which adds them). A game's messages live in its module
// (src/games/<game>/messages/) and src/messages never imports a game, so a test that renders a game's message
// through src/messages alone (a catalog test, a game's steps on their own) would otherwise find no entry for it.
import '../../src/games/registry';
