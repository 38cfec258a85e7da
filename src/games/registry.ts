// The games Scoresheet knows: the only file that imports every game (and, per language, messagesEn.ts, messagesDe.ts
// and messagesFr.ts every game's messages). The layers above the games (the analysis, the entry points) look a game up
// here by the kind its `game` line names, and never name a game themselves.

import type { GameKind } from '../format/ast';
import type { SwitchSpec } from '../engine/rules';
import { SyntaxSet } from '../format/syntax';
import { addCatalogs } from '../messages/catalog';
import { addNameKeywords } from '../text/names';
import { belote } from './belote';
import { doppelkopf } from './doppelkopf';
import type { GameModule } from './game';
import { de } from './messagesDe';
import { en } from './messagesEn';
import { fr } from './messagesFr';
import { points } from './points';
import { skat } from './skat';

/** Every game, in the order messages and menus list them. */
export const GAMES: readonly GameModule[] = [doppelkopf, belote, points, skat];

const byKind = new Map<GameKind, GameModule>();
for (const g of GAMES)
  for (const kind of g.kinds) {
    if (byKind.has(kind)) throw new Error(`two games serve the kind ${kind}`);
    byKind.set(kind, g);
  }

/**
 * Every game's messages (src/games/<game>/messages/, joined per language in messagesEn.ts, messagesDe.ts and
 * messagesFr.ts) beside the core's: added as the registry loads, before any of them is rendered. German and French
 * through getters, read when a language is first asked for: the CLI's bundle keeps them in a file apart
 * (scripts/cliBundles.mjs).
 */
addCatalogs({
  en,
  get de() {
    return de;
  },
  get fr() {
    return fr;
  },
});

// The words the games' lines read as keywords where a name may stand: a name so written is quoted (writeName).
addNameKeywords(GAMES.flatMap((g) => g.syntax.nameKeywords ?? []));

/** Every kind a `game` line may name, in the order of GAMES. */
export const GAME_KINDS: readonly GameKind[] = [...byKind.keys()];

/**
 * Every game's syntax, as sheets are parsed with it: the parser (src/format) takes it from its caller, never from
 * here, so the format layer stays below the games.
 */
export const SYNTAX = new SyntaxSet(GAMES);

/** The module of a game kind (`belote` and `coinche` are one module). */
export function gameOf(kind: GameKind): GameModule {
  const g = byKind.get(kind);
  if (!g) throw new Error(`no game serves the kind ${kind}`);
  return g;
}

/** The rule switches of a game kind, in the order its rules reference lists them. */
export function switchesFor(kind: GameKind): readonly SwitchSpec[] {
  return gameOf(kind).rules.switches;
}

/** The presets of a game kind, its default first. */
export function presetsFor(kind: GameKind): readonly string[] {
  return gameOf(kind).rules.presets(kind);
}
