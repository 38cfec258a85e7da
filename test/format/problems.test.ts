// Every problem code of src/format/codes.ts, each on a small sheet, with the exact range of the offending token.

import { describe, expect, it } from 'vitest';
import { FORMAT_CODES } from '../../src/format';
import { parseScore } from '../../src/games/syntax';

type Row = [code: string, line: number, start: number, end: number];

/** The problems of `text` as [code, line, start, end] (one line per range in this format). */
function rows(text: string): Row[] {
  return parseScore(text).problems.map((p) => {
    expect(p.range.end.line).toBe(p.range.start.line);
    return [p.code, p.range.start.line, p.range.start.character, p.range.end.character];
  });
}

function one(text: string, code: string) {
  const found = parseScore(text).problems.filter((p) => p.code === code);
  expect(found, `exactly one ${code} in\n${text}`).toHaveLength(1);
  return found[0];
}

const DK = 'game doppelkopf\nplayers Anna Ben Clara Dora\n';
const BELOTE = 'game belote\nplayers Nord Ost Süd West\n';
const COINCHE = 'game coinche\nplayers Nord Ost Süd West\n';

describe('header: game (score-format.md § Header: "required, first directive")', () => {
  it('missing-game: the first directive is not `game` (range: that directive’s keyword)', () => {
    expect(rows('# my evening\nplayers Anna Ben Clara Dora\ngame doppelkopf\n')).toEqual([['missing-game', 1, 0, 7]]);
    // The `game` line that comes later still decides the game (so names resolve as Doppelkopf).
    expect(parseScore('players A B C D\ngame doppelkopf').header.game?.kind).toBe('doppelkopf');
  });
  it('missing-game: no directive at all (range: start of the file)', () => {
    expect(rows('')).toEqual([['missing-game', 0, 0, 0]]);
    expect(rows('   # only a comment\n\n')).toEqual([['missing-game', 0, 0, 0]]);
  });
  it('unknown-game: the word after `game`', () => {
    const p = one('game jass\nplayers A B C D\n', 'unknown-game');
    expect(p.range).toEqual({ start: { line: 0, character: 5 }, end: { line: 0, character: 9 } });
    // Every game the registry has (Points and Skat were once left out).
    expect(p.message).toBe('Unknown game "jass"; expected doppelkopf, belote, coinche, points or skat.');
    expect(rows('game jass\nplayers A B C D\n')).toEqual([['unknown-game', 0, 5, 9]]);
  });
  it('missing-argument: `game` alone', () => {
    expect(rows('game\nplayers A B C D')).toEqual([['missing-argument', 0, 0, 4]]);
  });
  it('unexpected-argument: a second word after the game', () => {
    expect(rows('game doppelkopf extra\nplayers Anna Ben Clara Dora')).toEqual([['unexpected-argument', 0, 16, 21]]);
  });
});

describe('header: other directives', () => {
  it('duplicate-header: the second occurrence, on its keyword; the first one wins', () => {
    const doc = parseScore(`${DK}players A B C D\n`);
    expect(rows(`${DK}players A B C D\n`)).toEqual([['duplicate-header', 2, 0, 7]]);
    expect(doc.header.players.map((p) => p.text)).toEqual(['Anna', 'Ben', 'Clara', 'Dora']);
    expect(rows(`${DK}title A\ntitle B`)).toEqual([['duplicate-header', 3, 0, 5]]);
  });
  it('`set` may repeat (one switch per line)', () => {
    const doc = parseScore(`${DK}set bock on\nset bock-triggers tie-120 lost-solo\n`);
    expect(doc.problems).toEqual([]);
    expect(doc.header.settings.map((s) => [s.key.text, s.values.map((v) => v.text)])).toEqual([
      ['bock', ['on']],
      ['bock-triggers', ['tie-120', 'lost-solo']],
    ]);
  });
  it('header-after-round: a warning on the keyword; the directive still applies', () => {
    const doc = parseScore(`${DK}round\n  re Anna Clara\nstake 0.10 EUR\n`);
    expect(rows(`${DK}round\n  re Anna Clara\nstake 0.10 EUR\n`)).toEqual([['header-after-round', 4, 0, 5]]);
    expect(doc.problems[0].severity).toBe('warning');
    expect(doc.header.stake?.cents).toBe(10);
  });
  it('missing-players: reported on the game line', () => {
    expect(rows('game doppelkopf\nround\n')).toEqual([['missing-players', 0, 0, 15]]);
  });
  it('missing-argument: `players` alone', () => {
    expect(rows('game doppelkopf\nplayers   # later\n')).toEqual([['missing-argument', 1, 0, 7]]);
  });
  it('player-count: Doppelkopf 4 to 7 (range: the names on the players line)', () => {
    expect(rows('game doppelkopf\nplayers Anna Ben Clara')).toEqual([['player-count', 1, 8, 22]]);
    expect(rows('game doppelkopf\nplayers A B C D E F G H')).toEqual([['player-count', 1, 8, 23]]);
    expect(rows('game doppelkopf\nplayers A B C D E F G')).toEqual([]);
  });
  it('player-count: Belote and Coinche exactly 4', () => {
    expect(rows('game belote\nplayers A B C D E')).toEqual([['player-count', 1, 8, 17]]);
    expect(rows('game coinche\nplayers A B C')).toEqual([['player-count', 1, 8, 13]]);
  });
  it('duplicate-name: a player twice (case-insensitive), on the second one', () => {
    expect(rows('game doppelkopf\nplayers Anna Ben anna Dora')).toEqual([['duplicate-name', 1, 17, 21]]);
  });
  it('duplicate-name: two teams alike, or a team named like a player', () => {
    expect(rows(`${COINCHE}teams NS ns\n`)).toEqual([['duplicate-name', 2, 9, 11]]);
    expect(rows(`${COINCHE}teams Nord EW\n`)).toEqual([['duplicate-name', 2, 6, 10]]);
  });
  it('duplicate-name: a player named like a default team', () => {
    expect(rows('game belote\nplayers B-D B C D')).toEqual([['duplicate-name', 1, 8, 11]]);
  });
  it('reserved-name: a Doppelkopf player called re/kontra unquoted; quoted is fine', () => {
    expect(rows('game doppelkopf\nplayers Anna Re Clara Dora')).toEqual([['reserved-name', 1, 13, 15]]);
    expect(rows('game doppelkopf\nplayers Anna Ben Clara kontra')).toEqual([['reserved-name', 1, 23, 29]]);
    const doc = parseScore('game doppelkopf\nplayers Anna "Re" Clara Dora\nround\nre Anna "re"\ncards re 130\n');
    expect(doc.problems).toEqual([]);
    const re = doc.rounds[0].items[0];
    expect(re.kind === 're' && re.players.map((p) => p.ref)).toEqual([
      { kind: 'player', index: 0 },
      { kind: 'player', index: 1 },
    ]);
    const cards = doc.rounds[0].items[1];
    expect(cards.kind === 'cards' && cards.sides[0].side.ref).toEqual({ kind: 'party', party: 're' });
  });
  it('reserved-name: a name equal to the keyword of its line', () => {
    expect(rows('game doppelkopf\nplayers Anna players Clara Dora')).toEqual([['reserved-name', 1, 13, 20]]);
  });
  it('bad-name: characters a name may not have, or an empty quoted name', () => {
    expect(rows('game doppelkopf\nplayers An@na Ben Clara Dora')).toEqual([['bad-name', 1, 8, 13]]);
    expect(rows('game doppelkopf\nplayers "" Ben Clara Dora')).toEqual([['bad-name', 1, 8, 10]]);
  });
  it('bad-date: not YYYY-MM-DD, or no such day', () => {
    expect(rows(`${DK}date 2023-02-29`)).toEqual([['bad-date', 2, 5, 15]]);
    expect(rows(`${DK}date 15.03.2024`)).toEqual([['bad-date', 2, 5, 15]]);
    expect(rows(`${DK}date 2024-02-29`)).toEqual([]);
  });
  it('bad-stake: more than 2 decimals, negative, not an amount', () => {
    expect(rows(`${DK}stake 0.005 EUR`)).toEqual([['bad-stake', 2, 6, 11]]);
    expect(rows(`${DK}stake -0.05`)).toEqual([['bad-stake', 2, 6, 11]]);
    expect(rows(`${DK}stake lots`)).toEqual([['bad-stake', 2, 6, 10]]);
    expect(rows(`${DK}stake 0.05 ???`)).toEqual([['bad-stake', 2, 11, 14]]);
  });
  it('stake: `0.05 EUR`, `0,10 €`, `0.05`, `1 €`, `0.5€` in whole cents', () => {
    const cents = (s: string) => parseScore(`${DK}stake ${s}`).header.stake;
    expect(cents('0.05 EUR')).toMatchObject({ cents: 5, currency: 'EUR' });
    expect(cents('0,10 €')).toMatchObject({ cents: 10, currency: '€' });
    expect(cents('0.05')).toEqual({
      cents: 5,
      range: { start: { line: 2, character: 0 }, end: { line: 2, character: 10 } },
    });
    expect(cents('1 €')).toMatchObject({ cents: 100, currency: '€' });
    expect(cents('0.5€')).toMatchObject({ cents: 50, currency: '€' });
    expect(parseScore(`${DK}stake 0,10 €`).problems).toEqual([]);
  });
  it('bad-number: target not a positive whole number', () => {
    expect(rows(`${BELOTE}target 1000.5`)).toEqual([['bad-number', 2, 7, 13]]);
    expect(rows(`${BELOTE}target 0`)).toEqual([['bad-number', 2, 7, 8]]);
  });
  it('wrong-game: `teams` and `target` in Doppelkopf', () => {
    const p = one(`${DK}teams X Y\n`, 'wrong-game');
    expect(rows(`${DK}teams X Y\ntarget 1000`)).toEqual([
      ['wrong-game', 2, 0, 5],
      ['wrong-game', 3, 0, 6],
    ]);
    expect(p.message).toMatch(/Belote/);
  });
});

describe('rounds (score-format.md § Rounds)', () => {
  it('round-number: a warning with a fix, never renumbered by itself', () => {
    const doc = parseScore(`${DK}round 1\nround 3\nround 3\n`);
    expect(rows(`${DK}round 1\nround 3\nround 3\n`)).toEqual([['round-number', 3, 6, 7]]);
    const p = doc.problems[0];
    expect(p.severity).toBe('warning');
    expect(p.fix).toEqual({
      title: 'Renumber to 2',
      titleMsg: { id: 'round-number.fix', args: { index: 2 } },
      edits: [{ range: p.range, newText: '2' }],
    });
    expect(doc.rounds.map((r) => r.number?.value)).toEqual([1, 3, 3]);
    expect(doc.rounds.map((r) => r.index)).toEqual([1, 2, 3]);
  });
  it('bad-number: a round number that is not a positive number', () => {
    expect(rows(`${DK}round one\n`)).toEqual([['bad-number', 2, 6, 9]]);
  });
  it('outside-round: a round fact before the first `round`', () => {
    expect(rows(`${DK}re Anna Clara\nround\n`)).toEqual([['outside-round', 2, 0, 2]]);
  });
  it('unknown-directive: suggests the closest keyword', () => {
    const p = one(`${DK}round\n  scroe Anna +2 Ben -2\n`, 'unknown-directive');
    expect(p.range).toEqual({ start: { line: 3, character: 2 }, end: { line: 3, character: 7 } });
    expect(p.message).toMatch(/`score`/);
    expect(one(`${DK}round\n  mariage Anna with Ben\n`, 'unknown-directive').message).toMatch(/`marriage`/);
    expect(one(`${DK}round\n  xyzzy\n`, 'unknown-directive').message).not.toMatch(/did you mean/);
  });
  it('unknown-name: a name that is no player, listing the players', () => {
    const p = one(`${DK}round\n  re Anna Bert\n`, 'unknown-name');
    expect(p.range).toEqual({ start: { line: 3, character: 10 }, end: { line: 3, character: 14 } });
    expect(p.message).toMatch(/Anna, Ben, Clara, Dora/);
  });
  it('unknown-name: a party where a player is needed (Doppelkopf `score` is per player)', () => {
    expect(rows(`${DK}round\nscore re +2\n`)).toEqual([['unknown-name', 3, 6, 8]]);
  });
  it('unknown-name: Belote lists teams and players', () => {
    const p = one(`${BELOTE}round\nlast Nord-Ost\n`, 'unknown-name');
    expect(p.range).toEqual({ start: { line: 3, character: 5 }, end: { line: 3, character: 13 } });
    expect(p.message).toMatch(/Nord-Süd, Ost-West/);
  });
  it('wrong-game: a directive of the other game family, naming the game it belongs to', () => {
    expect(rows(`${DK}round\ntaker Anna\n`)).toEqual([['wrong-game', 3, 0, 5]]);
    expect(one(`${DK}round\ntaker Anna\n`, 'wrong-game').message).toMatch(/Belote/);
    expect(rows(`${BELOTE}round\nsolo Nord queens\n`)).toEqual([['wrong-game', 3, 0, 4]]);
    expect(one(`${BELOTE}round\nsolo Nord queens\n`, 'wrong-game').message).toMatch(/Doppelkopf/);
    expect(rows(`${BELOTE}round\ncontract Süd 90 spades\n`)).toEqual([['wrong-game', 3, 0, 8]]);
    expect(one(`${BELOTE}round\ncontract Süd 90 spades\n`, 'wrong-game').message).toMatch(/Coinche/);
    expect(rows(`${COINCHE}round\ntaker Süd\ntrump hearts\n`)).toEqual([
      ['wrong-game', 3, 0, 5],
      ['wrong-game', 4, 0, 5],
    ]);
    expect(rows(`${BELOTE}round\ngenerale Süd\n`)).toEqual([['wrong-game', 3, 0, 8]]);
  });
  it('missing-argument: on the keyword, or on the token the argument should follow', () => {
    expect(rows(`${DK}round\nre\n`)).toEqual([['missing-argument', 3, 0, 2]]);
    expect(rows(`${DK}round\nsolo Dora\n`)).toEqual([['missing-argument', 3, 5, 9]]);
    expect(rows(`${DK}round\npoverty Anna with\n`)).toEqual([['missing-argument', 3, 13, 17]]);
    expect(rows(`${DK}round\nscore Anna +2 Ben\n`)).toEqual([['missing-argument', 3, 14, 17]]);
    expect(rows(`${DK}round\nscore Anna Ben -2\n`)).toEqual([['missing-argument', 3, 6, 10]]);
    expect(rows(`${DK}round\ntrick Anna ♣Q, Ben\n`)).toEqual([['missing-argument', 3, 15, 18]]);
    expect(rows(`${DK}round\nmarriage with Ben\n`)).toEqual([['missing-argument', 3, 0, 8]]);
    expect(rows(`${DK}round\ntrick Anna ♣Q =>\n`)).toEqual([['missing-argument', 3, 14, 16]]);
    expect(rows(`${DK}round\ntrick ♣Q Ben ♣A\n`)).toEqual([['missing-argument', 3, 6, 8]]);
  });
  it('unexpected-argument: surplus words, in one range', () => {
    expect(rows(`${DK}round\nsolo Dora queens duty now please\n`)).toEqual([['unexpected-argument', 3, 22, 32]]);
    expect(rows(`${DK}round\nannounce re no90 no60\n`)).toEqual([['unexpected-argument', 3, 17, 21]]);
    expect(rows(`${DK}round\nscore Anna +2 -2\n`)).toEqual([['unexpected-argument', 3, 14, 16]]);
    expect(rows(`${DK}round 1 re Anna\n`)).toEqual([['unexpected-argument', 2, 8, 15]]);
  });
  it('bad-number: a number that is not a whole number', () => {
    expect(rows(`${DK}round\ncards re 15x\n`)).toEqual([['bad-number', 3, 9, 12]]);
    expect(rows(`${DK}round\nbock twice\n`)).toEqual([['bad-number', 3, 5, 10]]);
    expect(rows(`${DK}round\nscore Anna 99999999999999999999 Ben -2\n`)).toEqual([['bad-number', 3, 11, 31]]);
  });
  it('bad-card: the card token; the other cards are kept', () => {
    const doc = parseScore(`${DK}round\nhand Anna ♣Q X9 H10\n`);
    expect(rows(`${DK}round\nhand Anna ♣Q X9 H10\n`)).toEqual([['bad-card', 3, 13, 15]]);
    const hand = doc.rounds[0].items[0];
    expect(hand.kind === 'hand' && hand.cards.map((c) => c.suit + c.rank)).toEqual(['clubsQ', 'hearts10']);
    expect(rows(`${DK}round\ntrick Anna ♣Q, Ben ♣11\n`)).toEqual([['bad-card', 3, 19, 22]]);
  });
  it('bad-trump: Belote trump and Coinche contract suit', () => {
    expect(rows(`${BELOTE}round\ntrump bananas\n`)).toEqual([['bad-trump', 3, 6, 13]]);
    // (`trefle` was the example here until version 2 made it a French word for clubs.)
    expect(rows(`${COINCHE}round\ncontract Süd 90 batons\n`)).toEqual([['bad-trump', 3, 16, 22]]);
  });
  it('bad-contract: value not a number, capot or generale; modifier not coinche/surcoinche', () => {
    expect(rows(`${COINCHE}round\ncontract Süd eighty spades\n`)).toEqual([['bad-contract', 3, 13, 19]]);
    expect(rows(`${COINCHE}round\ncontract Süd "90" spades\n`)).toEqual([['bad-contract', 3, 13, 17]]);
    expect(rows(`${COINCHE}round\ncontract Süd 90 spades double\n`)).toEqual([['bad-contract', 3, 23, 29]]);
  });
  it('a numeric contract value is kept, even one the rules do not allow (85, 70, -10): the engine judges it', () => {
    for (const v of [85, 70, -10, 90]) {
      const doc = parseScore(`${COINCHE}round\ncontract Süd ${v} spades coinche\n`);
      expect(doc.problems).toEqual([]);
      const item = doc.rounds[0].items[0];
      expect(item.kind === 'contract' && [item.value.value, item.trump.trump, item.modifier?.value]).toEqual([
        v,
        'spades',
        'coinche',
      ]);
    }
  });
  it('unterminated-quote: from the quote to the end of the line', () => {
    const text = 'game doppelkopf\nplayers "Anna M. Ben Clara Dora   \n';
    const p = one(text, 'unterminated-quote');
    expect(p.range).toEqual({ start: { line: 1, character: 8 }, end: { line: 1, character: 31 } });
    // The name is still read (to the end of the line), so the rest of the sheet resolves what it can.
    expect(parseScore(text).header.players.map((x) => x.text)).toEqual(['Anna M. Ben Clara Dora']);
  });
});

describe('FORMAT_CODES documents every code the parser reports', () => {
  it('has a description for each code used above', () => {
    for (const code of [
      'missing-game',
      'unknown-game',
      'duplicate-header',
      'header-after-round',
      'missing-players',
      'player-count',
      'duplicate-name',
      'reserved-name',
      'unknown-name',
      'unknown-directive',
      'wrong-game',
      'outside-round',
      'missing-argument',
      'unexpected-argument',
      'bad-number',
      'bad-card',
      'bad-date',
      'bad-stake',
      'bad-trump',
      'bad-contract',
      'round-number',
      'unterminated-quote',
      'bad-name',
    ]) {
      expect(FORMAT_CODES[code], code).toBeTruthy();
    }
  });
});
