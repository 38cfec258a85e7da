// English texts of a Belote/Coinche round's one-line summary.

import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';

export type BeloteHead = 'made' | 'failed' | 'litige' | 'capot';
export type BeloteMissing = 'missing-taker' | 'missing-trump' | 'missing-contract' | 'missing-cards' | 'missing-last';
export const MISSING: Record<BeloteMissing, string> = {
  'missing-taker': 'who took (a "taker" line)',
  'missing-trump': 'the trump (a "trump" line)',
  'missing-contract': 'the contract (a "contract" line)',
  'missing-cards': 'the card points (a "cards" line, or "capot")',
  'missing-last': 'who won the last trick (a "last" line)',
};

export const belote = {
  'bel.summary': (a: { head: Message; scores?: string; pot?: number; winner?: string; game?: number }, f: Fmt) =>
    [f.t(a.head), a.scores, a.pot ? `pot ${a.pot}` : '', a.winner ? `${a.winner} wins game ${a.game}` : '']
      .filter(Boolean)
      .join(' · '),
  'bel.head.scored': (a: { headline: Message; outcome: BeloteHead }, f: Fmt) =>
    `${f.t(a.headline)} ${a.outcome}`.trim(),
  'bel.head.unscored': () => 'unscored',
  'bel.head.recorded': (a: { headline: Message }, f: Fmt) => `${f.t(a.headline)} recorded`.trim(),
  'bel.head.example': () => 'trick example, not scored',
  'bel.head.needs': (a: { missing: readonly BeloteMissing[] }) =>
    `unscored: needs ${a.missing.map((m) => MISSING[m]).join(', ')}`,
  'bel.head.no-facts': () => 'no facts yet',
  /** What sheet Belote's spreadsheet reader takes (a clause of import.no-game-fits). */
  'import.takes.belote': () => 'Belote and Coinche 2 teams',
  /** A spreadsheet's value columns in Belote and Coinche (a remark of cli.help.import). */
  'import.columns.belote': () => 'Belote/Coinche: per team',
  /** What `settle` prints of Belote's and Coinche's own (a clause of cli.help.settle). */
  'help.settle.belote': () => 'each game with its winner (Belote/Coinche)',
  /** Belote's and Coinche's statistics (a sentence of cli.help.stats). */
  'help.stats.belote': () =>
    'Belote/Coinche, per team and per player: contracts taken, made, failed, litiges, coinched, capots, ' +
    'average per round.',
} satisfies Record<string, (a: never, f: Fmt) => string>;
