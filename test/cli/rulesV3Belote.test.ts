// The Belote/Coinche switches of rules v3 (issue 32) through the CLI's what-ifs: `--set` and `--compare` read them from
// the rule table like every switch. Values worked out by hand from rules/belote.md Part A.

import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cliInProcess';

/**
 * One coinche round: Süd 110♥, NS cards 101 + dix de der 10 = 111, EW 51.
 * As written (bid-margin 0): 111 ≥ 110 and 111 > 51 → made, NS 111 + 110 = 221, EW 51.
 * bid-margin 2: the taker needs 112; 111 < 112 → failed, EW 160 + 110 = 270, NS 0.
 */
const SHEET = `game coinche
players Nord Ost Süd West
teams NS EW
target 2000

round 1
  contract Süd 110 hearts
  cards NS 101
  last NS
`;

const cli = (...args: string[]) =>
  runCli(args, {
    readFile: (p) => new TextEncoder().encode(p === 'margin.score' ? SHEET : ''),
    listDir: () => undefined,
  });

describe('bid-margin through the CLI', () => {
  it('settle --compare bid-margin=2: 221 / 51 as written, 0 / 270 with the margin', () => {
    const r = cli('settle', '--json', '--compare', 'bid-margin=2', 'margin.score');
    expect(r.code).toBe(0);
    const [f] = JSON.parse(r.out).files;
    expect(f.totals.asWritten).toEqual({ NS: 221, EW: 51 });
    expect(f.totals.whatIf).toEqual({ NS: 0, EW: 270 });
  });
  it('settle --set bid-margin=2 --json: the round fails, 0 / 270, and its working says 112 was needed', () => {
    const r = cli('settle', '--json', '--set', 'bid-margin=2', 'margin.score');
    expect(r.code).toBe(0);
    const [round] = JSON.parse(r.out).files[0].rounds;
    expect(round.scores).toEqual({ NS: 0, EW: 270 });
    expect(round.outcome).toBe('failed');
    expect(round.breakdown.map((b: { item: string }) => b.item)).toContain(
      'taker 111 < contract 110 (needs 112) → failed',
    );
  });
  it('--set bid-margin=-1 is refused, naming what the switch takes', () => {
    const r = cli('settle', '--set', 'bid-margin=-1', 'margin.score');
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('bid-margin');
    expect(r.err).toContain('a whole number, 0 or more');
  });
});

describe('deals through the CLI', () => {
  it('settle --set deals=1 --json: the one deal ends game 1, won by NS with 221 to 51 (target 2000 unused)', () => {
    const r = cli('settle', '--json', '--set', 'deals=1', 'margin.score');
    expect(r.code).toBe(0);
    const f = JSON.parse(r.out).files[0];
    expect(f.rounds[0].breakdown.map((b: { item: string }) => b.item)).toContain(
      'after 1 deal NS has more points (221 to 51): wins game 1',
    );
    expect(f.settlement.games.map((g: { winner?: string }) => g.winner)).toEqual(['NS']);
  });
  it('as written (deals off) the game is open: 221 is far below 2000', () => {
    const f = JSON.parse(cli('settle', '--json', 'margin.score').out).files[0];
    expect(f.settlement.games.map((g: { winner?: string }) => g.winner)).toEqual([undefined]);
  });
  it('--set deals=0 is refused, naming what the switch takes', () => {
    const r = cli('settle', '--set', 'deals=0', 'margin.score');
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('deals');
    expect(r.err).toContain('a positive whole number or off');
  });
});
