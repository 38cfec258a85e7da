// Doppelkopf penalty points as the settlement, the view and the code lens name them: apart from the game's points.

import type { RoundResult } from '../../../engine/model';
import type { GameJson } from '../../game';
import { fmtOf, msg, render, type Lang } from '../../../messages';

/**
 * A round's penalty points as `explain` names them, after the scores, and whether the round is a penalty row between
 * games (then without a line of scores); undefined without either.
 */
export function penaltyBeside(r: RoundResult, lang: Lang): { line?: string; only: boolean } | undefined {
  if (!r.penalties && !r.penaltyOnly) return undefined;
  const only = r.penaltyOnly ?? false;
  if (!r.penalties) return { only };
  const f = fmtOf(lang);
  const scores = Object.entries(r.penalties)
    .map(([name, v]) => `${name} ${f.signedNum(v)}`)
    .join('  ');
  return { line: render(msg('pen.explain', { scores }), lang), only };
}

/**
 * A round's penalty points in a few words (`penalty A +1 B −3 C +1 D +1`; a penalty row between games, whose facts
 * already say it is one: `A −3 B +3`), or undefined without any.
 */
export function penaltyNote(r: RoundResult, lang: Lang): string | undefined {
  if (!r.penalties) return undefined;
  const f = fmtOf(lang);
  const scores = Object.entries(r.penalties)
    .map(([name, v]) => `${name} ${f.signedNum(v)}`)
    .join(' ');
  return r.penaltyOnly ? scores : render(msg('pen.note', { scores }), lang);
}

/** A round's penalty points as JSON entries, in seating order. */
function penaltyEntries(penalties: Record<string, number>): { player: string; points: number }[] {
  return Object.entries(penalties).map(([player, points]) => ({ player, points }));
}

/**
 * Penalty points in the CLI's JSON (score-format.md): a round's under its `penalties`; a penalty row between games is
 * no round of the JSON, its points are listed in the file's `penalties` with the number of the game round before it.
 */
export const penaltiesJson: GameJson = {
  isRound: (r) => !r.penaltyOnly,
  round: (r) => (r.penalties ? { penalties: penaltyEntries(r.penalties) } : {}),
  file: (rounds) => {
    const out: { after: number; line: number; player: string; points: number }[] = [];
    let after = 0;
    for (const r of rounds) {
      if (!r.penaltyOnly) after = r.index;
      else if (r.penalties) for (const e of penaltyEntries(r.penalties)) out.push({ after, line: r.line + 1, ...e });
    }
    return out.length ? { penalties: out } : {};
  },
};
