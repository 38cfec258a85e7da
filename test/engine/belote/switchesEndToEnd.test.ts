// Every `set` switch of belote.md Part A, written in a .score header, for `game belote` and `game coinche`: each
// changes what it says (or, where Part A limits it to one game, nothing in the other). Values by hand.

import { describe, expect, it } from 'vitest';
import { errors, run, scores, type Game } from './seatedSheet';

const one = (game: Game, sets: string[], round: string, preset: 'house' | 'official' = 'house') => {
  const a = run(game, preset, sets, [round]);
  return scores(a)[0];
};

describe('no-trump-ace (D1): the ace at no-trump is 11 (deal 130) or 19 (deal 162)', () => {
  it(
    'belote: NS 60, last NS — ace 11: EW 120 − 60 = 60, T 70 > 60 made; ace 19: EW 152 − 60 = 92, T 70 < 92 → EW ' +
      '162',
    () => {
      const r = 'taker Süd\ntrump no-trump\ncards NS 60\nlast NS';
      expect(one('belote', [], r)).toEqual([70, 60]);
      expect(one('belote', ['no-trump-ace 19'], r)).toEqual([0, 162]);
    },
  );
  it('coinche 80 no-trump: NS 72, last NS — ace 11: EW 48 → 82 + 80 = 162 / 48; ace 19: EW 80 → 162 / 80', () => {
    const r = 'contract Süd 80 no-trump\ncards NS 72\nlast NS';
    expect(one('coinche', [], r)).toEqual([162, 48]);
    expect(one('coinche', ['no-trump-ace 19'], r)).toEqual([162, 80]);
  });
});

describe(
  'all-trump-values (D3): raw 258, FFB (classic ×162/258, coinche J13 9·9 A6 10·5 K3 Q2), pagat (J14 9·9 ' +
    'A6 10·5 K3 Q1)',
  () => {
    it(
      'belote: NS 150, last NS — raw: EW 248 − 150 = 98 → 160 / 98; ffb: 160 × 162/258 = 100.47 → 100, 98 × ' +
        '162/258 = 61.53 → 62; pagat: EW 152 − 150 = 2 → 160 / 2',
      () => {
        const r = 'taker Süd\ntrump all-trump\ncards NS 150\nlast NS';
        expect(one('belote', [], r)).toEqual([160, 98]);
        expect(one('belote', ['all-trump-values ffb'], r)).toEqual([100, 62]);
        expect(one('belote', ['all-trump-values pagat'], r)).toEqual([160, 2]);
      },
    );
    it(
      'coinche 130 all-trump: NS 150, last NS — raw: 160 + 130 = 290 / 98 (scenario 30); ffb and pagat: a 152 ' +
        'deal, EW 2 → 290 / 2',
      () => {
        const r = 'contract Süd 130 all-trump\ncards NS 150\nlast NS';
        expect(one('coinche', [], r)).toEqual([290, 98]);
        expect(one('coinche', ['all-trump-values ffb'], r)).toEqual([290, 2]);
        expect(one('coinche', ['all-trump-values pagat'], r)).toEqual([290, 2]);
      },
    );
    it(
      'a trick ♠A ♠Q ♠8 ♠7 at all-trump is worth raw 11 + 3 = 14; ffb classic 14 (scaled only when scoring); ffb ' +
        'coinche 6 + 2 = 8; pagat 6 + 1 = 7',
      () => {
        const trick = (game: Game, sets: string[]) => {
          const bid = game === 'belote' ? 'taker Süd\ntrump all-trump' : 'contract Süd 80 all-trump';
          return run(game, 'house', sets, [`${bid}\ntrick Süd ♠A, West ♠Q, Nord ♠8, Ost ♠7`]).rounds[0].tricks?.[0];
        };
        expect(trick('belote', [])).toMatchObject({ winner: 'Süd', value: 14 });
        expect(trick('belote', ['all-trump-values ffb'])?.value).toBe(14);
        expect(trick('belote', ['all-trump-values pagat'])?.value).toBe(7);
        expect(trick('coinche', [])?.value).toBe(14);
        expect(trick('coinche', ['all-trump-values ffb'])?.value).toBe(8);
        expect(trick('coinche', ['all-trump-values pagat'])?.value).toBe(7);
      },
    );
  },
);

describe(
  'rounding (D11, FFB-B §10.3, FFB-C §10.2): none, ' + 'per-team (5 up), complement (the defence gets the rest)',
  () => {
    it('belote ♥: NS 75, last NS → raw 85 / 77; per-team 90 / 80; complement 90 / 160 − 90 = 70', () => {
      const r = 'taker Süd\ntrump hearts\ncards NS 75\nlast NS';
      expect(one('belote', [], r)).toEqual([85, 77]);
      expect(one('belote', ['rounding per-team'], r)).toEqual([90, 80]);
      expect(one('belote', ['rounding complement'], r)).toEqual([90, 70]);
    });
    it(
      'coinche 80♥ (scenario 44): raw 165 / 77; per-team 170 / 80; complement 170 / 70; official with rounding ' +
        'none: 165 / 77',
      () => {
        const r = 'contract Süd 80 hearts\ncards NS 75\nlast NS';
        expect(one('coinche', [], r)).toEqual([165, 77]);
        expect(one('coinche', ['rounding per-team'], r)).toEqual([170, 80]);
        expect(one('coinche', ['rounding complement'], r)).toEqual([170, 70]);
        expect(one('coinche', [], r, 'official')).toEqual([170, 80]);
        expect(one('coinche', ['rounding none'], r, 'official')).toEqual([165, 77]);
      },
    );
  },
);

describe('capot (D5): 252 or 250 — classic belote only', () => {
  it('belote: capot NS → 252 / 0; with capot 250 → 250 / 0', () => {
    const r = 'taker Süd\ntrump hearts\ncapot NS';
    expect(one('belote', [], r)).toEqual([252, 0]);
    expect(one('belote', ['capot 250'], r)).toEqual([250, 0]);
  });
  it('coinche: a capot bid made is 252 + 250 = 502 with either value (the switch is for classic belote)', () => {
    const r = 'contract Süd capot hearts\ncapot NS';
    expect(one('coinche', [], r)).toEqual([502, 0]);
    expect(one('coinche', ['capot 250'], r)).toEqual([502, 0]);
  });
});

describe('litige (D6, FFB-B §10.1.3): carry the taker’s points to the next round’s winner, or a tie fails', () => {
  it('belote: 71 + 10 = 81 = 81 — carry: 0 / 81, pot 81; off: failed → 0 / 162', () => {
    const r = 'taker Süd\ntrump hearts\ncards NS 71\nlast NS';
    const carry = run('belote', 'house', [], [r]);
    expect(scores(carry)[0]).toEqual([0, 81]);
    expect(carry.rounds[0].belote?.potHeld).toBe(81);
    const off = run('belote', 'house', ['litige off'], [r]);
    expect([off.rounds[0].outcome, scores(off)[0], off.rounds[0].belote?.potHeld]).toEqual(['failed', [0, 162], 0]);
  });
  it(
    'coinche 80♥ at 81 = 81 — off (default): EW 160 + 80 = 240; carry: 0 / 81, and EW making 90♠ next (100 + 10 ' +
      '= 110) scores 110 + 90 + 81 = 281',
    () => {
      const r = 'contract Süd 80 hearts\ncards NS 71\nlast NS';
      expect(one('coinche', [], r)).toEqual([0, 240]);
      const carry = run('coinche', 'house', ['litige carry'], [r, 'contract Ost 90 spades\ncards EW 100\nlast EW']);
      expect(scores(carry)).toEqual([
        [0, 81],
        [52, 281],
      ]);
      expect(carry.totals).toEqual({ NS: 52, EW: 362 });
    },
  );
});

describe(
  'litige-belote (D7): the taker’s belote in a litige ' + 'is scored at once (keep) or held with the pot (hold)',
  () => {
    // T = 61 + 10 + 20 = 91 = D 91; next round EW takes ♠ with 100 + 10 = 110 and makes.
    const tie = 'taker Süd\ntrump hearts\ncards NS 61\nlast NS\nbelote Süd';
    const next = 'taker Ost\ntrump spades\ncards EW 100\nlast EW';
    it('belote keep: NS 20 now, pot 71 → EW 110 + 71 = 181; hold: NS 0, pot 91 → EW 110 + 91 = 201', () => {
      expect(scores(run('belote', 'house', [], [tie, next]))).toEqual([
        [20, 91],
        [52, 181],
      ]);
      expect(scores(run('belote', 'house', ['litige-belote hold'], [tie, next]))).toEqual([
        [0, 91],
        [52, 201],
      ]);
    });
    it('coinche (litige carry) 80♥ at 91 = 91: keep 20 / 91 with pot 71; hold 0 / 91 with pot 91', () => {
      const r = 'contract Süd 80 hearts\ncards NS 61\nlast NS\nbelote Süd';
      const keep = run('coinche', 'house', ['litige carry'], [r]);
      expect([scores(keep)[0], keep.rounds[0].belote?.potHeld]).toEqual([[20, 91], 71]);
      const hold = run('coinche', 'house', ['litige carry', 'litige-belote hold'], [r]);
      expect([scores(hold)[0], hold.rounds[0].belote?.potHeld]).toEqual([[0, 91], 91]);
    });
  },
);

describe('announcements (D10): on, or off (contrée) where any announce is an error and scores nothing', () => {
  it('belote ♥: NS 80, last NS, tierce Süd — on: 110 / 72; off: an error, 90 / 72', () => {
    const r = 'taker Süd\ntrump hearts\ncards NS 80\nlast NS\nannounce Süd tierce';
    expect(one('belote', [], r)).toEqual([110, 72]);
    const off = run('belote', 'house', ['announcements off'], [r]);
    expect(scores(off)[0]).toEqual([90, 72]);
    expect(errors(off)).toEqual(['bad-announcement']);
  });
  it('coinche 90♥, same cards — on: T 110 → 110 + 90 = 200 / 72; off: T 90 → 180 / 72 and an error', () => {
    const r = 'contract Süd 90 hearts\ncards NS 80\nlast NS\nannounce Süd tierce';
    expect(one('coinche', [], r)).toEqual([200, 72]);
    const off = run('coinche', 'house', ['announcements off'], [r]);
    expect(scores(off)[0]).toEqual([180, 72]);
    expect(errors(off)).toEqual(['bad-announcement']);
  });
});

describe('failed-announcements (D8): a failing taker’s announcements go to the defence, or are lost', () => {
  it('belote (scenario 16): T 40 + 50 + 20 = 110 < 122 — defence: EW 162 + 50 = 212, NS 20; lost: 162 / 20', () => {
    const r = 'taker Süd\ntrump hearts\ncards NS 40\nlast Ost\nbelote Süd\nannounce Süd fifty';
    expect(one('belote', [], r)).toEqual([20, 212]);
    expect(one('belote', ['failed-announcements lost'], r)).toEqual([20, 162]);
  });
  it('coinche 100♠: T 60 + 20 = 80 < 100 — defence: 160 + 100 + 20 = 280; lost: 260', () => {
    const r = 'contract Süd 100 spades\ncards NS 60\nlast EW\nannounce Süd tierce';
    expect(one('coinche', [], r)).toEqual([0, 280]);
    expect(one('coinche', ['failed-announcements lost'], r)).toEqual([0, 260]);
  });
});

describe(
  'capot-announcements (D9): in a capot the defence’s ' + 'announcements go to the taker, or the defence keeps them',
  () => {
    it('belote capot NS with EW fifty: taker 252 + 50 = 302 / 0; keep 252 / 50', () => {
      const r = 'taker Süd\ntrump hearts\ncapot NS\nannounce Ost fifty';
      expect(one('belote', [], r)).toEqual([302, 0]);
      expect(one('belote', ['capot-announcements keep'], r)).toEqual([252, 50]);
    });
    it(
      'coinche capot bid: taker 252 + 50 + 250 = 552 / 0, keep 502 / 50; coinched: (250 + 50 + 250) × 2 = 1100 / ' +
        '0, keep (250 + 250) × 2 = 1000 / 50',
      () => {
        const r = 'contract Süd capot hearts\ncapot NS\nannounce Ost fifty';
        expect(one('coinche', [], r)).toEqual([552, 0]);
        expect(one('coinche', ['capot-announcements keep'], r)).toEqual([502, 50]);
        const c = 'contract Süd capot hearts coinche\ncapot NS\nannounce Ost fifty';
        expect(one('coinche', [], c)).toEqual([1100, 0]);
        expect(one('coinche', ['capot-announcements keep'], c)).toEqual([1000, 50]);
      },
    );
  },
);

describe('surcoinche (D13): ×4 or ×3 — coinche only', () => {
  it('coinche 90♠ surcoinche, NS 100, last NS: (160 + 90) × 4 = 1000; × 3 = 750', () => {
    const r = 'contract Süd 90 spades surcoinche\ncards NS 100\nlast NS';
    expect(one('coinche', [], r)).toEqual([1000, 0]);
    expect(one('coinche', ['surcoinche 3'], r)).toEqual([750, 0]);
  });
});

describe(
  'belote-multiplied (D12): the winning side’s belote inside the multiplied bracket, or added after — ' +
    'coinche only',
  () => {
    it(
      'coinche 90♠ coinche made with Süd’s belote: off (160 ' + '+ 90) × 2 + 20 = 520; on (160 + 20 + 90) × 2 = 540',
      () => {
        const r = 'contract Süd 90 spades coinche\ncards NS 100\nlast NS\nbelote Süd';
        expect(one('coinche', [], r)).toEqual([520, 0]);
        expect(one('coinche', ['belote-multiplied on'], r)).toEqual([540, 0]);
      },
    );
    it('belote has no multiplier: 100 + 10 + 20 = 130 / 52 either way', () => {
      const r = 'taker Süd\ntrump spades\ncards NS 100\nlast NS\nbelote Süd';
      expect(one('belote', [], r)).toEqual([130, 52]);
      expect(one('belote', ['belote-multiplied on'], r)).toEqual([130, 52]);
    });
  },
);

describe('failed-capot (D15): the defence scores 410 or 500 (before ×m) when a capot bid fails', () => {
  it('coinche capot♥ with one trick lost (NS 142, last NS): 410; 500; coinched 820 / 1000', () => {
    const r = 'contract Süd capot hearts\ncards NS 142\nlast NS';
    expect(one('coinche', [], r)).toEqual([0, 410]);
    expect(one('coinche', ['failed-capot 500'], r)).toEqual([0, 500]);
    const c = 'contract Süd capot hearts coinche\ncards NS 142\nlast NS';
    expect(one('coinche', [], c)).toEqual([0, 820]);
    expect(one('coinche', ['failed-capot 500'], c)).toEqual([0, 1000]);
  });
});

describe('generale (D17): the contract value of a générale, 500 or as set', () => {
  it(
    'made by the bidder: 252 + 500 = 752; generale 1000: 1252; failed (only a team capot): 160 + 500 = 660 / 160 ' +
      '+ 1000 = 1160',
    () => {
      const made = 'contract Süd generale hearts\ngenerale Süd';
      expect(one('coinche', [], made)).toEqual([752, 0]);
      expect(one('coinche', ['generale 1000'], made)).toEqual([1252, 0]);
      const failed = 'contract Süd generale hearts\ncapot NS';
      expect(one('coinche', [], failed)).toEqual([0, 660]);
      expect(one('coinche', ['generale 1000'], failed)).toEqual([0, 1160]);
    },
  );
});

describe('unbid-capot (D16): a capot not bid still scores 252 (base 250 when coinched), or not', () => {
  it(
    'coinche 100♥ with every trick: on 252 + 100 = 352, off 162 + 100 = 262; coinched on (250 + 100) × 2 = 700, ' +
      'off (160 + 100) × 2 = 520',
    () => {
      expect(one('coinche', [], 'contract Süd 100 hearts\ncapot NS')).toEqual([352, 0]);
      expect(one('coinche', ['unbid-capot off'], 'contract Süd 100 hearts\ncapot NS')).toEqual([262, 0]);
      expect(one('coinche', [], 'contract Süd 100 hearts coinche\ncapot NS')).toEqual([700, 0]);
      expect(one('coinche', ['unbid-capot off'], 'contract Süd 100 hearts coinche\ncapot NS')).toEqual([520, 0]);
    },
  );
});

describe('coinche-success (D18): T ≥ contract and T > D, or T ≥ contract only', () => {
  it('coinche 80♥ at 81 = 81: ahead → failed, EW 160 + 80 = 240; contract → still needs 82, failed → 0 / 240', () => {
    const r = 'contract Süd 80 hearts\ncards NS 71\nlast NS';
    expect(one('coinche', [], r)).toEqual([0, 240]);
    expect(one('coinche', ['coinche-success contract'], r)).toEqual([0, 240]);
  });
  it('coinche 80♥ at 82 against EW’s fifty (130): ahead → EW 160 + 80 + 50 = 290; contract → 162 / 130', () => {
    const r = 'contract Süd 80 hearts\ncards NS 72\nlast NS\nannounce Ost fifty';
    expect(one('coinche', [], r)).toEqual([0, 290]);
    expect(one('coinche', ['coinche-success contract'], r)).toEqual([162, 130]);
  });
});

describe('coinche-scoring (Part A v3): the points, or the contract alone', () => {
  it('90♠, NS 100 + 10 = 110 vs 52 + EW belote 20: points 200 / 72; contract 90 / 0', () => {
    const r = 'contract Süd 90 spades\ncards NS 100\nlast NS\nbelote Ost';
    expect(one('coinche', [], r)).toEqual([200, 72]);
    expect(one('coinche', ['coinche-scoring contract'], r)).toEqual([90, 0]);
  });
});

describe('capot-scoring (Part A v3): a made capot contract with the cards, or flat', () => {
  it('coinche capot♠ made, Süd belote: cards 252 + 20 + 250 = 522; flat 250 + 20 = 270', () => {
    const r = 'contract Süd capot spades\ncapot NS\nbelote Süd';
    expect(one('coinche', [], r)).toEqual([522, 0]);
    expect(one('coinche', ['capot-scoring flat'], r)).toEqual([270, 0]);
  });
});

describe('failed-base (Part A v3): the defence of a failed classic contract scores 162 or 160', () => {
  it('belote hearts, NS 40 < 112 + 10: deal 0 / 162; failed-base 160 → 0 / 160; all-trump raw keeps 258', () => {
    const r = 'taker Süd\ntrump hearts\ncards NS 40\nlast EW';
    expect(one('belote', [], r)).toEqual([0, 162]);
    expect(one('belote', ['failed-base 160'], r)).toEqual([0, 160]);
    // all-trump raw: NS 40 vs 248 − 40 = 208 + 10 → the 258 deal.
    expect(one('belote', ['failed-base 160'], 'taker Süd\ntrump all-trump\ncards NS 40\nlast EW')).toEqual([0, 258]);
  });
});

describe('litige made (Part A v3): an exact tie is a made contract', () => {
  it('belote 71 + 10 = 81 = 81: carry 0 / 81; made 81 / 81, and no pot for the next round (92 + 10 = 102 / 60)', () => {
    const tie = 'taker Süd\ntrump hearts\ncards NS 71\nlast NS';
    const next = 'taker Süd\ntrump hearts\ncards NS 92\nlast NS';
    // carry: round 2 NS 102 + the pot 81 = 183; made: 102.
    expect(scores(run('belote', 'house', [], [tie, next]))).toEqual([
      [0, 81],
      [183, 60],
    ]);
    expect(scores(run('belote', 'house', ['litige made'], [tie, next]))).toEqual([
      [81, 81],
      [102, 60],
    ]);
  });
  it('coinche 80♥ at 81 = 81: 0 / 240 by default; litige made → 81 + 80 = 161 / 81', () => {
    const r = 'contract Süd 80 hearts\ncards NS 71\nlast NS';
    expect(one('coinche', [], r)).toEqual([0, 240]);
    expect(one('coinche', ['litige made'], r)).toEqual([161, 81]);
  });
});

describe('rounding-five (Part A v3): where rounding applies, a 5 rounds up or down', () => {
  it('coinche official 80♥, NS 75 + 10 = 85 vs 77: raw 165 / 77 → up 170 / 80, down 160 / 80', () => {
    const r = 'contract Süd 80 hearts\ncards NS 75\nlast NS';
    expect(one('coinche', [], r, 'official')).toEqual([170, 80]);
    expect(one('coinche', ['rounding-five down'], r, 'official')).toEqual([160, 80]);
  });
  it('#26 (classic, per-team, target 1000): NS at 910, then 85 → 90 reaches 1000, 85 → 80 does not', () => {
    // Rounds 1–3: capot NS at hearts, 252 → 250 each (750). Round 4: NS 150 + 10 = 160 > 2 → 160, EW 2 → 0 (NS 910).
    // Round 5: NS 75 + 10 = 85 > 77 → up: 90 / 80, NS 1000 wins game 1; down: 80 / 80, NS 990, no winner yet.
    const capot = 'taker Süd\ntrump hearts\ncapot NS';
    const last = (cards: number) => `taker Süd\ntrump hearts\ncards NS ${cards}\nlast NS`;
    const rounds = [capot, capot, capot, last(150), last(75)];
    const up = run('belote', 'house', ['rounding per-team'], rounds, 1000);
    const down = run('belote', 'house', ['rounding per-team', 'rounding-five down'], rounds, 1000);
    expect(scores(up)).toEqual([
      [250, 0],
      [250, 0],
      [250, 0],
      [160, 0],
      [90, 80],
    ]);
    expect(scores(down)[4]).toEqual([80, 80]);
    expect(up.rounds[4].belote?.gameWinner).toBe('NS');
    expect(down.rounds[4].belote?.gameWinner).toBeUndefined();
  });
});

describe('failed-belote (Part A v3): a failed taker’s belote to the taker or to the defence', () => {
  it('belote: NS 40 + 20 = 60 < 112 + 10 = 122 → dedans: taker 20 / 162; defence 0 / 162 + 20 = 182', () => {
    const r = 'taker Süd\ntrump hearts\ncards NS 40\nlast EW\nbelote Süd';
    expect(one('belote', [], r)).toEqual([20, 162]);
    expect(one('belote', ['failed-belote defence'], r)).toEqual([0, 182]);
  });
  it('coinche 110♣ coinché, 100 < 110: taker 20 / (160 + 110) × 2 = 540; defence 0 / 540 + 20 = 560', () => {
    const r = 'contract Süd 110 clubs coinche\ncards NS 80\nlast EW\nbelote Süd';
    expect(one('coinche', [], r)).toEqual([20, 540]);
    expect(one('coinche', ['failed-belote defence'], r)).toEqual([0, 560]);
  });
});

describe('bid-margin N (Part A v3): contract + N points, 0 by default; a sign is no value', () => {
  it('110♥, NS 101 + 10 = 111 vs 51: default made 221 / 51; margin 2 needs 112 → EW 160 + 110 = 270', () => {
    const r = 'contract Süd 110 hearts\ncards NS 101\nlast NS';
    expect(one('coinche', [], r)).toEqual([221, 51]);
    expect(one('coinche', ['bid-margin 2'], r)).toEqual([0, 270]);
    expect(one('coinche', ['bid-margin 2', 'coinche-success contract'], r)).toEqual([0, 270]);
  });
  it('bid-margin -1 and bid-margin two are errors naming what it takes; the round scores as with 0', () => {
    for (const bad of ['-1', 'two']) {
      const a = run('coinche', 'house', [`bid-margin ${bad}`], ['contract Süd 110 hearts\ncards NS 101\nlast NS']);
      expect(errors(a)).toEqual(['unknown-setting-value']);
      expect(a.problems.find((p) => p.code === 'unknown-setting-value')?.message).toContain(
        'a whole number, 0 or more',
      );
      expect(scores(a)[0]).toEqual([221, 51]);
    }
  });
});

describe(
  'belote-counts (D18, ISCOOL): the belote counts toward ' + 'the contract and the comparison, or only as points',
  () => {
    it(
      'belote ♥ 66 + 10 + 20 = 96 vs 86: on → made 96 / 86; ' + 'off 76 < 86 → failed, EW 162, NS keeps its belote 20',
      () => {
        const r = 'taker Süd\ntrump hearts\ncards NS 66\nlast NS\nbelote Süd';
        expect(one('belote', [], r)).toEqual([96, 86]);
        expect(one('belote', ['belote-counts off'], r)).toEqual([20, 162]);
      },
    );
    it('coinche 90♠ 72 + 10 + 20 = 102: on → 102 + 90 = 192 / 80; off 82 < 90 → EW 160 + 90 = 250, NS 20', () => {
      const r = 'contract Süd 90 spades\ncards NS 72\nlast NS\nbelote Süd';
      expect(one('coinche', [], r)).toEqual([192, 80]);
      expect(one('coinche', ['belote-counts off'], r)).toEqual([20, 250]);
    });
  },
);

describe('end-tie (D20): equal totals at the target — another round, or the winners of the last contract', () => {
  it(
    'belote, target 1000: 910 / 948, then NS makes 100 / 62 → 1010 = 1010; another-round: no winner until EW ' +
      'makes 110 / 52 next',
    () => {
      const rounds = [
        'score NS 910 EW 948',
        'taker Süd\ntrump hearts\ncards NS 90\nlast NS',
        'taker Ost\ntrump clubs\ncards EW 100\nlast EW',
      ];
      const a = run('belote', 'house', [], rounds, 1000);
      expect(a.rounds.map((r) => r.belote?.gameWinner)).toEqual([undefined, undefined, 'EW']);
      expect(a.settlement.games?.[0].totals).toEqual({ NS: 1062, EW: 1120 });
      const b = run('belote', 'house', ['end-tie last-contract'], rounds, 1000);
      expect(b.rounds[1].belote?.gameWinner).toBe('NS');
      expect(b.settlement.games?.[0]).toMatchObject({ lastRound: 2, totals: { NS: 1010, EW: 1010 }, winner: 'NS' });
    },
  );
  it(
    'coinche, target 2000: 1820 / 1938, then 80♥ made 90 + ' + '10 + 80 = 180 / 62 → 2000 = 2000; last-contract: NS',
    () => {
      const rounds = ['score NS 1820 EW 1938', 'contract Süd 80 hearts\ncards NS 90\nlast NS'];
      expect(run('coinche', 'house', [], rounds).rounds[1].belote?.gameWinner).toBeUndefined();
      expect(run('coinche', 'house', ['end-tie last-contract'], rounds).rounds[1].belote?.gameWinner).toBe('NS');
    },
  );
});

describe(
  'belote-only-win (D21, FFB-C §10.3): crossing the target ' + 'only through belote in a failed round — coinche only',
  () => {
    // 990 + 20 (failed taker’s belote) = 1010 ≥ 1000, but 990 < 1000 without it.
    const failWithBelote = 'contract Nord 100 hearts\ncards NS 70\nlast EW\nbelote Nord';
    it(
      'coinche official (off): no win yet; when NS takes no trick in the next round (EW capot) it still has not ' +
        'won; a round with a trick wins',
      () => {
        const rounds = [
          'score NS 990 EW 300',
          failWithBelote,
          'contract Ost 80 spades\ncapot EW',
          'contract Süd 80 clubs\ncards NS 90\nlast NS',
        ];
        const a = run('coinche', 'official', [], rounds, 1000);
        // Round 2: NS 20, EW 160 + 100 = 260. Round 3: EW 252 + 80 = 332 → 330, NS 0. Round 4: NS 100 + 80 = 180, EW 62
        // →
        // 60.
        expect(scores(a)).toEqual([
          [990, 300],
          [20, 260],
          [0, 330],
          [180, 60],
        ]);
        expect(a.rounds.map((r) => r.belote?.gameWinner)).toEqual([undefined, undefined, undefined, 'NS']);
        expect(a.rounds[2].running).toEqual({ NS: 1010, EW: 890 });
        // House (on): NS wins in round 2.
        expect(run('coinche', 'house', [], rounds, 1000).rounds[1].belote?.gameWinner).toBe('NS');
      },
    );
    it('belote (classic) official: the exception does not apply — NS 985 + 20 = 1005 wins at once', () => {
      const a = run(
        'belote',
        'official',
        [],
        ['score NS 985 EW 700', 'taker Nord\ntrump hearts\ncards NS 70\nlast EW\nbelote Nord'],
        1000,
      );
      expect(scores(a)[1]).toEqual([20, 162]);
      expect(a.rounds[1].belote?.gameWinner).toBe('NS');
    });
  },
);

describe('overtrump and partner-master (tricks only, FFB-B/FFB-C §5.2), written in the header, for both games', () => {
  const bid = (game: Game) => (game === 'belote' ? 'taker Süd\ntrump hearts' : 'contract Süd 80 hearts');
  // West leads ♠A, Nord cuts with ♥9; Ost has no spade, holds ♥J ♥8 ♦K.
  const overtrump = (game: Game) => `${bid(game)}\nhand Ost ♥J ♥8 ♦K\ntrick West ♠A, Nord ♥9, Ost ♥8, Süd ♠7`;
  // West leads ♠K, Nord (Süd’s partner) wins it with ♠A; Süd has no spade, holds ♦K ♥7.
  const partner = (game: Game) => `${bid(game)}\nhand Süd ♦K ♥7\ntrick West ♠K, Nord ♠A, Ost ♠7, Süd ♦K`;
  for (const game of ['belote', 'coinche'] as const) {
    it(`${game}: overtrump on — ♥8 under ♥9 is illegal (♥J was allowed); off — any trump, ♥8 is fine`, () => {
      const on = run(game, 'house', [], [overtrump(game)]);
      expect(errors(on)).toEqual(['illegal-card']);
      expect(on.problems.find((p) => p.code === 'illegal-card')?.message).toMatch(
        /must overtrump ♥9: ♥J was allowed, ♥8 is not/,
      );
      expect(errors(run(game, 'house', ['overtrump off'], [overtrump(game)]))).toEqual([]);
    });
    it(
      `${game}: partner-master on — the partner holds the trick, ♦K may be discarded; off — must trump, ♥7 was ` +
        `the only card`,
      () => {
        expect(errors(run(game, 'house', [], [partner(game)]))).toEqual([]);
        const off = run(game, 'house', ['partner-master off'], [partner(game)]);
        expect(errors(off)).toEqual(['illegal-card']);
        expect(off.problems.find((p) => p.code === 'illegal-card')?.message).toMatch(/♥7 was allowed, ♦K is not/);
      },
    );
  }
});
