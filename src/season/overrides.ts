// What-if rules over a season: `--rules` and `--set` apply to every evening of the games that have that preset or
// switch; one that no game of the season has is an error naming the games, one that only some have is a note.

import { analyzeFileText, type DocumentAnalysis, type RuleOverrides } from '../analysis/analyze';
import { GAME_KINDS, presetsFor, switchesFor } from '../games/registry';
import type { GameKind } from '../format/ast';
import { msg, type Message } from '../messages';

const GAME_ORDER: readonly GameKind[] = GAME_KINDS;

const hasSwitch = (game: GameKind, key: string) => switchesFor(game).some((s) => s.key === key.toLowerCase());
const hasPreset = (game: GameKind, preset: string) => presetsFor(game).includes(preset.toLowerCase());

/** The part of the overrides a game has: its preset (if it is one of the game's) and its switches. */
export function overridesForGame(o: RuleOverrides, game: GameKind): RuleOverrides {
  return {
    preset: o.preset !== undefined && hasPreset(game, o.preset) ? o.preset : undefined,
    set: (o.set ?? []).filter((s) => hasSwitch(game, s.key)),
  };
}

/**
 * A file's evenings under the overrides: each analysed with the part of them its game has, so `--set bock=off` on a
 * folder of Doppelkopf and Coinche evenings changes the Doppelkopf ones and leaves the Coinche ones as written.
 * A bad value of a switch the game has stays an override problem of the analysis.
 */
export function analyzeForSeason(file: string, text: string, o: RuleOverrides): DocumentAnalysis[] {
  const all = analyzeFileText(file, text, o);
  const cache = new Map<GameKind, DocumentAnalysis[]>();
  return all.map((a, i) => {
    const foreign = a.overrideProblems?.some((p) => p.code === 'unknown-setting' || p.code === 'unknown-preset');
    if (!a.game || !foreign) return a;
    let own = cache.get(a.game);
    if (!own) cache.set(a.game, (own = analyzeFileText(file, text, overridesForGame(o, a.game))));
    return own[i] ?? a;
  });
}

/**
 * The overrides checked against the games of the season's evenings: an error for a preset or switch none of them
 * has (naming the games and what they do have), a note for one that only some of them have.
 */
export function checkSeasonOverrides(
  o: RuleOverrides,
  present: readonly GameKind[],
): { errors: Message[]; notes: Message[] } {
  const games = GAME_ORDER.filter((g) => present.includes(g));
  const errors: Message[] = [];
  const notes: Message[] = [];
  if (games.length === 0) return { errors, notes };
  if (o.preset !== undefined) {
    const have = games.filter((g) => hasPreset(g, o.preset!));
    if (have.length === 0)
      errors.push(
        msg('whatif.no-preset', {
          preset: o.preset,
          games,
          presets: [...new Set(games.flatMap((g) => presetsFor(g)))],
        }),
      );
    else if (have.length < games.length)
      notes.push(
        msg('whatif.only-some', {
          what: `--rules ${o.preset}`,
          games: have,
          others: games.filter((g) => !have.includes(g)),
        }),
      );
  }
  for (const s of o.set ?? []) {
    const have = games.filter((g) => hasSwitch(g, s.key));
    const what = `--set ${s.key}=${s.values.join(',')}`;
    if (have.length === 0) {
      const keys = [...new Set(games.flatMap((g) => switchesFor(g).map((w) => w.key)))];
      errors.push(msg('whatif.no-switch', { flag: what, key: s.key, games, keys }));
    } else if (have.length < games.length)
      notes.push(msg('whatif.only-some', { what, games: have, others: games.filter((g) => !have.includes(g)) }));
  }
  return { errors, notes };
}
