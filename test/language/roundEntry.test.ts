// The "Add round" form's text: each answer becomes the format's line (score-format.md), in the sheet's own words, and
// the round lands where the player asked; the text parses back to the facts and the scores the format's examples give.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeMarkdown, analyzeScore } from '../../src/analysis/analyze';
import {
  detectIndent,
  previewRoundEntry,
  detectSheetWords,
  keywordsInSheetWords,
  planRoundInsert,
  roundText as gameRoundText,
  type RoundInput,
  type RoundTextContext,
} from '../../src/language/roundEntry';
import { gameOf } from '../../src/games/registry';

/** The round as the answers' game writes it. */
const roundText = (input: RoundInput, ctx: RoundTextContext) => gameRoundText(gameOf(input.game), input, ctx);

const EN = { words: 'en', indent: '  ' } as const;
const DK_HEADER = 'game doppelkopf\nplayers Anna Ben Clara Dora\nrules ddv\n';

function insert(text: string, at: { line: number; character: number; text: string }): string {
  const lines = text.split('\n');
  let offset = 0;
  for (let i = 0; i < at.line; i++) offset += lines[i].length + 1;
  offset += at.character;
  return text.slice(0, offset) + at.text + text.slice(offset);
}

describe('Doppelkopf rounds (score-format.md § Doppelkopf)', () => {
  it('a normal game: re, announcements, card points of Re, extras', () => {
    const input: RoundInput = {
      game: 'doppelkopf',
      type: 'normal',
      re: ['Anna', 'Clara'],
      announce: { re: 'no90', kontra: 'announce' },
      result: { kind: 'cards', re: 140 },
      extras: { kontra: ['fox'] },
    };
    expect(roundText(input, { ...EN, number: 2 })).toBe(
      'round 2\n  re Anna Clara\n  announce re no90\n  announce kontra\n  cards re 140\n  extras kontra fox\n',
    );
  });

  it('round 1 of the format example scores +2 for Re (151 card points, nothing announced)', () => {
    const text = roundText(
      { game: 'doppelkopf', type: 'normal', re: ['Anna', 'Clara'], result: { kind: 'cards', re: 151 } },
      EN,
    );
    const a = analyzeScore(`${DK_HEADER}\n${text}`);
    expect(a.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(a.rounds[0].scores).toEqual({ Anna: 2, Ben: -2, Clara: 2, Dora: -2 });
  });

  it('a won queens solo with 185 card points: won, no 90, no 60 = 3, the soloist ×3 (rules/doppelkopf.md)', () => {
    const text = roundText(
      { game: 'doppelkopf', type: 'solo', player: 'Dora', soloKind: 'queens', result: { kind: 'cards', re: 185 } },
      EN,
    );
    expect(text).toBe('round\n  solo Dora queens\n  cards re 185\n');
    const a = analyzeScore(`${DK_HEADER}\n${text}`);
    expect(a.rounds[0].scores).toEqual({ Anna: -3, Ben: -3, Clara: -3, Dora: 9 });
  });

  it('a duty solo, a marriage alone, quoted names', () => {
    expect(roundText({ game: 'doppelkopf', type: 'solo', player: 'Anna M.', soloKind: 'jacks', duty: true }, EN)).toBe(
      'round\n  solo "Anna M." jacks duty\n',
    );
    expect(roundText({ game: 'doppelkopf', type: 'marriage', player: 'Ben' }, EN)).toBe(
      'round\n  marriage Ben alone\n',
    );
  });

  it('German words in a German sheet: hochzeit … mit, augen, sonderpunkte, keine90', () => {
    const input: RoundInput = {
      game: 'doppelkopf',
      type: 'marriage',
      player: 'Ben',
      partner: 'Anna',
      announce: { re: 'no90' },
      result: { kind: 'cards', re: 165 },
      extras: { re: ['doppelkopf', 'fox', 'fox'] },
    };
    expect(roundText(input, { words: 'de', indent: '\t', number: 6 })).toBe(
      'spiel 6\n\thochzeit Ben mit Anna\n\tansage re keine90\n\taugen re 165\n\tsonderpunkte re doppelkopf fuchs ' +
        'fuchs\n',
    );
  });

  it('who won and the value only: won PARTY N (gewonnen in German)', () => {
    const input: RoundInput = {
      game: 'doppelkopf',
      type: 'normal',
      re: ['Ben', 'Dora'],
      result: { kind: 'won', party: 'kontra', value: 3 },
    };
    expect(roundText(input, EN)).toBe('round\n  re Ben Dora\n  won kontra 3\n');
    expect(roundText(input, { words: 'de', indent: '  ' })).toBe('spiel\n  re Ben Dora\n  gewonnen kontra 3\n');
  });

  it('missing or malformed answers leave their line out', () => {
    const input = {
      game: 'doppelkopf',
      type: 'normal',
      re: [],
      result: { kind: 'cards', re: Number.NaN },
    } as RoundInput;
    expect(roundText(input, EN)).toBe('round\n');
  });
});

describe('Belote and Coinche rounds (score-format.md § Belote and Coinche)', () => {
  const teams = ['Nord-Süd', 'Ost-West'] as const;

  it('the belote example: taker, trump, one team’s cards, last trick, belote → Nord-Süd 100, Ost-West 82', () => {
    const text = roundText(
      { game: 'belote', taker: 'Süd', trump: 'hearts', cards: { team: 0, points: 90 }, last: 0, belote: 1 },
      { ...EN, teams },
    );
    expect(text).toBe('round\n  taker Süd\n  trump hearts\n  cards Nord-Süd 90\n  last Nord-Süd\n  belote Ost-West\n');
    const a = analyzeScore(`game belote\nplayers Nord Ost Süd West\nrules house\n\n${text}`);
    expect(a.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 100, 'Ost-West': 82 });
  });

  it('a coinched contract with announcements, in French words', () => {
    const text = roundText(
      {
        game: 'coinche',
        taker: 'Süd',
        contract: 90,
        trump: 'spades',
        coinche: 'coinche',
        announce: { 1: ['tierce', 'fifty'] },
        cards: { team: 0, points: 100 },
        last: 0,
        belote: 1,
      },
      { words: 'fr', indent: '  ', teams: ['NS', 'EW'] },
    );
    expect(text).toBe(
      'donne\n  contrat Süd 90 pique contre\n  annonce EW tierce cinquante\n  cartes NS 100\n  der NS\n  belote EW\n',
    );
  });

  it('a capot contract and a capot', () => {
    const text = roundText(
      { game: 'coinche', taker: 'Ost', contract: 'capot', trump: 'no-trump', capot: 1 },
      { ...EN, teams: ['NS', 'EW'] },
    );
    expect(text).toBe('round\n  contract Ost capot no-trump\n  capot EW\n');
  });
});

describe('the sheet’s words and indentation', () => {
  it('reads the language most line keywords are in', () => {
    expect(detectSheetWords(DK_HEADER + 'round\n  re Anna Ben\n  cards re 130\n')).toBe('en');
    expect(detectSheetWords('game doppelkopf\nspieler A B C D\nregeln ddv\nspiel 1\n  re A B\n  augen re 130\n')).toBe(
      'de',
    );
    expect(detectSheetWords('game coinche\njoueurs N E S O\ndonne\n  contrat S 90 pique\n  cartes NS 90\n')).toBe('fr');
  });

  it('keeps the sheet’s indentation', () => {
    expect(detectIndent('game belote\nround\n    taker A\n')).toBe('    ');
    expect(detectIndent('game belote\n')).toBe('  ');
  });
});

describe('where the round goes', () => {
  const sheet = `${DK_HEADER}\nround 1\n  re Anna Ben\n  cards re 130\n\nround 2\n  re Anna Clara\n  cards re 100\n`;
  const build = (n: number | undefined): string => `round${n !== undefined ? ` ${n}` : ''}\n  re Ben Dora\n`;

  it('at the end, numbered like the sheet, after a blank line', () => {
    const a = analyzeScore(sheet);
    const at = planRoundInsert(sheet.split('\n'), a, build);
    expect(at.index).toBe(3);
    expect(insert(sheet, at)).toBe(`${sheet}\nround 3\n  re Ben Dora\n`);
  });

  it('after the round under the cursor, with blank lines around it', () => {
    const a = analyzeScore(sheet);
    const at = planRoundInsert(sheet.split('\n'), a, build, 5); // line 5 = `  re Anna Ben` of round 1
    expect(at.index).toBe(2);
    expect(insert(sheet, at)).toBe(
      `${DK_HEADER}\nround 1\n  re Anna Ben\n  cards re 130\n\nround 2\n  re Ben Dora\n\nround 2\n  re Anna ` +
        `Clara\n  cards re 100\n`,
    );
  });

  it('a cursor in the header still appends; a file without a final newline gets one', () => {
    const text = `${DK_HEADER}\nround\n  re Anna Ben`;
    const a = analyzeScore(text);
    const at = planRoundInsert(text.split('\n'), a, build, 0);
    expect(insert(text, at)).toBe(`${text}\n\nround\n  re Ben Dora\n`);
  });

  it('in Markdown, inside the block before its closing fence', () => {
    const md = 'Intro\n\n```score\ngame doppelkopf\nplayers A B C D\n\nround\n  re A B\n```\nafter\n';
    const a = analyzeMarkdown(md)[0];
    const at = planRoundInsert(md.split('\n'), a, build);
    expect(insert(md, at)).toBe(
      'Intro\n\n```score\ngame doppelkopf\nplayers A B C D\n\nround\n  re A B\n\nround\n  re Ben Dora\n```\nafter\n',
    );
  });
});

describe('the live preview', () => {
  it('scores the round in place: the bock round after a 120:120 game doubles it (rules/doppelkopf.md § Bock)', () => {
    const sheet = `${DK_HEADER}set bock on\n\nround 1\n  re Anna Ben\n  cards re 120\n`;
    const input: RoundInput = {
      game: 'doppelkopf',
      type: 'normal',
      re: ['Clara', 'Dora'],
      result: { kind: 'cards', re: 151 },
    };
    const out = planned(sheet, input);
    expect(out.preview.text).toBe('round 2\n  re Clara Dora\n  cards re 151');
    expect(out.preview.index).toBe(2);
    // Re wins (1) and Kontra has 89 < 90 (keine 90, 1): 2, doubled by the bock round → 4.
    expect(out.preview.scores).toEqual([
      { name: 'Anna', points: -4 },
      { name: 'Ben', points: -4 },
      { name: 'Clara', points: 4 },
      { name: 'Dora', points: 4 },
    ]);
    expect(out.preview.players).toEqual(['Anna', 'Ben', 'Clara', 'Dora']);
    expect(out.preview.problems).toEqual([]);
  });

  it('names the teams and reports the new round’s problems', () => {
    const sheet = 'game belote\nplayers Nord Ost Süd West\n';
    const out = planned(sheet, { game: 'belote', taker: 'Süd', trump: 'hearts', cards: { team: 0, points: 200 } });
    expect(out.preview.teams).toEqual(['Nord-Süd', 'Ost-West']);
    expect(out.preview.problems.length).toBeGreaterThan(0);
  });

  it('nothing for a file without a game', () => {
    expect(previewRoundEntry('a.score', 'players A B\n', 0, { game: 'doppelkopf', type: 'normal' })).toBeUndefined();
  });
});

function planned(text: string, input: RoundInput) {
  const out = previewRoundEntry('evening.score', text, 0, input);
  if (!out) throw new Error('no sheet');
  return out;
}

// Issue 30 (view review D4): the preview speaks the view's language, and a keyword it quotes is the sheet's own word.
describe('the preview in the display language, keywords in the sheet’s words', () => {
  const PARTIE = readFileSync('examples/coinche-partie.score', 'utf8');
  const ABEND = readFileSync('examples/doppelkopf-abend.score', 'utf8');
  // East takes 100 ♥ for EO with 100 card points, and nobody says who won the last trick: the round cannot be scored.
  const noLast: RoundInput = {
    game: 'coinche',
    taker: 'Est',
    trump: 'hearts',
    contract: 100,
    cards: { team: 1, points: 100 },
  };

  it('French view, French sheet: the problem and the summary in French, naming « der »', () => {
    const { preview } = previewRoundEntry('p.score', PARTIE, 0, noLast, undefined, 'fr')!;
    expect(preview.problems).toHaveLength(1);
    expect(preview.problems[0]).toMatch(/^Sans le dix de der \(une ligne « der »\)/);
    expect(preview.summary).toMatch(/^non comptée : /);
  });

  it('English view of the French sheet: English words, but the line is the sheet’s "der", not "last"', () => {
    const { preview } = previewRoundEntry('p.score', PARTIE, 0, noLast, undefined, 'en')!;
    expect(preview.problems[0]).toBe(
      'This round cannot be scored without who won the last trick (a "der" line); it is not counted.',
    );
  });

  it('French view of a sheet in English words: « last »', () => {
    const english = PARTIE.replace(/^joueurs /m, 'players ').replace(/^équipes /m, 'teams ');
    const text = english
      .replace(/^titre /m, 'title ')
      .replace(/^règles /m, 'rules ')
      .replace(/^mise /m, 'stake ')
      .replace(/^donne\b/gm, 'round')
      .replace(/^(\s+)contrat /gm, '$1contract ')
      .replace(/^(\s+)cartes /gm, '$1cards ')
      .replace(/^(\s+)der /gm, '$1last ');
    const { preview } = previewRoundEntry('p.score', text, 0, noLast, undefined, 'fr')!;
    expect(preview.problems[0]).toMatch(/\(une ligne « last »\)/);
  });

  it('German view: the Doppelkopf summary says gewonnen, not won', () => {
    const input: RoundInput = {
      game: 'doppelkopf',
      type: 'normal',
      re: ['Jürgen', 'Uwe'],
      result: { kind: 'cards', re: 163 },
    };
    const { preview } = previewRoundEntry('a.score', ABEND, 0, input, undefined, 'de')!;
    // Re (Jürgen, Uwe) 163:77 wins a plain game: value 1 + 1 (keine 90 gespielt, 77 < 90) = 2.
    expect(preview.summary).toBe('Re (Jürgen, Uwe) 163:77 gewonnen · Jürgen +2 Hanna \u22122 Uwe +2 Marie \u22122');
  });

  it('a quoted player name is never taken for a keyword', () => {
    expect(keywordsInSheetWords('"Der" wins; a "last" line', 'fr', ['Der'])).toBe('"Der" wins; a "der" line');
  });
});
