// rules/belote.md Part A, "Decided in version 2", through the real parser: the new readings, the ones the engine
// already had (pinned), and the `coinched-value` switch. Every value worked out by hand in the test name or a comment.

import { describe, expect, it } from 'vitest';
import { errors, run, scores, type Game } from './seatedSheet';

const one = (game: Game, sets: string[], round: string, preset: 'house' | 'official' = 'house') => {
  const a = run(game, preset, sets, [round]);
  expect(errors(a)).toEqual([]);
  return scores(a)[0];
};

describe('belote-only-win off covers a team that took no trick: the defence of a failed générale', () => {
  // NS 300, EW 330. Nord bids a générale; NS take every trick but not Nord alone, so it fails. EW took no trick and
  // hold the belote: (160 + 500 + 20 belote inside the bracket, official) = 680 → EW 1010, which is 990 without the
  // belote: EW reached 1000 only through its belote in a round it took no trick in.
  const rounds = ['score NS 300 EW 330', 'contract Nord generale hearts\ncapot NS\nbelote EW'];
  it('official (belote-only-win off): not a win yet; the game goes on', () => {
    const a = run('coinche', 'official', [], rounds, 1000);
    expect(errors(a)).toEqual([]);
    expect(scores(a)[1]).toEqual([0, 680]);
    expect(a.totals).toEqual({ NS: 300, EW: 1010 });
    expect(a.rounds[1].belote?.gameWinner).toBeUndefined();
  });
  it('official: the next round EW take a trick in and still stand over 1000 wins it for them', () => {
    // Ost 80♠: EW cards 100 + last 10 = 110 ≥ 80 and > NS 52 → 110 + 80 = 190; NS 52 → 50 (per-team rounding).
    const a = run('coinche', 'official', [], [...rounds, 'contract Ost 80 spades\ncards EW 100\nlast EW'], 1000);
    expect(scores(a)[2]).toEqual([50, 190]);
    expect(a.rounds[2].belote?.gameWinner).toBe('EW');
  });
  it('house (belote-only-win on): EW win at once', () => {
    // house: belote added after the bracket, 160 + 500 = 660 + 20 = 680 all the same.
    const a = run('coinche', 'house', [], rounds, 1000);
    expect(scores(a)[1]).toEqual([0, 680]);
    expect(a.rounds[1].belote?.gameWinner).toBe('EW');
  });
});

describe('a team that takes no trick never makes its contract, whatever its announcements', () => {
  // Süd takes at ♦; EW take every trick (capot 252); Süd announced four nines 150 + hundred 100 + tierce 20 = 270.
  const round = 'taker Süd\ntrump diamonds\ncapot EW\nannounce Süd four-nines hundred tierce';
  it('classic: failed — EW score the capot 252 + the 270 announcements = 522, NS 0 (not NS 270 / EW 252)', () => {
    expect(one('belote', [], round)).toEqual([0, 522]);
  });
  it('classic with failed-announcements lost: EW 252, NS 0', () => {
    expect(one('belote', ['failed-announcements lost'], round)).toEqual([0, 252]);
  });
  it('coinche 80♦: failed — EW 160 + 80 + 270 = 510, NS 0 (not NS 270 + 80 = 350 made)', () => {
    expect(one('coinche', [], 'contract Süd 80 diamonds\ncapot EW\nannounce Süd four-nines hundred tierce')).toEqual([
      0, 510,
    ]);
  });
  it('coinche 80♦ coinché: EW (160 + 80 + 270) × 2 = 1020', () => {
    expect(
      one('coinche', [], 'contract Süd 80 diamonds coinche\ncapot EW\nannounce Süd four-nines hundred tierce'),
    ).toEqual([0, 1020]);
  });
});

describe('pinned: a capot is worth the deal’s value + 100; a failed classic round gives the deal’s value', () => {
  it('classic suit deal: 152 + 100 = 252; set capot 250: 250', () => {
    expect(one('belote', [], 'taker Süd\ntrump hearts\ncapot NS')).toEqual([252, 0]);
    expect(one('belote', ['capot 250'], 'taker Süd\ntrump hearts\ncapot NS')).toEqual([250, 0]);
  });
  it(
    'classic house no-trump (ace 11, cards 120): 120 + 100 = 220; set capot 250: 218; a defence capot likewise ' +
      '220',
    () => {
      expect(one('belote', [], 'taker Süd\ntrump no-trump\ncapot NS')).toEqual([220, 0]);
      expect(one('belote', ['capot 250'], 'taker Süd\ntrump no-trump\ncapot NS')).toEqual([218, 0]);
      expect(one('belote', [], 'taker Süd\ntrump no-trump\ncapot EW')).toEqual([0, 220]);
    },
  );
  it('classic raw all-trump (cards 248): 248 + 100 = 348; set capot 250: 346', () => {
    expect(one('belote', [], 'taker Süd\ntrump all-trump\ncapot NS')).toEqual([348, 0]);
    expect(one('belote', ['capot 250'], 'taker Süd\ntrump all-trump\ncapot NS')).toEqual([346, 0]);
  });
  it('coinche unbid capot at house no-trump: 220 + contract 80 = 300', () => {
    expect(one('coinche', [], 'contract Süd 80 no-trump\ncapot NS')).toEqual([300, 0]);
  });
  it('failed classic: the defence takes 162 (suit), 130 (house no-trump), 258 (raw all-trump)', () => {
    // NS 50 + 0 against EW 102 + 10 / 70 + 10 / 198 + 10: NS behind each time.
    expect(one('belote', [], 'taker Süd\ntrump hearts\ncards NS 50\nlast EW')).toEqual([0, 162]);
    expect(one('belote', [], 'taker Süd\ntrump no-trump\ncards NS 50\nlast EW')).toEqual([0, 130]);
    expect(one('belote', [], 'taker Süd\ntrump all-trump\ncards NS 50\nlast EW')).toEqual([0, 258]);
  });
});

describe('pinned: no-trump carrés (aces 200, tens 150, others 100) apply under rules official only', () => {
  it('official no-trump (ace 19, cards 152): NS 100 + last 10 + four aces 200 = 310, EW 52', () => {
    expect(
      one('belote', [], 'taker Süd\ntrump no-trump\ncards NS 100\nlast NS\nannounce Süd four-aces', 'official'),
    ).toEqual([310, 52]);
  });
  it('official no-trump: four tens 150 → NS 260', () => {
    expect(
      one('belote', [], 'taker Süd\ntrump no-trump\ncards NS 100\nlast NS\nannounce Süd four-tens', 'official'),
    ).toEqual([260, 52]);
  });
  it('house no-trump (cards 120): four aces 100 → NS 100 + 10 + 100 = 210, EW 20', () => {
    expect(one('belote', [], 'taker Süd\ntrump no-trump\ncards NS 100\nlast NS\nannounce Süd four-aces')).toEqual([
      210, 20,
    ]);
  });
});

describe('pinned: carrés of equal value rank in trick order — aces, tens, kings, queens', () => {
  // ♥ deal, NS 100 + last 10 = 110 against EW 52. Only the team with the best carré scores its 100.
  const deal = (ns: string, ew: string) =>
    one('belote', [], `taker Süd\ntrump hearts\ncards NS 100\nlast NS\nannounce Süd ${ns}\nannounce Ost ${ew}`);
  it('four aces beat four tens: NS 110 + 100 = 210, EW 52', () =>
    expect(deal('four-aces', 'four-tens')).toEqual([210, 52]));
  it('four tens beat four kings: NS 210', () => expect(deal('four-tens', 'four-kings')).toEqual([210, 52]));
  it('four kings beat four queens: NS 210', () => expect(deal('four-kings', 'four-queens')).toEqual([210, 52]));
  it('four queens lose to four kings: EW 52 + 100 = 152 > 110, failed → EW 162 + 100 = 262', () =>
    expect(deal('four-queens', 'four-kings')).toEqual([0, 262]));
});

describe('pinned: rounding complement with a litige and with a pot', () => {
  const sets = ['rounding complement', 'litige carry'];
  // Round 1, Süd 80♥: NS 61 + last 10 + belote 20 = 91 = EW 91 → litige. EW score 91, NS keep the belote 20 and 71 is
  // held. Each side rounded on its own: NS 20, EW 90 (round10(20 + 91) − 20 = 110 − 20 = 90 likewise).
  const litige = 'contract Süd 80 hearts\ncards NS 61\nlast NS\nbelote Süd';
  // Round 2, Ost 80♠ made: EW 94 + 10 + 80 = 184 + the pot 71 = 255, NS 58. Complement: EW round10(255) = 260, NS
  // round10(255 + 58) − 260 = 310 − 260 = 50 (per-team would give NS 60).
  const next = 'contract Ost 80 spades\ncards EW 94\nlast EW';
  it('the litige: NS 20, EW 90; the pot: EW 260, NS 50', () => {
    const a = run('coinche', 'house', sets, [litige, next]);
    expect(errors(a)).toEqual([]);
    expect(scores(a)).toEqual([
      [20, 90],
      [50, 260],
    ]);
  });
  it('per-team for comparison: the same rounds give NS 60 in round 2', () => {
    expect(scores(run('coinche', 'house', ['rounding per-team', 'litige carry'], [litige, next]))[1]).toEqual([
      60, 260,
    ]);
  });
});

describe('coinched-value bracket (default) | bid-only: only the contract is multiplied', () => {
  const both = (round: string, preset: 'house' | 'official' = 'house') => [
    one('coinche', [], round, preset),
    one('coinche', ['coinched-value bid-only'], round, preset),
  ];
  it('made 100♥ coinché (NS 100 + 10): bracket (160 + 100) × 2 = 520; bid-only 160 + 100 × 2 = 360; EW 0', () => {
    expect(both('contract Süd 100 hearts coinche\ncards NS 100\nlast NS')).toEqual([
      [520, 0],
      [360, 0],
    ]);
  });
  it('failed 100♥ coinché (NS 60 < 100): the defence scores 520 or 360', () => {
    expect(both('contract Süd 100 hearts coinche\ncards NS 60\nlast EW')).toEqual([
      [0, 520],
      [0, 360],
    ]);
  });
  it('surcoinché (×4): bracket (160 + 100) × 4 = 1040; bid-only 160 + 100 × 4 = 560', () => {
    expect(both('contract Süd 100 hearts surcoinche\ncards NS 100\nlast NS')).toEqual([
      [1040, 0],
      [560, 0],
    ]);
  });
  it('announcements are added, not multiplied: tierce 20 → (160 + 20 + 100) × 2 = 560; 160 + 20 + 200 = 380', () => {
    expect(both('contract Süd 100 hearts coinche\ncards NS 100\nlast NS\nannounce Süd tierce')).toEqual([
      [560, 0],
      [380, 0],
    ]);
  });
  it('belote is added after, never multiplied, even with belote-multiplied on (official): 560 against 380', () => {
    // official: (160 + 20 belote + 100) × 2 = 560; bid-only 160 + 100 × 2 + 20 = 380 (multiples of ten: no rounding).
    expect(both('contract Süd 100 hearts coinche\ncards NS 100\nlast NS\nbelote Süd', 'official')).toEqual([
      [560, 0],
      [380, 0],
    ]);
  });
  it(
    'a capot contract counts 250 and the base is 250: made ' + 'coinché (250 + 250) × 2 = 1000; 250 + 250 × 2 = 750',
    () => {
      expect(both('contract Süd capot hearts coinche\ncapot NS')).toEqual([
        [1000, 0],
        [750, 0],
      ]);
    },
  );
  it('a failed capot bid: failed-capot 410 × 2 = 820; bid-only has no failed-capot: 250 + 250 × 2 = 750', () => {
    expect(both('contract Süd capot hearts coinche\ncards NS 100\nlast NS')).toEqual([
      [0, 820],
      [0, 750],
    ]);
  });
  it('a failed capot bid, not coinché: failed-capot 410 under both (only coinched rounds change, version 3)', () => {
    // Version 2 left it open and bid-only gave 250 + 250 = 500 here; Part A version 3: a round nobody coinched
    // scores by the formulas above whatever coinched-value says.
    expect(both('contract Süd capot hearts\ncards NS 100\nlast NS')).toEqual([
      [0, 410],
      [0, 410],
    ]);
  });
  it('a générale made coinché: (250 + 500) × 2 = 1500; bid-only 250 + 500 × 2 = 1250', () => {
    expect(both('contract Süd generale hearts coinche\ngenerale Süd')).toEqual([
      [1500, 0],
      [1250, 0],
    ]);
  });
  it('an unbid capot on a 100 coinché: base 250 — (250 + 100) × 2 = 700; 250 + 100 × 2 = 450', () => {
    expect(both('contract Süd 100 hearts coinche\ncapot NS')).toEqual([
      [700, 0],
      [450, 0],
    ]);
  });
  it('not coinché, made: the same either way, T + contract = 110 + 100 = 210, EW 52', () => {
    expect(both('contract Süd 100 hearts\ncards NS 100\nlast NS')).toEqual([
      [210, 52],
      [210, 52],
    ]);
  });
  describe('a round nobody coinched scores the same under both values (Part A, decided in version 3)', () => {
    it('a failed générale, not coinché: the defence 160 + 500 = 660 under both (not 250 + 500 = 750)', () => {
      // Süd bid a générale; NS took 100 card points, so not every trick fell to Süd: failed.
      expect(both('contract Süd generale hearts\ncards NS 100\nlast NS')).toEqual([
        [0, 660],
        [0, 660],
      ]);
    });
    it('a made capot bid: 252 + 250 = 502; a made générale: 252 + 500 = 752; an unbid capot on 100: 352', () => {
      expect(both('contract Süd capot hearts\ncapot NS')).toEqual([
        [502, 0],
        [502, 0],
      ]);
      expect(both('contract Süd generale hearts\ngenerale Süd')).toEqual([
        [752, 0],
        [752, 0],
      ]);
      expect(both('contract Süd 100 hearts\ncapot NS')).toEqual([
        [352, 0],
        [352, 0],
      ]);
    });
    it('failed 100♥ with EW’s tierce and belote: 160 + 100 + 20 = 280, + belote 20 = 300 under both', () => {
      // NS 60 < 100. EW scores the deal's 160, the contract, the announcement, its belote after.
      expect(both('contract Süd 100 hearts\ncards NS 60\nlast EW\nannounce Ost tierce\nbelote Ost')).toEqual([
        [0, 300],
        [0, 300],
      ]);
    });
    it('official (rounding per-team): made 80♥, 75 + 10 = 85 > 77 → 85 + 80 = 165 → 170 / 80 under both', () => {
      expect(both('contract Süd 80 hearts\ncards NS 75\nlast NS', 'official')).toEqual([
        [170, 80],
        [170, 80],
      ]);
    });
    it('the same failed capot bid coinché still differs: 410 × 2 = 820; bid-only 250 + 250 × 2 = 750', () => {
      expect(both('contract Süd capot hearts coinche\ncards NS 100\nlast NS')).toEqual([
        [0, 820],
        [0, 750],
      ]);
    });
  });
  it('a written 360 for a made 100 coinché is no mismatch under bid-only', () => {
    const round = 'contract Süd 100 hearts coinche\ncards NS 100\nlast NS\nscore NS 360 EW 0';
    expect(run('coinche', 'house', ['coinched-value bid-only'], [round]).problems).toEqual([]);
    expect(errors(run('coinche', 'house', [], [round]))).toEqual(['score-mismatch']);
  });
});
