// The best-announcement rule (belote.md §4.6, FFB-C §8.3): carré over sequence, then value, then the higher carré;
// equal sequences cancel.

import { describe, expect, it } from 'vitest';
import { resolveAnnouncements } from '../../../src/games/belote/steps/announcements';
import { scoreRound } from '../../../src/games/belote/steps/score';
import { ann, ctxFor, EW, facts, NS } from './helpers';

describe('which team scores its announcements', () => {
  it('four kings beat four queens (both 100): the higher carré wins, it does not cancel', () => {
    expect(resolveAnnouncements([ann(NS, 'four-queens'), ann(EW, 'four-kings')]).counted).toEqual([0, 100]);
    expect(resolveAnnouncements([ann(NS, 'four-aces'), ann(EW, 'four-tens')]).counted).toEqual([100, 0]);
  });
  it(
    'scored: ♥, NS 80 + 10 = 90 with four queens, EW 72 ' + 'with four kings → D 172 > 90: EW 162 + 100 = 262, NS 0',
    () => {
      const f = facts({
        takerTeam: NS,
        trump: 'hearts',
        cards: [80, 72],
        last: NS,
        announcements: [ann(NS, 'four-queens'), ann(EW, 'four-kings')],
      });
      const r = scoreRound(f, ctxFor('belote', 'house'));
      expect(r?.scores).toEqual([0, 262]);
    },
  );
  it('official no-trump (FFB-C §11.2): four kings and four jacks are both 100, the kings win', () => {
    const v = resolveAnnouncements([
      ann(NS, 'four-jacks', 'no-trump', 'official'),
      ann(EW, 'four-kings', 'no-trump', 'official'),
    ]);
    expect(v.counted).toEqual([0, 100]);
  });
  it(
    'the winner scores all its announcements, even one weaker than the loser’s best: EW carré of nines 150 + ' +
      'tierce 20 over NS cent',
    () => {
      expect(resolveAnnouncements([ann(EW, 'four-nines'), ann(EW, 'tierce'), ann(NS, 'hundred')]).counted).toEqual([
        0, 170,
      ]);
    },
  );
  it('a carré of 100 beats a cent (100), a cent beats a fifty', () => {
    expect(resolveAnnouncements([ann(NS, 'hundred'), ann(EW, 'four-queens')]).counted).toEqual([0, 100]);
    expect(resolveAnnouncements([ann(NS, 'hundred'), ann(EW, 'fifty')]).counted).toEqual([100, 0]);
  });
  it('equal sequences cancel (the log has no top card): tierce = tierce, fifty = 50', () => {
    expect(resolveAnnouncements([ann(NS, 'tierce'), ann(EW, 'tierce')]).counted).toEqual([0, 0]);
    expect(resolveAnnouncements([ann(NS, 'fifty'), ann(EW, '50')]).counted).toEqual([0, 0]);
  });
});
