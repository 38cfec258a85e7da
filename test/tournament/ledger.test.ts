// The tournament of a folder rebuilt as sheets change (the editor's Tournament tab will read it): a changed sheet is
// analysed again, the others are reused by file and version or by their text; tournament.score re-analyses every
// sheet only when what it hands down (game, rules, switches, stake) changes.

import { describe, expect, it } from 'vitest';
import { createTournamentLedger } from '../../src/tournament';
import { DK_FOLDER, DK_SETTINGS, S2T2 } from './fixtures';

function filled() {
  const ledger = createTournamentLedger();
  for (const [f, t] of Object.entries(DK_FOLDER)) ledger.update(f, t, 1);
  ledger.tournament();
  return ledger;
}

describe('createTournamentLedger', () => {
  it('analyses each sheet once, then only the one that changed', () => {
    const ledger = filled();
    expect(ledger.analyses()).toBe(4);
    expect(ledger.settingsFile()).toBe('tournament.score');
    // Anna and Fritz win the last game instead: Anna +7, Fritz +3 → places 1 and 2 at that table.
    const changed = S2T2.replace('won Fritz Dora 1', 'won Anna Fritz 1').replace(
      'total Anna 5 Fritz 5 Hanna -5 Dora -5',
      'total Anna 7 Fritz 7 Hanna -7 Dora -7',
    );
    expect(ledger.update('serie-2/tisch-2.score', changed, 2)).toBe(true);
    const t = ledger.tournament()!;
    expect(ledger.analyses()).toBe(5);
    expect(t.standings.find((s) => s.name === 'Anna')?.points).toBe(-2 + 7);
  });
  it('the same version (or the same text) is not analysed again', () => {
    const ledger = filled();
    expect(ledger.update('serie-1/tisch-1.score', 'anything', 1)).toBe(false);
    expect(ledger.update('serie-1/tisch-2.score', DK_FOLDER['serie-1/tisch-2.score'], 7)).toBe(false);
    ledger.tournament();
    expect(ledger.analyses()).toBe(4);
  });
  it('a new ranking line re-ranks without analysing; a new switch re-analyses every sheet', () => {
    const ledger = filled();
    ledger.update('tournament.score', DK_SETTINGS.replace('ranking placement', 'ranking points'), 2);
    expect(ledger.tournament()!.ranking).toBe('points');
    expect(ledger.analyses()).toBe(4);
    ledger.update('tournament.score', `${DK_SETTINGS}set counting plus-minus\n`, 3);
    ledger.tournament();
    expect(ledger.analyses()).toBe(8);
  });
  it('a removed sheet leaves its players missing', () => {
    const ledger = filled();
    ledger.remove('serie-2/tisch-2.score');
    const codes = ledger.tournament()!.problems.flatMap((f) => f.problems.map((p) => p.code));
    expect(codes).toEqual(Array(4).fill('tournament-missing'));
  });
});
