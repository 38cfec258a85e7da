// The Add round form's Doppelkopf round: its answers, and the lines they write in the sheet's words.

import { writeName } from '../../../text/names';
import { whole } from '../../editorKit';
import type { RoundInput, RoundWords } from '../../game';

export type DoppelkopfLevel = 'announce' | 'no90' | 'no60' | 'no30' | 'black';
export type DoppelkopfExtra = 'fox' | 'doppelkopf' | 'karlchen';
export type Party = 're' | 'kontra';

// A type, not an interface: the answers are a RoundInput (src/games/game.ts), whose other fields are open.
export type DoppelkopfRoundInput = {
  game: 'doppelkopf';
  type: 'normal' | 'solo' | 'marriage';
  /** Normal game: the two Re players. */
  re?: string[];
  /** Solo: the soloist and the kind (`queens`, …); marriage: the player with both queens. */
  player?: string;
  soloKind?: string;
  duty?: boolean;
  /** Marriage: the partner found (none: `alone`). */
  partner?: string;
  /** Who sits out (more than four players). */
  out?: string[];
  /** Each party's highest announcement (none: no line). */
  announce?: Partial<Record<Party, DoppelkopfLevel>>;
  /**
   * Card points of Re (the usual way), or just who won and the game value (`won PARTY N`, how paper sheets are kept).
   */
  result?: { kind: 'cards'; re: number } | { kind: 'won'; party: Party; value: number };
  /** Special points each party won, one entry per point (`fox` twice for two foxes). */
  extras?: Partial<Record<Party, DoppelkopfExtra[]>>;
};

function nameList(list: readonly string[] | undefined): string {
  return (list ?? [])
    .filter((n) => n.trim() !== '')
    .map(writeName)
    .join(' ');
}

/** The round's lines in the order the format's examples write them: who plays with whom, announcements, result. */
export function roundLines(input: RoundInput, w: RoundWords): string[] {
  const r = input as DoppelkopfRoundInput;
  const d = (c: string): string => w.word('directive', c);
  const party = (p: Party): string => w.word('party', p);
  const lines: string[] = [];
  if (r.type === 'solo' && r.player) {
    const kind = r.soloKind ? ` ${w.word('solo-kind', r.soloKind)}` : '';
    lines.push(`${d('solo')} ${writeName(r.player)}${kind}${r.duty ? ` ${w.word('duty', 'duty')}` : ''}`);
  } else if (r.type === 'marriage' && r.player) {
    const rest = r.partner ? `${w.word('marriage', 'with')} ${writeName(r.partner)}` : w.word('marriage', 'alone');
    lines.push(`${d('marriage')} ${writeName(r.player)} ${rest}`);
  } else if (r.type === 'normal' && nameList(r.re)) {
    lines.push(`${d('re')} ${nameList(r.re)}`);
  }
  if (nameList(r.out)) lines.push(`${d('out')} ${nameList(r.out)}`);
  for (const p of ['re', 'kontra'] as const) {
    const level = r.announce?.[p];
    if (!level) continue;
    lines.push(`${d('announce')} ${party(p)}${level === 'announce' ? '' : ` ${w.word('level', level)}`}`);
  }
  const res = r.result;
  if (res?.kind === 'cards') {
    const n = whole(res.re);
    if (n !== undefined) lines.push(`${d('cards')} ${party('re')} ${n}`);
  } else if (res?.kind === 'won') {
    const n = whole(res.value);
    if (n !== undefined) lines.push(`${d('won')} ${party(res.party)} ${n}`);
  }
  for (const p of ['re', 'kontra'] as const) {
    const items = r.extras?.[p] ?? [];
    if (items.length > 0) lines.push(`${d('extras')} ${party(p)} ${items.map((i) => w.word('extra', i)).join(' ')}`);
  }
  return lines;
}

/** The answers with each player (Re, the soloist or marriage player, the partner, who sits out) named as written. */
export function withNames(input: RoundInput, written: (name: string) => string): RoundInput {
  const { re, player, partner, out } = input as DoppelkopfRoundInput;
  return {
    ...input,
    ...(re ? { re: re.map(written) } : {}),
    ...(player !== undefined ? { player: written(player) } : {}),
    ...(partner !== undefined ? { partner: written(partner) } : {}),
    ...(out ? { out: out.map(written) } : {}),
  };
}
