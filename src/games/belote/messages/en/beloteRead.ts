// English texts of the problems found while reading a Belote/Coinche round's lines (src/games/belote/steps/read.ts).

import type { Fmt } from '../../../../messages/fmt';
import { MISSING, type BeloteMissing } from './belote';

export type Twice = 'taker' | 'trump' | 'contract' | 'cards';
const TWICE: Record<Twice, string> = {
  taker: 'The taker',
  trump: 'The trump',
  contract: 'The contract',
  cards: 'The card points',
};
/** The directive that supplies each missing fact, as the sheet's keyword. */
export type MissingKind = 'taker' | 'trump' | 'contract' | 'cards' | 'last';

export const beloteRead = {
  'bel.read.twice': (a: { what: Twice }) => `${TWICE[a.what]} is given twice in this round; the last one is used.`,
  'bel.read.team-twice': (a: { name: string }) =>
    `"${a.name}" names a team that already has a number on this line; the last one is used.`,
  'bel.read.cards-twice': (a: { name: string }) =>
    `"${a.name}" already has card points on this line; the last number is used.`,
  'bel.read.line-twice': (a: { kind: 'score' | 'total' }) =>
    `A second ${a.kind} line in this round; the last one is checked.`,
  'bel.read.bad-contract': (a: { value: number }) =>
    `A contract of ${a.value} does not exist: contracts are 80, 90, 100 … in steps of 10, capot or generale.`,
  'bel.read.last-twice': (a: { same: boolean }) =>
    a.same
      ? 'The last trick is already given to this team.'
      : 'The last trick is already given to the other team; only one team can win it.',
  'bel.read.announcements-off': () =>
    'Announcements are switched off for this game ("set announcements off"), so they do not score.',
  'bel.read.capot-twice': () => 'Both teams cannot take all 8 tricks; the capot is already given to the other team.',
  'bel.read.belote-count': (a: { max: 0 | 1 | 4 }) =>
    a.max === 0
      ? 'There is no belote at no-trump (no trump king and queen); it does not score.'
      : a.max === 1
        ? 'Only one belote is possible at a suit contract (one king and queen of trump); this one does not score.'
        : 'At most four belotes are possible at all-trump; this one does not score.',
  'bel.read.capot-cards': (a: { deal: number; a: number; b: number }) =>
    `A capot needs every card point (${a.deal} to 0), but the cards say ${a.a} to ${a.b}.`,
  'bel.read.capot-last': () => 'A capot needs the last trick too, but it is given to the other team.',
  'bel.read.capot-hint': (a: { deal: number }) =>
    `One team has all ${a.deal} card points and the last trick: if it took all 8 tricks, write "capot" ` +
    `(a trick can be worth 0, so the points alone do not prove it).`,
  'bel.read.tricks-no-trump': (a: { missing: BeloteMissing }) =>
    `Without ${MISSING[a.missing]} nobody can win these tricks, so only the cards themselves are checked.`,
  'bel.read.trick-example': (a: { n: number }) =>
    `${a.n === 1 ? 'One trick' : `${a.n} tricks`} of 8: checked as a trick example; the round is not scored and ` +
    `not counted in the totals.`,
  'bel.read.deal-invalid': (a: { written: boolean }) =>
    a.written
      ? 'The tricks do not make a valid deal (see the errors on them), so nothing is derived from them; the ' +
        'written score is counted as it stands.'
      : 'The tricks do not make a valid deal (see the errors on them), so nothing is derived from them and ' +
        'the round is not counted.',
  'bel.read.missing': (a: { missing: BeloteMissing; kind: MissingKind; unreadable: boolean; written: boolean }) => {
    const what = a.unreadable
      ? `its "${a.kind}" line, which could not be read (see the error on it)`
      : MISSING[a.missing];
    return a.written
      ? `This round cannot be checked without ${what}; the written score is counted as it stands.`
      : `This round cannot be scored without ${what}; it is not counted.`;
  },
} satisfies Record<string, (a: never, f: Fmt) => string>;
