// A round's deciding facts in a few words (announcements and whether they held, bock, pot, game won: the game's
// roundFacts), one wording for the sheet, the code lens and `settle`, beside the engine's head (`Re (Ben, Dora)
// 140:100 lost`), which already names the solo kind, the Pflichtsolo, coinche and surcoinche; and the cells and words
// every settlement is written with.

import type { BreakdownItem, RoundResult } from '../engine/model';
import type { GameModule } from '../games/game';
import { fmtOf, msg, render, type Lang, type Message } from '../messages';
import { plainDisplay, signedDisplay } from '../text/numbers';

/** The game a round is of, as the reports ask it (an analysis's `module`; none without a `game` line). */
export type ReportGame = Pick<GameModule, 'report'> | undefined;

/** A round's one-line summary in the language (the English text where the engine gave no message). */
export function summaryIn(r: Pick<RoundResult, 'summary' | 'summaryMsg'>, lang: Lang = 'en'): string {
  return r.summaryMsg && lang !== 'en' ? render(r.summaryMsg, lang) : r.summary;
}

/** The engine's summary up to its first ` · `: the game and its result (`Re (Ben, Dora) 140:100 lost`). */
export function roundHead(r: RoundResult, lang: Lang = 'en'): string {
  return summaryIn(r, lang).split(' · ')[0].trim();
}

/** The facts beyond the head that decide a round's value, as messages (rendered per language by the caller). */
export function roundFacts(game: ReportGame, r: RoundResult): Message[] {
  return game ? game.report.roundFacts(r) : [];
}

export function roundFactsText(game: ReportGame, r: RoundResult, lang: Lang = 'en'): string[] {
  return roundFacts(game, r).map((m) => render(m, lang));
}

/** `Re (Ben, Dora) 140:100 lost — Re: keine 90 announced, missed; Kontra announced`: what `settle` and the lens say. */
export function roundFactsShort(game: ReportGame, r: RoundResult, lang: Lang = 'en'): string {
  const facts = roundFactsText(game, r, lang);
  const head = roundHead(r, lang) || render(msg('report.outcome', { outcome: r.outcome }), lang);
  // French sets a space before the semicolon.
  return facts.length ? `${head} — ${facts.join(lang === 'fr' ? ' ; ' : '; ')}` : head;
}

/** A breakdown line's words in the language (its English `item` where the engine gave no label). */
export function itemIn(b: BreakdownItem, lang: Lang): string {
  return b.label && lang !== 'en' ? render(b.label, lang) : b.item;
}

/** One sheet cell: the round's points, then the running total in brackets (`+8 (10)`; `· (10)` without points). */
export function roundCell(points: number | undefined, running: number, lang: Lang = 'en'): string {
  const f = lang === 'en' ? { signedNum: signedDisplay } : fmtOf(lang);
  return `${points === undefined ? '·' : f.signedNum(points)} (${pointsIn(running, lang)})`;
}

/** Points in a table for a reader: English keeps ungrouped digits (`1020`); German and French group as Intl does. */
export function pointsIn(n: number, lang: Lang = 'en'): string {
  return lang === 'en' ? plainDisplay(n) : fmtOf(lang).num(n);
}

/** The legend above the sheet: what a player's cell (or, with `teams`, a team's) holds. */
export function cellLegend(lang: Lang = 'en', teams = false): string {
  return render(msg(teams ? 'facts.cell-legend-teams' : 'facts.cell-legend'), lang);
}

/** A rules preset by its name in the language, capitalised to begin a line: `DDV rules`, `Règles officielles FFB`. */
export function presetText(preset: string, lang: Lang = 'en'): string {
  const name = render(msg('switch.preset', { preset }), lang);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A `set` switch by its name and value in the language (`Bockrunden: an`), as the view's Rules list shows it. */
export function switchText(key: string, value: string, lang: Lang = 'en'): string {
  const colon = lang === 'fr' ? ' : ' : ': ';
  return `${render(msg('switch.name', { key }), lang)}${colon}${render(msg('switch.value', { key, value }), lang)}`;
}
