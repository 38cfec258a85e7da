// Rounds with every trick written: the trick library proves parties, card points, tricks and special points;
// the engine scores from those and flags every stated fact that contradicts them (`derived-mismatch`).

import type { Round } from '../../../format/ast';
import type { Problem } from '../../../format/types';
import { msg, type Message } from '../../../messages';
import { problem } from '../../../engine/problem';
import type { TrickSummary } from '../../../engine/model';
import type { DoppelkopfRules } from '../rules';
import { trickSummaries } from '../../../engine/tricks';
import {
  analyzeDoppelkopfTricks,
  doppelkopfGameFromRound,
  doppelkopfTrumpKind,
  type DoppelkopfDerived,
} from './trickDeal';
import { isDoppelkopfTrump } from './trickRules';
import { noExtras, type Extras, type Parties, type PerParty } from './types';

export interface TrickFacts {
  parties: Parties;
  cards: PerParty<number>;
  tricks: PerParty<number>;
  extras: PerParty<Extras>;
}

function sameSet(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

export interface TrickReading {
  /** Set when the tricks are a whole, valid deal. */
  facts?: TrickFacts;
  tricks: TrickSummary[];
  /** Fewer trick lines than a deal has: a worked example, checked trick by trick but never scored. */
  example: boolean;
}

/**
 * Runs the trick checker on a round that has `trick` lines (undefined without any); its problems go to `problems`.
 * Facts only for a complete deal.
 */
export function readTricks(
  round: Round,
  names: string[],
  rules: DoppelkopfRules,
  declared: Parties | undefined,
  problems: Problem[],
): TrickReading | undefined {
  let trickLines = 0;
  for (let ix = 0; ix < round.items.length; ix++) {
    const i = round.items[ix];
    if (i.kind === 'trick') trickLines++;
  }
  if (!trickLines) return undefined;
  const perDeal = rules.tricksPerGame;
  const game = doppelkopfGameFromRound(round);
  const active = declared ? [...declared.re, ...declared.kontra].sort((a, b) => a - b) : undefined;
  const result = analyzeDoppelkopfTricks(round, {
    players: names,
    ...(active && active.length === 4 ? { active } : {}),
    rules,
    game,
    ...(declared ? { statedRe: declared.re } : {}),
  });
  problems.push(...result.problems);
  const reading: TrickReading = { tricks: trickSummaries(result.tricks, names), example: trickLines < perDeal };
  const d = result.derived;
  if (!d) return reading;
  const parties = partiesFrom(d, names.length, declared);
  if (declared && !sameSet(declared.re, parties.re)) {
    const decl = round.items.find(
      (i) =>
        i.kind === 're' ||
        i.kind === 'marriage' ||
        i.kind === 'solo' ||
        i.kind === 'silent-marriage' ||
        i.kind === 'poverty',
    );
    problems.push(
      problem(
        'derived-mismatch',
        'error',
        decl?.range ?? round.headerRange,
        partyMismatch(decl, declared, parties, d, names),
      ),
    );
  }
  const extras = { re: noExtras(), kontra: noExtras() };
  for (const f of d.foxes) {
    if (f.lastTrick) extras[f.party].foxLast++;
    else extras[f.party].fox++;
  }
  if (d.foxWinsLast) extras[d.foxWinsLast.party].foxWinsLast++;
  for (const k of d.doppelkopfs) extras[k.party].doppelkopf++;
  if (d.karlchen) extras[d.karlchen.party].karlchen++;
  for (const k of d.karlchenCaught) extras[k.party].karlchenCaught++;
  if (rules.dulleCaught && rules.dulle === 'second-wins') for (const k of d.dulleCaught) extras[k.party].dulleCaught++;
  // A heart trick (bock trigger): four plain (non-trump) hearts.
  const kind = doppelkopfTrumpKind(game);
  for (const t of result.tricks) {
    if (t.winner === undefined || t.plays.length !== 4) continue;
    if (t.plays.every((p) => p.card.suit === 'hearts' && !isDoppelkopfTrump(p.card, kind)))
      extras[parties.re.includes(t.winner) ? 're' : 'kontra'].heartTrick++;
  }
  reading.facts = {
    parties,
    cards: { re: d.cardPoints.re, kontra: d.cardPoints.kontra },
    tricks: { re: d.tricks.re, kontra: d.tricks.kontra },
    extras,
  };
  return reading;
}

/**
 * `stated re Anna Ben, the tricks give re Anna Clara (the ♣Q holders)`, or the marriage partner the Klärungsstich
 * decided.
 */
function partyMismatch(
  decl: Round['items'][number] | undefined,
  declared: Parties,
  parties: Parties,
  d: DoppelkopfDerived,
  names: string[],
): Message {
  const list = (ps: number[]) => ps.map((i) => names[i]);
  if (decl?.kind === 'marriage') {
    const bride = names[declared.re[0]];
    const partners = declared.re.length > 1 ? { partners: list(declared.re.slice(1)) } : {};
    const stated = msg('dk.tricks.marriage', { bride, ...partners });
    if (d.marriagePartner === null) return msg('dk.tricks.no-partner', { stated, bride });
    if (d.marriagePartner !== undefined)
      return msg('dk.tricks.partner', {
        stated,
        bride,
        partner: names[d.marriagePartner],
        trick: d.clarifyingTrick ?? 0,
      });
  }
  if (d.silentMarriage !== undefined)
    return msg('dk.tricks.silent-marriage', {
      ...(decl?.kind === 're' ? { re: list(declared.re) } : {}),
      player: names[d.silentMarriage],
    });
  return msg('dk.tricks.re', {
    stated: list(declared.re),
    re: list(parties.re),
    queens: parties.gameType === 'normal',
  });
}

function partiesFrom(d: DoppelkopfDerived, n: number, declared: Parties | undefined): Parties {
  const playing = [...d.re, ...d.kontra];
  const out = [...Array(n).keys()].filter((i) => !playing.includes(i));
  const base = { re: [...d.re], kontra: [...d.kontra], out, duty: declared?.duty ?? false };
  if (d.silentMarriage !== undefined) return { ...base, gameType: 'silent-marriage', soloist: d.silentMarriage };
  if (d.marriagePartner === null)
    return { ...base, gameType: 'marriage-alone', soloist: d.re[0], soloKind: 'diamonds' };
  if (d.marriagePartner !== undefined) return { ...base, gameType: 'marriage' };
  if (declared && declared.soloist !== undefined && d.re.length === 1)
    return {
      ...base,
      gameType: declared.gameType,
      soloist: declared.soloist,
      soloKind: declared.soloKind,
      ...(declared.forced ? { forced: true } : {}),
    };
  if (declared?.gameType === 'poverty') return { ...base, gameType: 'poverty' };
  return { ...base, gameType: 'normal' };
}
