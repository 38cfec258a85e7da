// Skat in the editor (rules/skat.md "Round syntax"): completion of every word of its lines at each place, in the
// line's language, and the Add round form's lines, which read back to the values worked by hand.
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { completionsAt } from '../../src/language/completions';
import { roundText, type RoundInput } from '../../src/language/roundEntry';
import { GAMES, gameOf } from '../../src/games/registry';
import { skatForm, type SkatAnswers } from '../../webview/games/skat/form';
import { TABLES } from '../../webview/games/skat/strings';
import { analysisOf } from '../helpers/analyses';

const HEADER = 'game skat\nplayers Anna Ben Clara\n';

/** The labels offered on the line after `round` (line 3 of a sheet with `header`), typed up to `prefix`. */
function at(prefix: string, header = HEADER): string[] {
  const text = `${header}round\n${prefix}\n`;
  const line = header.split('\n').length;
  return completionsAt({ games: GAMES, analysis: analysisOf(text), line, prefix }).map((s) => s.label);
}

describe('completion of a declarer line, word by word', () => {
  it('the player, then the game (both languages where the line does not tell)', () => {
    expect(at('  declarer ')).toEqual(['Anna', 'Ben', 'Clara']);
    expect(at('  declarer Anna ')).toEqual(['clubs', 'spades', 'hearts', 'diamonds', 'grand', 'null']);
    expect(at('  alleinspieler Anna ')).toEqual(['kreuz', 'pik', 'herz', 'karo', 'grand', 'null']);
  });
  it('after the game: mit/ohne, hand, ouvert; after with, the Spitzen the game can have', () => {
    expect(at('  declarer Anna clubs ')).toEqual(['with', 'without', 'hand', 'ouvert']);
    expect(at('  declarer Anna clubs with ')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(at('  declarer Anna grand without ')).toEqual(['1', '2', '3', '4']);
    expect(at('  declarer Anna clubs with 2 ')).toEqual(['hand', 'ouvert']);
    expect(at('  declarer Anna clubs with 2 hand ')).toEqual(['ouvert']);
    expect(at('  declarer Anna clubs with 2 hand ouvert ')).toEqual([]);
  });
  it('in German after alleinspieler or a German word: mit, ohne, hand, offen', () => {
    expect(at('  alleinspieler Anna kreuz ')).toEqual(['mit', 'ohne', 'hand', 'offen']);
    expect(at('  alleinspieler Anna pik mit 2 ')).toEqual(['hand', 'offen']);
  });
  it('a Null has no Spitzen: hand and ouvert; revolution only with its switch', () => {
    expect(at('  declarer Anna null ')).toEqual(['hand', 'ouvert']);
    expect(at('  declarer Anna null ', `${HEADER}set revolution on\n`)).toEqual(['hand', 'ouvert', 'revolution']);
    expect(at('  declarer Anna ♥ ')).toEqual(['with', 'without', 'hand', 'ouvert']);
  });
  it('only jacks counted: a suit game offers mit/ohne 1–4', () => {
    expect(at('  declarer Anna hearts with ', `${HEADER}set spitzen-count jacks\n`)).toEqual(['1', '2', '3', '4']);
  });
});

describe('completion of the other lines', () => {
  it('announcements and levels, in the line’s words', () => {
    expect(at('  announce ')).toEqual(['schneider', 'schwarz']);
    expect(at('  ansage ')).toEqual(['schneider', 'schwarz']);
    expect(at('  schneider ')).toEqual(['announced', 'angesagt']);
  });
  it('bid: the 63 legal values, from 18 to 264', () => {
    const bids = at('  bid ');
    expect([bids.length, bids[0], bids[1], bids[bids.length - 1]]).toEqual([63, '18', '20', '264']);
  });
  it('outcome-only rows name the declarer; lost P N takes overbid (überreizt in German)', () => {
    expect(at('  won ')).toEqual(['Anna', 'Ben', 'Clara']);
    expect(at('  lost Anna 48 ')).toEqual(['overbid']);
    expect(at('  verloren Anna 48 ')).toEqual(['überreizt']);
  });
  it('Kontra names a defender; Ramsch lines name players, cards every player’s Augen under all-pass ramsch', () => {
    expect(at('  kontra ')).toEqual(['Anna', 'Ben', 'Clara']);
    expect(at('  jungfrau ')).toEqual(['Anna', 'Ben', 'Clara']);
    expect(at('  cards ')).toEqual([]);
    expect(at('  cards Anna 40 ', `${HEADER}rules pub\n`)).toEqual(['Ben', 'Clara']);
    expect(at('  pushed ')).toEqual(['1', '2', '3', '0']);
  });
  it('checkpoints: seeger by pairs, won-lost by triples', () => {
    expect(at('  seeger Anna 74 ')).toEqual(['Ben', 'Clara']);
    expect(at('  won-lost Anna 1 0 ')).toEqual(['Ben', 'Clara']);
    expect(at('  won-lost Anna 1 ')).toEqual([]);
  });
  it('hand P CARD…: the 32 cards after the player', () => {
    expect(at('  hand Anna ')).toHaveLength(32);
  });
  it('skat CARD CARD: the 32 cards, then the 31 others, then nothing', () => {
    expect(at('  skat ')).toHaveLength(32);
    const second = at('  skat ♣J ');
    expect(second).toHaveLength(31);
    expect(second).not.toContain('♣J');
    expect(at('  skat ♣J ♠J ')).toEqual([]);
  });
  it('Bierlachs’s target in the header', () => {
    const text = `${HEADER}target \n`;
    const labels = completionsAt({ games: GAMES, analysis: analysisOf(text), line: 2, prefix: 'target ' });
    expect(labels.map((s) => s.label)).toEqual(['501']);
  });
});

const EN = { words: 'en', indent: '  ' } as const;
const text = (input: RoundInput, words: 'en' | 'de' = 'en') => roundText(gameOf('skat'), input, { ...EN, words });

describe('the Add round form’s Skat round', () => {
  it('a declarer’s game in the order of the reference’s example; Kreuz mit 2 Hand, 70 Augen → 4 × 12 = +48', () => {
    const input: RoundInput = {
      game: 'skat',
      declarer: 'Anna',
      skatGame: 'clubs',
      with: true,
      spitzen: 2,
      hand: true,
      bid: 24,
      cards: 70,
    };
    const round = text(input);
    expect(round).toBe('round\n  declarer Anna clubs with 2 hand\n  bid 24\n  cards 70\n');
    const a = analyzeScore(`${HEADER}\n${round}`);
    expect(a.problems).toEqual([]);
    expect(a.rounds[0].scores.Anna).toBe(48);
  });
  it('in German: Grand Hand ohne 1, Schneider angesagt, 95 Augen → (1 + 1 + 1 + 1 + 1) × 24 = +120', () => {
    const input: RoundInput = {
      game: 'skat',
      declarer: 'Ben',
      skatGame: 'grand',
      with: false,
      spitzen: 1,
      hand: true,
      announce: 'schneider',
      cards: 95,
      tricks: 8,
      outcome: 'won',
    };
    const round = text(input, 'de');
    expect(round).toBe(
      'spiel\n  alleinspieler Ben grand ohne 1 hand\n  ansage schneider\n  augen 95\n  stiche 8\n  gewonnen\n',
    );
    const a = analyzeScore(`game skat\nspieler Anna Ben Clara\n\n${round}`);
    expect(a.problems).toEqual([]);
    expect(a.rounds[0].scores.Ben).toBe(120);
  });
  it('a Null ouvert lost, Kontra and Re under pub rules: 46 × 4, lost × 2 → −368', () => {
    const round = text({
      game: 'skat',
      declarer: 'Clara',
      skatGame: 'null',
      ouvert: true,
      outcome: 'lost',
      kontra: 're',
    });
    expect(round).toBe('round\n  declarer Clara null ouvert\n  lost\n  kontra\n  re\n');
    const a = analyzeScore(`${HEADER}rules pub\n\n${round}`);
    expect(a.problems).toEqual([]);
    expect(a.rounds[0].scores.Clara).toBe(-368);
  });
  it('no announcement outside a Hand game, no Spitzen on a Null; no declarer, no line', () => {
    expect(
      text({ game: 'skat', declarer: 'Anna', skatGame: 'null', with: true, spitzen: 2, announce: 'schwarz' }),
    ).toBe('round\n  declarer Anna null\n');
    expect(text({ game: 'skat', skatGame: 'clubs', cards: 61 })).toBe('round\n');
  });
  it('eingepasst, and a Ramsch with every player’s Augen (S25: A 52 + the skat’s 10 → −62)', () => {
    expect(text({ game: 'skat', type: 'passed' })).toBe('round\n  passed\n');
    const ramsch = text({ game: 'skat', type: 'ramsch', ramschCards: { Anna: 52, Ben: 40, Clara: 18 } });
    expect(ramsch).toBe('round\n  ramsch\n  cards Anna 52 Ben 40 Clara 18\n');
    const a = analyzeScore(`${HEADER}rules pub\n\n${ramsch}`);
    expect(a.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(a.rounds[0].scores.Anna).toBe(-62);
  });
});

describe('the view’s Skat form: its answers make the round', () => {
  const form = skatForm;
  const answers = (patch: Partial<SkatAnswers>): SkatAnswers => ({ ...form.empty(), ...patch });
  it('Pik ohne 2 Hand, bid 30, 75 Augen: (2 + 1 + 1) × 11 = +44', () => {
    const input = form.input(
      answers({ declarer: 'Ben', game: 'spades', mit: 'without', spitzen: '2', hand: 'yes', bid: '30', cards: '75' }),
      'skat',
      ['Anna', 'Ben', 'Clara'],
    );
    const round = text(input);
    expect(round).toBe('round\n  declarer Ben spades without 2 hand\n  bid 30\n  cards 75\n');
    expect(analyzeScore(`${HEADER}\n${round}`).rounds[0].scores.Ben).toBe(44);
  });
  it('eingepasst; a Ramsch with each player’s Augen', () => {
    expect(text(form.input(answers({ type: 'passed' }), 'skat', ['Anna', 'Ben', 'Clara']))).toBe('round\n  passed\n');
    const ramsch = form.input(answers({ type: 'ramsch', ramsch: { Anna: '52', Ben: '40', Clara: '18' } }), 'skat', [
      'Anna',
      'Ben',
      'Clara',
    ]);
    expect(text(ramsch)).toBe('round\n  ramsch\n  cards Anna 52 Ben 40 Clara 18\n');
  });
  it('every language’s table has the English entries', () => {
    for (const lang of ['de', 'fr'] as const)
      expect(Object.keys(TABLES[lang]).sort()).toEqual(Object.keys(TABLES.en).sort());
  });
});
