// A round's deciding facts in a few words (announcements and whether they held, bock, pot, game won), one wording for
// the sheet, the code lens and `settle`, beside the engine's head (`Re (Ben, Dora) 140:100 lost`), which already
// names the solo kind, the Pflichtsolo, coinche and surcoinche.

import type { RoundResult } from '../engine/model';
import { fmtOf, msg, render, type Lang, type Message } from '../messages';
import { plainDisplay, signedDisplay } from '../text/numbers';

const LEVEL_ORDER = ['no90', 'no60', 'no30', 'black'];

/** A round's one-line summary in the language (the English text where the engine gave no message). */
export function summaryIn(r: Pick<RoundResult, 'summary' | 'summaryMsg'>, lang: Lang = 'en'): string {
  return r.summaryMsg && lang !== 'en' ? render(r.summaryMsg, lang) : r.summary;
}

/** The engine's summary up to its first ` · `: the game and its result (`Re (Ben, Dora) 140:100 lost`). */
export function roundHead(r: RoundResult, lang: Lang = 'en'): string {
  return summaryIn(r, lang).split(' · ')[0].trim();
}

/**
 * Each party's highest announcement (`Re`, `Re: no90`): a level announcement is kept when its party won the round (an
 * announcement not met loses the game), missed when it lost; with no winner (TSR 7.1.4) neither is said.
 */
function announcementFacts(r: RoundResult): Message[] {
  const d = r.doppelkopf;
  if (!d || d.announcements.length === 0) return [];
  const out: Message[] = [];
  for (const party of ['re', 'kontra'] as const) {
    const name = party === 're' ? 'Re' : 'Kontra';
    let level = -1;
    let announced = false;
    for (const a of d.announcements) {
      const [who, what] = a.split(':').map((x) => x.trim());
      if (who !== name) continue;
      announced = true;
      if (what) level = Math.max(level, LEVEL_ORDER.indexOf(what));
    }
    if (!announced) continue;
    if (level < 0) {
      out.push(msg('facts.announced', { party }));
      continue;
    }
    const winner = r.outcome === 're' || r.outcome === 'kontra' ? r.outcome : undefined;
    out.push(
      msg('facts.level', {
        party,
        level: LEVEL_ORDER[level],
        ...(winner ? { kept: winner === party } : {}),
      }),
    );
  }
  return out;
}

/** The facts beyond the head that decide a round's value, as messages (rendered per language by the caller). */
export function roundFacts(r: RoundResult): Message[] {
  const facts = announcementFacts(r);
  const d = r.doppelkopf;
  if (d && d.bock > 1) facts.push(msg('facts.bock', { factor: d.bock }));
  if (r.bockTrigger !== undefined) facts.push(msg('facts.bock-trigger', { count: r.bockTrigger }));
  const b = r.belote;
  if (b) {
    if (b.potAwarded) facts.push(msg('facts.pot-awarded', { team: b.potAwarded.team, points: b.potAwarded.points }));
    else if (b.potHeld > 0 && r.outcome === 'litige') facts.push(msg('facts.pot-held', { points: b.potHeld }));
    if (b.gameWinner) facts.push(msg('facts.game-won', { game: b.game, team: b.gameWinner }));
  }
  // A recorded round of a bock game has no doppelkopf info: its summary still says the bock.
  if (!d && !b) {
    const bock = /bock ×(\d+)/.exec(r.summary);
    if (bock) facts.push(msg('facts.bock', { factor: Number(bock[1]) }));
  }
  return facts;
}

export function roundFactsText(r: RoundResult, lang: Lang = 'en'): string[] {
  return roundFacts(r).map((m) => render(m, lang));
}

/** `Re (Ben, Dora) 140:100 lost — Re: keine 90 announced, missed; Kontra announced`: what `settle` and the lens say. */
export function roundFactsShort(r: RoundResult, lang: Lang = 'en'): string {
  const facts = roundFactsText(r, lang);
  const head = roundHead(r, lang) || render(msg('report.outcome', { outcome: r.outcome }), lang);
  // French sets a space before the semicolon.
  return facts.length ? `${head} — ${facts.join(lang === 'fr' ? ' ; ' : '; ')}` : head;
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
