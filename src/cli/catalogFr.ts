// The French catalogs as the CLI's bundle keeps them, in one file apart (scripts/cliBundles.mjs): the core's
// (src/messages/catalog.ts reads `fr`) and the games' (src/games/registry.ts reads `gamesFr`), loaded together when a
// command first speaks French.

export { fr } from '../messages/fr';
export { fr as gamesFr } from '../games/messagesFr';
