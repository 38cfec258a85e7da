// What-if rules over a Doppelkopf sheet: what a comparison cannot show, and why (rules/doppelkopf.md Part A,
// score-format.md): explicit bock marks kept with bock off, rounds written as their value (`won`) or their points.

import type { RoundResult } from '../../../engine/model';
import { msg, type Message } from '../../../messages';
import type { GameWhatIf, RuleChange, WhatIfSheet } from '../../game';

/** Switches a written `won` value still takes (the rest work a value out of the facts). */
const WON_KEYS: ReadonlySet<string> = new Set([
  'bock',
  'bock-triggers',
  'bock-length',
  'bock-overlap',
  'won-includes-bock',
  'counting',
]);
/** Switches of the table (who owes a duty solo), never of points. */
const TABLE_KEYS: ReadonlySet<string> = new Set(['duty-solo', 'series']);

/**
 * A `bock` line says what the table played; the switch only decides whether the engine starts bock rounds: with bock
 * switched off by the changes, the rounds marked so keep their bock.
 */
function notes(whatIf: WhatIfSheet, changes: readonly RuleChange[]): Message[] {
  const touchesBock = changes.some((c) => c.key === 'bock' || c.key === 'rules');
  const bock = whatIf.settlement.rules.switches.find((x) => x.key === 'bock')?.value;
  if (!touchesBock || bock !== 'off' || !whatIf.document) return [];
  const marked = whatIf.document.rounds.filter((r) => r.items.some((i) => i.kind === 'bock')).map((r) => r.index);
  return marked.length ? [msg('whatif.note.bock-marks', { rounds: marked })] : [];
}

/** A round whose value (`won`) or points (`score`) the sheet wrote as its outcome. */
function written(r: RoundResult): 'won' | 'points' | undefined {
  for (const b of r.breakdown) {
    if (b.label?.id === 'dk.item.won-written') return 'won';
    if (b.label?.id === 'dk.item.score-written') return 'points';
  }
  return undefined;
}

export const doppelkopfWhatIf: GameWhatIf = {
  points: (sheet) => sheet.totals,
  gamesWon: () => undefined,
  notes,
  legend: [],
  tableKeys: TABLE_KEYS,
  wonKeys: WON_KEYS,
  written,
};
