// The German catalogs as the CLI's bundle keeps them, in one file apart (scripts/cliBundles.mjs): the core's
// (src/messages/catalog.ts reads `de`) and the games' (src/games/registry.ts reads `gamesDe`), loaded together when a
// command first speaks German.

export { de } from '../messages/de';
export { de as gamesDe } from '../games/messagesDe';
