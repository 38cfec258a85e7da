// A paper list of five players (the dealer sits out, score-format.md "Dealer, sitting out, duty solos"): only the
// winners and the game value (`gewonnen P Q N`, "Outcome-only rounds"), one round with its `out` line written
// anyway, and one solo. Every value below is worked out by hand from rules/doppelkopf.md (a winner of a normal game
// +N, a loser −N; a soloist ±3N, each opponent ∓N; whoever sits out scores 0 and plays no game).
//
// The deal passes on after each game: Anna deals round 1, then Ben, Clara, Dora, Emil, Anna, Ben.
//
// | round | dealer, out | what is written                 | Anna | Ben | Clara | Dora | Emil | pairs: won / lost      |
// |-------|-------------|---------------------------------|------|-----|-------|------|------|------------------------|
// | 1     | Anna        | gewonnen Ben Clara 2            |   0  |  +2 |   +2  |  −2  |  −2  | Ben–Clara / Dora–Emil  |
// | 2     | Ben         | gewonnen Anna Dora 3            |  +3  |   0 |   −3  |  +3  |  −3  | Anna–Dora / Clara–Emil |
// | 3     | Clara       | out Clara, gewonnen Anna Ben 1  |  +1  |  +1 |    0  |  −1  |  −1  | Anna–Ben / Dora–Emil   |
// | 4     | Dora        | solo Emil damen, gewonnen Emil 2|  −2  |  −2 |   −2  |   0  |  +6  | a solo: none           |
// | 5     | Emil        | gewonnen Anna Clara 2           |  +2  |  −2 |   +2  |  −2  |   0  | Anna–Clara / Ben–Dora  |
// | 6     | Anna        | gewonnen Dora Emil 1            |   0  |  −1 |   −1  |  +1  |  +1  | Dora–Emil / Ben–Clara  |
// | 7     | Ben         | gewonnen Clara Dora 3           |  −3  |   0 |   +3  |  +3  |  −3  | Clara–Dora / Anna–Emil |
//
// | player | sits out | games | wins | win rate    | points | average per game | as Re | as Kontra | solos |
// |--------|----------|-------|------|-------------|--------|------------------|-------|-----------|-------|
// | Anna   | 1, 6     | 5     | 3    | 3/5 = 60 %  | +1     | 1/5 = 0.2        | 0/0   | 0/1       | 0/0   |
// | Ben    | 2, 7     | 5     | 2    | 2/5 = 40 %  | −2     | −2/5 = −0.4      | 0/0   | 0/1       | 0/0   |
// | Clara  | 3        | 6     | 3    | 3/6 = 50 %  | +1     | 1/6 ≈ 0.17       | 0/0   | 0/1       | 0/0   |
// | Dora   | 4        | 6     | 3    | 3/6 = 50 %  | +2     | 2/6 ≈ 0.33       | 0/0   | 0/0       | 0/0   |
// | Emil   | 5        | 6     | 2    | 2/6 ≈ 33 %  | −2     | −2/6 ≈ −0.33     | 1/1   | 0/0       | 1/1   |
//
// 7 games × 4 at the table = 28 games (5 + 5 + 6 + 6 + 6); the points sum to 0. Re and Kontra are known only in the
// solo (round 4: Emil is Re, Anna, Ben and Clara Kontra): a `gewonnen P Q N` row names the winners, not which party
// was Re.
//
// Who wins with whom (normal games won together / played together), from the pairs column:
// Anna–Ben 1/1, Anna–Clara 1/1, Anna–Dora 1/1, Anna–Emil 0/1, Ben–Clara 1/2, Ben–Dora 0/1, Ben–Emil none,
// Clara–Dora 1/1, Clara–Emil 0/1, Dora–Emil 1/3 (12 pairings = 6 normal games × 2).

export const FIVE_PLAYERS = `game doppelkopf
titel Fünf am Tisch
datum 2026-03-06
spieler Anna Ben Clara Dora Emil
geber Anna

spiel 1
  gewonnen Ben Clara 2
spiel 2
  gewonnen Anna Dora 3
spiel 3
  out Clara
  gewonnen Anna Ben 1
spiel 4
  solo Emil damen
  gewonnen Emil 2
spiel 5
  gewonnen Anna Clara 2
spiel 6
  gewonnen Dora Emil 1
spiel 7
  gewonnen Clara Dora 3
`;

export const FIVE_NAMES = ['Anna', 'Ben', 'Clara', 'Dora', 'Emil'] as const;

/** The table above, per player. */
export const FIVE_EXPECTED: Record<
  (typeof FIVE_NAMES)[number],
  { sitsOut: number[]; games: number; wins: number; points: number; re: [number, number]; kontra: [number, number] }
> = {
  Anna: { sitsOut: [1, 6], games: 5, wins: 3, points: 1, re: [0, 0], kontra: [0, 1] },
  Ben: { sitsOut: [2, 7], games: 5, wins: 2, points: -2, re: [0, 0], kontra: [0, 1] },
  Clara: { sitsOut: [3], games: 6, wins: 3, points: 1, re: [0, 0], kontra: [0, 1] },
  Dora: { sitsOut: [4], games: 6, wins: 3, points: 2, re: [0, 0], kontra: [0, 0] },
  Emil: { sitsOut: [5], games: 6, wins: 2, points: -2, re: [1, 1], kontra: [0, 0] },
};

/** Who wins with whom: [won together, played together] per pair (both directions are the same). */
export const FIVE_PARTNERS: Record<string, [number, number]> = {
  'Anna-Ben': [1, 1],
  'Anna-Clara': [1, 1],
  'Anna-Dora': [1, 1],
  'Anna-Emil': [0, 1],
  'Ben-Clara': [1, 2],
  'Ben-Dora': [0, 1],
  'Clara-Dora': [1, 1],
  'Clara-Emil': [0, 1],
  'Dora-Emil': [1, 3],
};
