// score-format.md § Lexical rules: encodings, line ends, tabs, comments, quotes, separators, case, cards.

import { describe, expect, it } from 'vitest';
import type { RoundItem } from '../../src/format';
import { parseScore } from '../../src/games/syntax';

const DK = 'game doppelkopf\nplayers Anna Ben Clara Dora\n';

function items(text: string): RoundItem[] {
  return parseScore(text).rounds.flatMap((r) => r.items);
}

describe('line ends and BOM ("UTF-8, with or without BOM; LF or CRLF")', () => {
  it('CRLF: same tree, no \\r in tokens, same columns', () => {
    const lf = `${DK}round 1\n  re Anna Bert\n  score Anna +2 Ben -2 Clara +2 Dora -2\n`;
    const crlf = lf.replace(/\n/g, '\r\n');
    const a = parseScore(lf);
    const b = parseScore(crlf);
    expect(b.problems).toEqual(a.problems);
    expect(b.rounds).toEqual(a.rounds);
    expect(b.problems.map((p) => [p.code, p.range.start.line, p.range.start.character, p.range.end.character])).toEqual(
      [['unknown-name', 3, 10, 14]],
    );
    expect(b.lineCount).toBe(6);
  });
  it('BOM: stripped; columns on line 0 are counted after it, like VS Code', () => {
    const doc = parseScore('\uFEFFgame jass\nplayers A B C D');
    expect(
      doc.problems.map((p) => [p.code, p.range.start.line, p.range.start.character, p.range.end.character]),
    ).toEqual([['unknown-game', 0, 5, 9]]);
    expect(parseScore(`\uFEFF${DK}`).header.game?.kind).toBe('doppelkopf');
    expect(parseScore(`\uFEFF${DK}`).problems).toEqual([]);
  });
});

describe('tabs, indentation, comments', () => {
  it('tabs separate like spaces; columns stay UTF-16 indices (VS Code)', () => {
    const doc = parseScore(`${DK}round\n\tre\tAnna\tBert\n`);
    expect(doc.problems.map((p) => [p.code, p.range.start.character, p.range.end.character])).toEqual([
      ['unknown-name', 9, 13],
    ]);
  });
  it('`#` comments run to the end of the line, and a comment-only line is nothing', () => {
    const doc = parseScore(
      `# evening at Clara's\n${DK}round # first\n  # nothing happened\n  re Anna Clara # queens\n`,
    );
    expect(doc.problems.filter((p) => p.code !== 'missing-game')).toEqual([]);
    expect(doc.problems.map((p) => p.code)).toEqual([]);
    const re = doc.rounds[0].items[0];
    expect(re.range).toEqual({ start: { line: 5, character: 2 }, end: { line: 5, character: 15 } });
  });
  it('title is the rest of the line without the comment', () => {
    const doc = parseScore('game doppelkopf\ntitle  Skat-Abend, "bei" Clara #2  # not in the title\nplayers A B C D');
    expect(doc.header.title?.text).toBe('Skat-Abend, "bei" Clara');
    expect(doc.header.title?.range).toEqual({ start: { line: 1, character: 7 }, end: { line: 1, character: 30 } });
  });
});

describe('names ("Unicode letters, digits, _ - . \'; or a double-quoted string")', () => {
  it('quoted names may hold spaces and #; they match case-insensitively and show as first written', () => {
    const doc = parseScore('game doppelkopf\nplayers "Anna M." Ben "C #1" Dora # four\nround\n  re "anna m." "c #1"\n');
    expect(doc.problems).toEqual([]);
    expect(doc.header.players.map((p) => [p.text, p.quoted, p.key])).toEqual([
      ['Anna M.', true, 'anna m.'],
      ['Ben', false, 'ben'],
      ['C #1', true, 'c #1'],
      ['Dora', false, 'dora'],
    ]);
    const re = doc.rounds[0].items[0];
    expect(re.kind === 're' && re.players.map((p) => [p.ref, p.range.start.character, p.range.end.character])).toEqual([
      [{ kind: 'player', index: 0 }, 5, 14],
      [{ kind: 'player', index: 2 }, 15, 21],
    ]);
  });
  it('letters beyond ASCII, apostrophes, dots; NFC and NFD spellings are one name', () => {
    const nfd = 'Su\u0308d';
    const doc = parseScore(`game belote\nplayers Nord O'Neil Süd Dr.West\nround\n  taker ${nfd}\n  last o'neil\n`);
    expect(doc.problems).toEqual([]);
    const [taker, last] = doc.rounds[0].items;
    expect(taker.kind === 'taker' && taker.player.ref).toEqual({ kind: 'player', index: 2 });
    expect(last.kind === 'last' && last.side.ref).toEqual({ kind: 'player', index: 1 });
  });
  it('commas separate arguments like spaces', () => {
    const doc = parseScore(`${DK}round\n  score Anna +2,Ben -2, Clara +2 ,Dora -2\n`);
    expect(doc.problems).toEqual([]);
    const score = doc.rounds[0].items[0];
    expect(
      score.kind === 'score' && score.entries.map((e) => [e.side.text, e.value.value, e.value.range.start.character]),
    ).toEqual([
      ['Anna', 2, 13],
      ['Ben', -2, 20],
      ['Clara', 2, 30],
      ['Dora', -2, 39],
    ]);
  });
});

describe('keywords are case-insensitive', () => {
  it('GAME, PLAYERS, ROUND, Re, CARDS RE', () => {
    const doc = parseScore(
      'GAME Doppelkopf\nPlayers Anna Ben Clara Dora\nROUND 1\n  Re Anna Clara\n  CARDS RE 151 Kontra 89\n  ' +
        'Marriage Anna WITH Ben\n',
    );
    expect(doc.problems).toEqual([]);
    expect(doc.header.game?.kind).toBe('doppelkopf');
    const [re, cards, marriage] = doc.rounds[0].items;
    expect(re.kind).toBe('re');
    expect(cards.kind === 'cards' && cards.sides.map((s) => s.side.ref)).toEqual([
      { kind: 'party', party: 're' },
      { kind: 'party', party: 'kontra' },
    ]);
    expect(marriage.kind === 'marriage' && marriage.partner?.ref).toEqual({ kind: 'player', index: 1 });
  });
});

describe('numbers and cards', () => {
  it('signed integers (+5, -3; the − sign of word processors too)', () => {
    const score = items(`${DK}round\nscore Anna +5 Ben -3 Clara 0 Dora \u22122\n`)[0];
    expect(score.kind === 'score' && score.entries.map((e) => e.value.value)).toEqual([5, -3, 0, -2]);
  });
  it('cards: suit symbol or letter then rank; T = 10; letters in any case', () => {
    const doc = parseScore(`${DK}round\nhand Anna ♣Q CQ cq H10 HT ht ♦A ♥️K s9 ♠J d8 C7\n`);
    expect(doc.problems).toEqual([]);
    const hand = doc.rounds[0].items[0];
    expect(hand.kind === 'hand' && hand.cards.map((c) => `${c.suit} ${c.rank}`)).toEqual([
      'clubs Q',
      'clubs Q',
      'clubs Q',
      'hearts 10',
      'hearts 10',
      'hearts 10',
      'diamonds A',
      'hearts K',
      'spades 9',
      'spades J',
      'diamonds 8',
      'clubs 7',
    ]);
    expect(hand.kind === 'hand' && hand.cards[4].text).toBe('HT');
  });
  it('rank before suit is not a card', () => {
    expect(parseScore(`${DK}round\nhand Anna Q♣\n`).problems.map((p) => p.code)).toEqual(['bad-card']);
  });
});

describe('every Doppelkopf directive (score-format.md § Rounds › Doppelkopf)', () => {
  it('builds typed items', () => {
    const text = `game doppelkopf
players Anna Ben Clara Dora Emil
round
  out Emil
  marriage Anna with Ben
  announce re no60
  augen kontra 100
  tricks re 7 kontra 5
  extras re fox fox karlchen
  bock 2
round
  out Anna
  marriage Ben alone
round
  out Ben
  silent-marriage Clara
  bock
round
  out Clara
  poverty Dora with Emil
  marriage Anna
  trick Dora ♣Q, Emil ♣A, Anna ♣10, Ben ♣K => Dora 28
`;
    const doc = parseScore(text);
    expect(doc.problems).toEqual([]);
    const [r1, r2, r3, r4] = doc.rounds.map((r) => r.items);
    expect(r1.map((i) => i.kind)).toEqual(['out', 'marriage', 'announce', 'cards', 'tricks', 'extras', 'bock']);
    const extras = r1[5];
    expect(extras.kind === 'extras' && extras.items.map((t) => t.text)).toEqual(['fox', 'fox', 'karlchen']);
    expect(r1[6].kind === 'bock' && r1[6].count?.value).toBe(2);
    expect(r2[1]).toMatchObject({ kind: 'marriage', alone: true, partner: undefined });
    expect(r3[1]).toMatchObject({ kind: 'silent-marriage', player: { text: 'Clara' } });
    expect(r3[2]).toMatchObject({ kind: 'bock', count: undefined });
    expect(r4[1]).toMatchObject({ kind: 'poverty', player: { text: 'Dora' }, partner: { text: 'Emil' } });
    expect(r4[2]).toMatchObject({ kind: 'marriage', alone: false, partner: undefined });
    const trick = r4[3];
    expect(trick.kind).toBe('trick');
    if (trick.kind !== 'trick') return;
    expect(trick.plays.map((p) => [p.player.ref, p.card.suit, p.card.rank])).toEqual([
      [{ kind: 'player', index: 3 }, 'clubs', 'Q'],
      [{ kind: 'player', index: 4 }, 'clubs', 'A'],
      [{ kind: 'player', index: 0 }, 'clubs', '10'],
      [{ kind: 'player', index: 1 }, 'clubs', 'K'],
    ]);
    expect(trick.winner?.ref).toEqual({ kind: 'player', index: 3 });
    expect(trick.value?.value).toBe(28);
    expect(doc.rounds[3].range).toEqual({ start: { line: 17, character: 0 }, end: { line: 21, character: 53 } });
  });
});

describe('every Belote / Coinche directive (score-format.md § Rounds › Belote and Coinche)', () => {
  it('trump aliases sans-atout / tout-atout', () => {
    const t = (w: string) => items(`game belote\nplayers N O S W\nround\ntrump ${w}\n`)[0];
    expect(t('sans-atout')).toMatchObject({ trump: 'no-trump' });
    expect(t('tout-atout')).toMatchObject({ trump: 'all-trump' });
    expect(t('No-Trump')).toMatchObject({ trump: 'no-trump' });
    expect(t('diamonds')).toMatchObject({ trump: 'diamonds' });
  });
  it('contract values capot / generale / générale, surcoinche, announce, capot, generale, total', () => {
    const doc = parseScore(`game coinche
players Nord Ost Süd West
teams NS EW
round
  contract Süd capot no-trump surcoinche
  announce NS tierce 50
  capot Süd
  total NS 500 EW 0
round
  contract Ost générale all-trump
  générale Ost
  score Ost-West 1000, Nord-Süd 0
`);
    const [r1, r2] = doc.rounds.map((r) => r.items);
    // `Ost-West`/`Nord-Süd` are no team names here (teams NS EW are not declared): written teams are
    // only the default ones when there is no `teams` line.
    expect(doc.problems.map((p) => p.code)).toEqual(['unknown-name', 'unknown-name']);
    expect(r1[0]).toMatchObject({
      kind: 'contract',
      value: { value: 'capot' },
      trump: { trump: 'no-trump' },
      modifier: { value: 'surcoinche' },
    });
    expect(r1[1]).toMatchObject({ kind: 'announce', side: { ref: { kind: 'team', index: 0 } } });
    expect(r1[1].kind === 'announce' && r1[1].items.map((t) => t.text)).toEqual(['tierce', '50']);
    expect(r1[2]).toMatchObject({ kind: 'capot', side: { ref: { kind: 'player', index: 2 } } });
    expect(r1[3]).toMatchObject({ kind: 'total' });
    expect(r2[0]).toMatchObject({ kind: 'contract', value: { value: 'generale' }, modifier: undefined });
    expect(r2[1]).toMatchObject({ kind: 'generale', player: { ref: { kind: 'player', index: 1 } } });
  });
});
