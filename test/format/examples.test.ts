// The examples of score-format.md ("Examples") parse without a single problem, into the facts they state.

import { parseScore } from '../../src/games/syntax';
import { describe, expect, it } from 'vitest';
import { BELOTE_EXAMPLE, COINCHE_EXAMPLE, DOPPELKOPF_EXAMPLE } from './fixtures';

describe('score-format.md § Examples', () => {
  it('Doppelkopf example: header, three rounds, no problems', () => {
    const doc = parseScore(DOPPELKOPF_EXAMPLE);
    expect(doc.problems).toEqual([]);
    expect(doc.header.game?.kind).toBe('doppelkopf');
    expect(doc.header.title?.text).toBe('Doppelkopf bei Clara');
    expect(doc.header.players.map((p) => p.text)).toEqual(['Anna', 'Ben', 'Clara', 'Dora']);
    expect(doc.header.preset?.text).toBe('ddv');
    expect(doc.header.stake).toMatchObject({ cents: 5, currency: 'EUR' });
    expect(doc.header.teams).toBeUndefined();
    expect(doc.rounds.map((r) => r.items.map((i) => i.kind))).toEqual([
      ['re', 'cards', 'score'],
      ['re', 'announce', 'announce', 'cards', 'extras', 'total'],
      ['solo', 'announce', 'cards'],
    ]);
    expect(doc.rounds.map((r) => r.number?.value)).toEqual([1, 2, 3]);
    const [re, cards, score] = doc.rounds[0].items;
    expect(re.kind === 're' && re.players.map((p) => p.ref)).toEqual([
      { kind: 'player', index: 0 },
      { kind: 'player', index: 2 },
    ]);
    expect(cards.kind === 'cards' && cards.sides.map((s) => [s.side.ref, s.value.value])).toEqual([
      [{ kind: 'party', party: 're' }, 151],
    ]);
    expect(score.kind === 'score' && score.entries.map((e) => e.value.value)).toEqual([2, -2, 2, -2]);
    const solo = doc.rounds[2].items[0];
    expect(solo.kind === 'solo' && [solo.player.text, solo.soloKind.text, solo.duty?.text]).toEqual([
      'Dora',
      'queens',
      'duty',
    ]);
    const announce = doc.rounds[1].items[1];
    expect(announce.kind === 'announce' && announce.items.map((t) => t.text)).toEqual(['no90']);
  });

  it('Belote example: default teams Nord-Süd / Ost-West, names of players stand for teams', () => {
    const doc = parseScore(BELOTE_EXAMPLE);
    expect(doc.problems).toEqual([]);
    expect(doc.header.teams?.map((t) => t.text)).toEqual(['Nord-Süd', 'Ost-West']);
    expect(doc.header.teamsExplicit).toBe(false);
    expect(doc.header.target?.value).toBe(1000);
    const items = doc.rounds[0].items;
    expect(items.map((i) => i.kind)).toEqual(['taker', 'trump', 'cards', 'last', 'belote', 'score']);
    const cards = items[2];
    expect(cards.kind === 'cards' && cards.sides.map((s) => [s.side.ref, s.value.value])).toEqual([
      [{ kind: 'team', index: 0 }, 90],
      [{ kind: 'team', index: 1 }, 62],
    ]);
    const last = items[3];
    expect(last.kind === 'last' && last.side.ref).toEqual({ kind: 'player', index: 2 });
    expect(doc.rounds[0].number).toBeUndefined();
  });

  it('Coinche example: explicit teams, contract with coinche', () => {
    const doc = parseScore(COINCHE_EXAMPLE);
    expect(doc.problems).toEqual([]);
    expect(doc.header.teams?.map((t) => t.text)).toEqual(['NS', 'EW']);
    expect(doc.header.teamsExplicit).toBe(true);
    const contract = doc.rounds[0].items[0];
    expect(contract.kind).toBe('contract');
    if (contract.kind !== 'contract') return;
    expect(contract.player.ref).toEqual({ kind: 'player', index: 2 });
    expect(contract.value.value).toBe(90);
    expect(contract.trump.trump).toBe('spades');
    expect(contract.modifier?.value).toBe('coinche');
  });
});
