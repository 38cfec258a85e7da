// A Doppelkopf round's deciding facts beyond the engine's head (`Re (Ben, Dora) 140:100 lost`), which already names the
// solo kind and the Pflichtsolo: each party's highest announcement and whether it held, bock, a bock trigger; and what
// `explain` says before a round's working (who still owes a duty solo, who must play one next).

import type { RoundResult } from '../../../engine/model';
import { msg, type Message } from '../../../messages';

const LEVEL_ORDER = ['no90', 'no60', 'no30', 'black'];

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

/** The facts beyond the head that decide a round's value: announcements, bock, the bock rounds it starts. */
export function roundFacts(r: RoundResult): Message[] {
  const facts = announcementFacts(r);
  const d = r.doppelkopf;
  if (d && d.bock > 1) facts.push(msg('facts.bock', { factor: d.bock }));
  if (r.bockTrigger !== undefined) facts.push(msg('facts.bock-trigger', { count: r.bockTrigger }));
  // A recorded round of a bock game has no doppelkopf info: its summary still says the bock.
  if (!d) {
    const bock = /bock ×(\d+)/.exec(r.summary);
    if (bock) facts.push(msg('facts.bock', { factor: Number(bock[1]) }));
  }
  return facts;
}

/** The table mechanics `explain` says of a round after its dealer: who still owes a duty solo, a bock trigger. */
export function tableFacts(r: RoundResult): Message[] {
  const out: Message[] = [];
  if (r.dutyOwed) out.push(msg('table.duty-owes', { players: r.dutyOwed }));
  if (r.dutyNext) out.push(msg('table.duty-next', r.dutyNext));
  if (r.bockTrigger !== undefined) out.push(msg('facts.bock-trigger', { count: r.bockTrigger }));
  return out;
}
