// The words of the game (score-format.md § "Native words"; issue 15): every German and French word
// of src/words/vocabulary.ts parses to its canonical meaning, in any case and without accents;
// docs/words.md and the grammar's word lists are made from that one table.

import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { grammarWithWords, wordsMarkdown } from '../../scripts/wordLists';
import { type RoundItem, type ScoreDocument } from '../../src/format';
import { foldWord, type WordClass } from '../../src/words/vocabulary';
import { resolveRules } from '../helpers/rules';
import { msg, render } from '../../src/messages';
import { VOCABULARY, parseScore, suggestWord } from '../../src/games/syntax';

const root = new URL('../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');

const DK = 'game doppelkopf\nplayers Anna Ben Clara Dora\n';
const BELOTE = 'game belote\nplayers Nord Ost Süd West\n';
const COINCHE = 'game coinche\nplayers Nord Ost Süd West\nteams NS EW\n';
const SKAT = 'game skat\nplayers Anna Ben Clara\nset kontra supra\nset spitze on\n';

/** A word as people type it: as listed, in capitals, capitalised, without accents. */
function spellings(form: string): string[] {
  return [...new Set([form, form.toUpperCase(), form[0].toUpperCase() + form.slice(1), foldWord(form)])];
}

function natives(cls: WordClass) {
  return VOCABULARY.filter((e) => e.cls === cls).flatMap((e) =>
    [...e.de, ...e.fr].flatMap((form) => spellings(form).map((written) => ({ canonical: e.canonical, written }))),
  );
}

function clean(text: string): ScoreDocument {
  const doc = parseScore(text);
  expect(doc.problems.map((p) => p.message)).toEqual([]);
  return doc;
}

function item(text: string): RoundItem {
  return clean(text).rounds[0].items[0];
}

// A line for each directive in a sheet of its game; `check` says what the canonical keyword reads.
const DIRECTIVES: Record<string, (w: string) => void> = {
  game: (w) => expect(clean(`${w} doppelkopf\nplayers A B C D`).header.game?.kind).toBe('doppelkopf'),
  title: (w) => expect(clean(`${DK}${w} Abend bei Clara`).header.title?.text).toBe('Abend bei Clara'),
  date: (w) => expect(clean(`${DK}${w} 2024-03-15`).header.date?.text).toBe('2024-03-15'),
  players: (w) => expect(clean(`game doppelkopf\n${w} A B C D`).header.players).toHaveLength(4),
  teams: (w) => expect(clean(`${BELOTE}${w} NS EW`).header.teams?.map((t) => t.text)).toEqual(['NS', 'EW']),
  rules: (w) => expect(clean(`${DK}${w} ddv`).header.preset?.text).toBe('ddv'),
  set: (w) => expect(clean(`${DK}${w} bock on`).header.settings).toHaveLength(1),
  stake: (w) => expect(clean(`${DK}${w} 0,10 €`).header.stake?.cents).toBe(10),
  target: (w) => expect(clean(`${BELOTE}${w} 1000`).header.target?.value).toBe(1000),
  series: (w) => expect(clean(`${DK}${w} 2`).header.series?.value).toBe(2),
  table: (w) => expect(clean(`${DK}${w} 5`).header.table?.value).toBe(5),
  timeout: (w) => expect(clean(`${DK}round\n  won re 1\n${w}`).header.timeout).toBeDefined(),
  round: (w) => expect(clean(`${DK}${w} 1\n${w} 2`).rounds.map((r) => r.number?.value)).toEqual([1, 2]),
};
const ROUND_LINES: Record<string, [sheet: string, args: string]> = {
  re: [DK, 'Anna Ben'],
  solo: [DK, 'Anna queens'],
  marriage: [DK, 'Anna with Ben'],
  'silent-marriage': [DK, 'Anna'],
  poverty: [DK, 'Anna with Ben'],
  out: [DK, 'Anna'],
  cards: [DK, 're 120'],
  tricks: [DK, 're 6'],
  announce: [DK, 're'],
  extras: [DK, 're fox'],
  bock: [DK, ''],
  'bock-trigger': [DK, '2'],
  dealer: [DK, 'Anna'],
  won: [DK, 're 3'],
  penalty: [DK, 'Anna 3'],
  points: [BELOTE, 'Süd 90'],
  score: [DK, 'Anna +1 Ben -1'],
  total: [DK, 'Anna +1 Ben -1'],
  hand: [DK, 'Anna ♣Q'],
  trick: [DK, 'Anna ♣Q, Ben ♠A, Clara H10, Dora ♦K'],
  taker: [BELOTE, 'Süd'],
  trump: [BELOTE, 'hearts'],
  last: [BELOTE, 'Süd'],
  belote: [BELOTE, 'Süd'],
  capot: [BELOTE, 'Süd'],
  contract: [COINCHE, 'Süd 90 spades'],
  generale: [COINCHE, 'Süd'],
};
for (const [k, [sheet, args]] of Object.entries(ROUND_LINES))
  DIRECTIVES[k] = (w) => expect(item(`${sheet}round\n  ${w} ${args}`).kind).toBe(k);
// Skat's own lines are one item kind, `skat`; its fact says which line it is.
const SKAT_LINES: Record<string, [args: string, fact: string]> = {
  declarer: ['Anna clubs with 1', 'declarer'],
  with: ['2', 'spitzen'],
  without: ['2', 'spitzen'],
  ouvert: ['', 'ouvert'],
  bid: ['18', 'bid'],
  skat: ['♣K ♠K', 'skat'],
  schneider: ['', 'level'],
  schwarz: ['', 'level'],
  lost: ['', 'outcome'],
  overbid: ['', 'outcome'],
  passed: ['', 'passed'],
  kontra: ['', 'kontra'],
  supra: ['', 'supra'],
  spitze: ['', 'spitze'],
  seeger: ['Anna 74', 'seeger'],
  'won-lost': ['Anna 1 0', 'won-lost'],
  ramsch: ['', 'ramsch'],
  jungfrau: ['Anna', 'jungfrau'],
  durchmarsch: ['Anna', 'durchmarsch'],
  loser: ['Anna', 'loser'],
  pushed: ['1', 'pushed'],
  'last-trick': ['Anna', 'last-trick'],
};
for (const [k, [args, fact]] of Object.entries(SKAT_LINES))
  DIRECTIVES[k] = (w) => {
    const it = item(`${SKAT}round\n  ${w} ${args}`);
    expect(it.kind === 'skat' && it.fact.type).toBe(fact);
  };

describe('directives: every German and French word reads as its keyword', () => {
  it('the table and these checks name the same directives', () => {
    expect(
      VOCABULARY.filter((e) => e.cls === 'directive')
        .map((e) => e.canonical)
        .sort(),
    ).toEqual(Object.keys(DIRECTIVES).sort());
  });
  for (const { canonical, written } of natives('directive')) {
    it(`${written} → ${canonical}`, () => DIRECTIVES[canonical](written));
  }
  it('`cards` words work in every game (augen, cartes)', () => {
    expect(item(`${COINCHE}round\n  contrat Süd 90 pique\n  cartes NS 100`)).toMatchObject({ kind: 'contract' });
    expect(clean(`${BELOTE}donne\n  augen Süd 90`).rounds[0].items[0].kind).toBe('cards');
  });
});

// Each value word in its position, and what it must read as.
const VALUES: Record<Exclude<WordClass, 'directive'>, (w: string, canonical: string) => void> = {
  'solo-kind': (w, c) => {
    const solo = item(`${DK}round\nsolo Anna ${w}`);
    expect(solo.kind === 'solo' && [solo.soloKind.word, solo.soloKind.text]).toEqual([c, w]);
  },
  duty: (w, c) => {
    const solo = item(`${DK}round\nsolo Anna queens ${w}`);
    // `forced` (`vorgeführt`, `forcé`) alone is a forced duty solo: its own token, no `duty` token.
    const token = solo.kind === 'solo' ? (c === 'forced' ? solo.forced : solo.duty) : undefined;
    expect([token?.word, token?.text]).toEqual([c, w]);
  },
  marriage: (w, c) => {
    const m = item(`${DK}round\nmarriage Anna ${w}${c === 'with' ? ' Ben' : ''}`);
    expect(m.kind === 'marriage' && [m.alone, m.partner?.ref]).toEqual(
      c === 'with' ? [false, { kind: 'player', index: 1 }] : [true, undefined],
    );
  },
  level: (w, c) => {
    const a = item(`${DK}round\nannounce re ${w}`);
    expect(a.kind === 'announce' && a.items.map((i) => [i.word, i.text])).toEqual([[c, w]]);
  },
  extra: (w, c) => {
    const x = item(`${DK}round\nextras re ${w}`);
    expect(x.kind === 'extras' && x.items.map((i) => [i.word, i.text])).toEqual([[c, w]]);
  },
  penalty: (w, c) => {
    const p = item(`${DK}round\npenalty Anna 3 ${w} Ben`);
    expect(p.kind === 'penalty' && [c, p.to?.ref]).toEqual(['to', { kind: 'player', index: 1 }]);
  },
  party: (w, c) => {
    const a = item(`${DK}round\nannounce ${w}`);
    expect(a.kind === 'announce' && a.side.ref).toEqual({ kind: 'party', party: c });
  },
  trump: (w, c) => {
    const t = item(`${BELOTE}round\ntrump ${w}`);
    expect(t.kind === 'trump' && [t.trump, t.token.word, t.token.text]).toEqual([c, c, w]);
    const k = item(`${COINCHE}round\ncontract Süd 90 ${w}`);
    expect(k.kind === 'contract' && [k.trump.trump, k.trump.token.word]).toEqual([c, c]);
  },
  contract: (w, c) => {
    const k = item(`${COINCHE}round\ncontract Süd ${w} spades`);
    expect(k.kind === 'contract' && [k.value.value, k.value.token.word]).toEqual([c, c]);
  },
  modifier: (w, c) => {
    const k = item(`${COINCHE}round\ncontract Süd 90 spades ${w}`);
    expect(k.kind === 'contract' && [k.modifier?.value, k.modifier?.token.word, k.modifier?.token.text]).toEqual([
      c,
      c,
      w,
    ]);
  },
  announcement: (w, c) => {
    const a = item(`${BELOTE}round\nannounce Süd ${w}`);
    expect(a.kind === 'announce' && a.items.map((i) => [i.word, i.text])).toEqual([[c, w]]);
  },
  'skat-game': (w, c) => {
    const d = item(`${SKAT}round\ndeclarer Anna ${w}`);
    expect(d.kind === 'skat' && d.fact.type === 'declarer' && [d.fact.game?.value, d.fact.game?.token.text]).toEqual([
      c,
      w,
    ]);
  },
  'skat-part': (w, c) => {
    const d = item(
      `${SKAT}round\n${
        c === 'overbid' ? `lost Anna 30 ${w}` : `declarer Anna null ${w}${c === 'with' || c === 'without' ? ' 1' : ''}`
      }`,
    );
    if (d.kind !== 'skat') throw new Error(d.kind);
    const f = d.fact;
    if (f.type === 'outcome') expect(f.overbid).toBe(true);
    else if (f.type === 'declarer')
      expect(
        c === 'with' || c === 'without'
          ? f.spitzen?.mit === (c === 'with')
          : f[c as 'hand' | 'ouvert' | 'revolution']?.word,
      ).toBe(c === 'with' || c === 'without' ? true : c);
  },
  'skat-level': (w, c) => {
    const d = item(`${SKAT}round\n${c === 'announced' ? `schneider ${w}` : `announce ${w}`}`);
    if (d.kind !== 'skat') throw new Error(d.kind);
    expect(d.fact.type === 'announce' ? d.fact.level : d.fact.type === 'level' && d.fact.announced && 'announced').toBe(
      c,
    );
  },
  // Header values are the rules' to read (src/engine/rules.ts): what the preset and the switch then are.
  preset: (w, c) => {
    // Each preset in a sheet of its game (`standard`: game points; isko, tournament, pub: game skat).
    const game =
      c === 'ddv'
        ? 'doppelkopf'
        : c === 'standard'
          ? 'points'
          : ['isko', 'tournament', 'pub'].includes(c)
            ? 'skat'
            : 'coinche';
    const head = c === 'ddv' ? DK : c === 'standard' ? 'game points\nplayers A B\n' : game === 'skat' ? SKAT : COINCHE;
    const { rules, problems } = resolveRules(clean(`${head}rules ${w}`).header, game);
    expect([rules.preset, problems]).toEqual([c, []]);
  },
  'switch-value': (w, c) => {
    const key = c === 'all' ? 'series' : 'bock';
    const { rules, problems } = resolveRules(clean(`${DK}set ${key} ${w}`).header, 'doppelkopf');
    expect([rules.values[key], [...rules.explicit], problems]).toEqual([c, [key], []]);
  },
};

describe('value words: every German and French word reads as its canonical word, `text` stays as written', () => {
  for (const [cls, check] of Object.entries(VALUES) as [Exclude<WordClass, 'directive'>, typeof VALUES.duty][]) {
    const canonicals = VOCABULARY.filter((e) => e.cls === cls).flatMap((e) =>
      spellings(e.canonical).map((written) => ({ canonical: e.canonical, written })),
    );
    for (const { canonical, written } of [...natives(cls), ...canonicals]) {
      it(`${cls}: ${written} → ${canonical}`, () => check(written, canonical));
    }
  }
  it('a word that is none reads as its folded text; numbers as written', () => {
    const solo = item(`${DK}round\nsolo Anna Bananen`);
    expect(solo.kind === 'solo' && solo.soloKind.word).toBe('bananen');
    const x = parseScore(`${DK}round\nextras re FÜCHSE`).rounds[0].items[0];
    expect(x.kind === 'extras' && x.items[0].word).toBe('fuchse');
    const a = item(`${BELOTE}round\nannounce Süd 50 carré-jacks`);
    expect(a.kind === 'announce' && a.items.map((i) => i.word)).toEqual(['50', 'carre-jacks']);
  });
});

describe('words players write that were rejected before (issue 30)', () => {
  it('`aus`/`aussetzen` sit a player out, `absage` and `meldung` announce, `rebelote` is a belote', () => {
    const five = 'game doppelkopf\nspieler Anna Ben Clara Dora Emil\nspiel\n';
    expect(item(`${five}aus Emil`)).toMatchObject({ kind: 'out', players: [{ text: 'Emil' }] });
    expect(item(`${five}aussetzen Emil`)).toMatchObject({ kind: 'out' });
    const absage = item(`${DK}spiel\nabsage kontra keine90`);
    expect(absage.kind === 'announce' && absage.items.map((i) => i.word)).toEqual(['no90']);
    expect(item(`${BELOTE}donne\nbelote-rebelote Süd`)).toMatchObject({ kind: 'belote' });
    // A German Belote table says Meldung for its announcements (Ansage is Doppelkopf's Re/Kontra).
    const meldung = item(`${BELOTE}spiel\nmeldung Süd tierce`);
    expect(meldung.kind === 'announce' && meldung.items.map((i) => i.word)).toEqual(['tierce']);
  });
  it('`set … an/aus`, `règles officielles`, `regeln haus`: valid, and what the rules then are', () => {
    const dk = resolveRules(clean(`${DK}set bock an\nset fox aus\nset karlchen non`).header, 'doppelkopf');
    expect(dk.problems).toEqual([]);
    expect([dk.rules.values.bock, dk.rules.values.fox, dk.rules.values.karlchen]).toEqual(['on', 'off', 'off']);
    const fr = resolveRules(clean(`${COINCHE}règles officielles`).header, 'coinche');
    expect([fr.rules.preset, fr.problems]).toEqual(['official', []]);
    expect(resolveRules(clean(`${BELOTE}regeln haus`).header, 'belote').rules.preset).toBe('house');
  });
  it('a switch value that is none of the switch is still an error naming the word as written', () => {
    const { problems } = resolveRules(clean(`${DK}set announcement aus`).header, 'doppelkopf');
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      [
        'unknown-setting-value',
        '"aus" is not a valid value for announcement; valid: plus2, double. Scoring uses announcement plus2 meanwhile.',
      ],
    ]);
  });
});

describe('names are never taken for words', () => {
  it('players called like keywords and value words of other lines', () => {
    const doc = clean(
      'game doppelkopf\n' +
        'spieler Herz Stand Der Mit\nspiel 1\n  re Stand Der\n  hochzeit Herz mit "Mit"\n  punkte Herz +3 Stand ' +
        '-1 Der -1 Mit -1\n',
    );
    const [re, marriage, score] = doc.rounds[0].items;
    expect(re.kind === 're' && re.players.map((p) => p.ref)).toEqual([
      { kind: 'player', index: 1 },
      { kind: 'player', index: 2 },
    ]);
    expect(marriage.kind === 'marriage' && [marriage.player.ref, marriage.partner?.ref]).toEqual([
      { kind: 'player', index: 0 },
      { kind: 'player', index: 3 },
    ]);
    expect(score.kind === 'score' && score.entries).toHaveLength(4);
    const solo = item(`${DK.replace('Dora', 'Herz')}round\nsolo Herz herz`);
    expect(solo.kind === 'solo' && [solo.player.ref, solo.soloKind.word]).toEqual([
      { kind: 'player', index: 3 },
      'hearts',
    ]);
  });
});

describe('misspellings: suggestions from both vocabularies', () => {
  it('a value word: the closest form, with its canonical word when it is a native one', () => {
    expect(suggestWord('extra', 'fuhcs')).toEqual({ form: 'fuchs', canonical: 'fox' });
    expect(render(msg('suggest.word', suggestWord('extra', 'fuhcs')!))).toBe('did you mean `fuchs` (fox)?');
    expect(render(msg('suggest.word', suggestWord('extra', 'foxx')!))).toBe('did you mean `fox`?');
    expect(suggestWord('trump', 'ceur')).toEqual({ form: 'cœur', canonical: 'hearts' });
    expect(suggestWord('solo-kind', 'dammen')).toEqual({ form: 'damen', canonical: 'queens' });
  });
  it('a directive: canonical keywords first, then the German and French words', () => {
    const problem = (line: string) => parseScore(`${DK}round\n${line}`).problems[0].message;
    expect(problem('scroe Anna +2')).toBe('"scroe" is not a directive; did you mean `score`?');
    expect(problem('punkt Anna +2')).toBe('"punkt" is not a directive; did you mean `punkte` (score)?');
    expect(problem('hochzet Anna mit Ben')).toBe('"hochzet" is not a directive; did you mean `hochzeit` (marriage)?');
  });
  it('a trump and a coinche', () => {
    const problems = parseScore(`${COINCHE}round\ncontract Süd 90 trefl contr`).problems.map((p) => p.message);
    expect(problems).toEqual([
      '"trefl" is not a trump; did you mean `trèfle` (clubs)? Expected clubs, spades, hearts, diamonds, no-trump ' +
        '(sans-atout) or all-trump (tout-atout).',
      '"contr" is not a coinche; did you mean `contre` (coinche)? Expected coinche or surcoinche (or nothing).',
    ]);
  });
});

describe('one table: docs/words.md and the grammar are made from it (`npm run words`)', () => {
  it('docs/words.md', async () => {
    const config = await prettier.resolveConfig(new URL('docs/words.md', root).pathname);
    expect(read('docs/words.md')).toBe(await prettier.format(wordsMarkdown(), { ...config, parser: 'markdown' }));
  });
  it('the word lists of syntaxes/score.tmLanguage.json', () => {
    const grammar = JSON.parse(read('syntaxes/score.tmLanguage.json'));
    expect(grammar).toEqual(grammarWithWords(grammar));
  });
  it('every word of score-format.md § "Native words" (the minimum) is in the table', () => {
    // Copied from the format's table, row by row.
    const minimum = [
      ...['spieler', 'titel', 'datum', 'regeln', 'einsatz', 'ziel', 'joueurs', 'titre', 'règles', 'mise'],
      ...['objectif', 'équipes', 'spiel', 'donne', 'augen', 'stiche', 'ansage', 'sonderpunkte', 'cartes'],
      ...['plis', 'annonce', 'punkte', 'stand', 'marque', 'cumul', 'damen', 'buben', 'kreuz', 'pik', 'herz'],
      ...['karo', 'fleischlos', 'damensolo', 'bubensolo', 'pflicht', 'hochzeit', 'mit', 'allein'],
      ...['stille-hochzeit', 'armut', 'keine90', 'k90', 'keine60', 'keine30', 'schwarz', 'fuchs', 'karlchen'],
      ...['doppelkopf', 'preneur', 'atout', 'contrat', 'der', 'dix-de-der', 'trèfle', 'pique', 'cœur', 'coeur'],
      ...['carreau', 'sa', 'sans-atout', 'ta', 'tout-atout', 'contre', 'surcontre', 'cinquante', 'cent'],
      ...['carré-valets', 'carré-neuf', 'carré-as', 'carré-dix', 'carré-rois', 'carré-dames'],
    ];
    const listed = new Set(VOCABULARY.flatMap((e) => [e.canonical, ...e.de, ...e.fr]).map(foldWord));
    expect(minimum.filter((x) => !listed.has(foldWord(x)))).toEqual([]);
  });
});
