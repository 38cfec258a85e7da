// The tournaments worked by hand in test/tournament/*.test.ts and test/cli/tournament.test.ts: a Doppelkopf
// tournament of 9 players over 2 series (a table of four and a table of five in each, a timeout), and a Coinche
// concours of 5 teams over 2 parties of 12 deals (`set deals 12`, match points 2/1, a bye each partie).

/** A folder's files by name. */
export type Folder = Record<string, string>;

export const DK_SETTINGS = `tournament Herbstturnier 2026
game doppelkopf
rules ddv
series 2
games 4:4 5:5            # a short tournament: 4 games at a table of four, 5 at a table of five
ranking placement
tiebreak points
player 1 Anna
player 2 Ben
player 3 Clara
player 4 Dora
player 5 Emil
player 6 Fritz
player 7 Gerd
player 8 Hanna
player 9 Ilse
entry 10 EUR
prizes 50% 30% 20%
`;

/**
 * Series 1, table 1: A −2, B 0, C 0, D +2 (each won two games and lost two).
 * R1 A+B +1 · R2 C+D +2 · R3 A+C +1 · R4 B+D +2:
 * A = 1 − 2 + 1 − 2 = −2, B = 1 − 2 − 1 + 2 = 0, C = −1 + 2 + 1 − 2 = 0, D = −1 + 2 − 1 + 2 = +2.
 */
export const S1T1 = `series 1
table 1
players Anna Ben Clara Dora
round 1
  won Anna Ben 1
round 2
  won Clara Dora 2
round 3
  won Anna Clara 1
round 4
  won Ben Dora 2
total Anna -2 Ben 0 Clara 0 Dora 2
`;

/**
 * Series 1, table 2 (five): each sits out once. R1 F+G +1 (E out) · R2 E+H +2 (F out) · R3 Ilse's queens solo won
 * for 1 (G out): I +3, E F H −1 · R4 E+G +1 (H out) · R5 F+H +1 (I out).
 * E = 2 − 1 + 1 − 1 = +1, F = 1 − 1 − 1 + 1 = 0, G = 1 − 2 + 1 − 1 = −1, H = −1 + 2 − 1 + 1 = +1,
 * I = −1 − 2 + 3 − 1 = −1.
 */
export const S1T2 = `series 1
table 2
players Emil Fritz Gerd Hanna Ilse
round 1
  out Emil
  won Fritz Gerd 1
round 2
  out Fritz
  won Emil Hanna 2
round 3
  out Gerd
  solo Ilse queens
  won re 1
round 4
  out Hanna
  won Emil Gerd 1
round 5
  out Ilse
  won Fritz Hanna 1
total Emil 1 Fritz 0 Gerd -1 Hanna 1 Ilse -1
`;

/**
 * Series 2, table 1 (five): R1 C+E +1 (B out) · R2 B+G +1 (C out) · R3 B+I +2 (E out) · R4 C+I +1 (G out) ·
 * R5 Gerd's hearts solo lost for 1 (I out): G −3, B C E +1.
 * B = 1 + 2 − 1 + 1 = +3, C = 1 − 2 + 1 + 1 = +1, E = 1 − 1 − 1 + 1 = 0, G = −1 + 1 − 2 − 3 = −5,
 * I = −1 − 1 + 2 + 1 = +1.
 */
export const S2T1 = `series 2
table 1
players Ben Clara Emil Gerd Ilse
round 1
  out Ben
  won Clara Emil 1
round 2
  out Clara
  won Ben Gerd 1
round 3
  out Emil
  won Ben Ilse 2
round 4
  out Gerd
  won Clara Ilse 1
round 5
  out Ilse
  solo Gerd hearts
  won kontra 1
total Ben 3 Clara 1 Emil 0 Gerd -5 Ilse 1
`;

/**
 * Series 2, table 2: the clock stopped it after three games (\`timeout\`). R1 Anna and Fritz take every card point
 * (cards re 240: Kontra is schwarz): won 1 + no 90, no 60, no 30, schwarz = 5 · R2 A+H +1 · R3 F+D +1.
 * A = 5 + 1 − 1 = +5, F = 5 − 1 + 1 = +5, H = −5 + 1 − 1 = −5, D = −5 − 1 + 1 = −5.
 */
export const S2T2 = `series 2
table 2
players Anna Fritz Hanna Dora
round 1
  re Anna Fritz
  cards re 240
round 2
  won Anna Hanna 1
round 3
  won Fritz Dora 1
timeout
total Anna 5 Fritz 5 Hanna -5 Dora -5
`;

export const DK_FOLDER: Folder = {
  'tournament.score': DK_SETTINGS,
  'serie-1/tisch-1.score': S1T1,
  'serie-1/tisch-2.score': S1T2,
  'serie-2/tisch-1.score': S2T1,
  'serie-2/tisch-2.score': S2T2,
};

export const COINCHE_SETTINGS = `concours Concours du club 2026
game coinche
rules official
set deals 12
parties 2
classement match
match 2 1
exempt 3 1000
joueur 1 Rouges
joueur 2 Bleus
joueur 3 Verts
joueur 4 Jaunes
joueur 5 Noirs
inscription 20 EUR
prix 60 30 10 EUR
`;

/** A partie sheet of 12 deals, each written as its two teams' points (\`score\`). */
export function partie(n: number, table: number, teams: [string, string], deals: [number, number][]): string {
  const [a, b] = teams;
  const rows = deals.map(([x, y], i) => `donne ${i + 1}\n  marque ${a} ${x} ${b} ${y}`);
  return `partie ${n}\ntable ${table}\njoueurs ${a}1 ${b}1 ${a}2 ${b}2\néquipes ${a} ${b}\n${rows.join('\n')}\n`;
}

const deals = (won: number, lost: number, times: number, rest: [number, number][]): [number, number][] => [
  ...Array.from({ length: times }, (): [number, number] => [won, lost]),
  ...rest,
];

/**
 * Partie 1. Table 1: Rouges 7 deals of 160:0 and 5 of 0:160 → 7 × 160 = 1120 : 5 × 160 = 800, Rouges win (deals won
 * 7 : 5). Table 2: Verts 5 × 100:60, once 90:70, 6 × 60:100 → 500 + 90 + 360 = 950 : 300 + 70 + 600 = 970, Jaunes
 * win (deals won 6 : 6). Noirs have the bye.
 */
export const P1T1 = partie(1, 1, ['Rouges', 'Bleus'], deals(160, 0, 7, Array(5).fill([0, 160])));
export const P1T2 = partie(1, 2, ['Verts', 'Jaunes'], deals(100, 60, 5, [[90, 70], ...Array(6).fill([60, 100])]));
/**
 * Partie 2. Table 1: Rouges 6 × 0:160, once 70:90, 5 × 160:0 → 70 + 800 = 870 : 960 + 90 = 1050, Verts win (deals won
 * 5 : 7). Table 2: Bleus 8 × 100:60 and 4 × 60:100 → 800 + 240 = 1040 : 480 + 400 = 880, Bleus win (8 : 4).
 * Jaunes have the bye.
 */
export const P2T1 = partie(2, 1, ['Rouges', 'Verts'], deals(0, 160, 6, [[70, 90], ...Array(5).fill([160, 0])]));
export const P2T2 = partie(2, 2, ['Bleus', 'Noirs'], deals(100, 60, 8, Array(4).fill([60, 100])));

export const COINCHE_FOLDER: Folder = {
  'tournament.score': COINCHE_SETTINGS,
  'partie-1-table-1.score': P1T1,
  'partie-1-table-2.score': P1T2,
  'partie-2-table-1.score': P2T1,
  'partie-2-table-2.score': P2T2,
};

// A Doppelkopf tournament with penalty points (test/tournament/penalties.test.ts, test/cli/tournament.test.ts): one
// series at two tables of four, `games 4:2`.

export const PEN_SETTINGS = `tournament Strafen
game doppelkopf
series 1
games 4:2
player 1 A
player 2 B
player 3 C
player 4 D
player 5 E
player 6 F
player 7 G
player 8 H
`;

/**
 * Table 1: two games and three round blocks.
 * R1 A+B won 1: A +1 B +1 C −1 D −1; `penalty C 3` inside it: C −3, A B D +1 each.
 * R2 a penalty block between the games (no game): `penalty D 3`: D −3, A B C +1 each.
 * R3 C+D won 2: C +2 D +2 A −2 B −2.
 * Games: A 1 − 2 = −1, B −1, C −1 + 2 = +1, D +1. Penalty points: A +1 +1 = +2, B +2, C −3 +1 = −2, D +1 −3 = −2.
 * Totals: A 1, B 1, C −1, D −1 (sum 0). Penalty lines paid: C 1, D 1.
 */
export const PEN_T1 = `series 1
table 1
players A B C D
round
  won A B 1
  penalty C 3
round
  penalty D 3
round
  won C D 2
total A 1 B 1 C -1 D -1
`;

/** Table 2, no penalties: R1 E+F won 1, R2 E+G won 1 → E +2, F 0, G 0, H −2. */
export const PEN_T2 = `series 1
table 2
players E F G H
round
  won E F 1
round
  won E G 1
total E 2 F 0 G 0 H -2
`;

export const PEN_FOLDER: Folder = { 'tournament.score': PEN_SETTINGS, 't1.score': PEN_T1, 't2.score': PEN_T2 };

/**
 * DK_FOLDER with a penalty after the timeout: series 2, table 2 stopped after three games (`timeout`), then a round
 * block of a penalty alone (no game, allowed after the clock stopped): `penalty Fritz 3` — Fritz −3, Anna, Hanna and
 * Dora +1 each. Totals: Anna 5 + 1 = 6, Fritz 5 − 3 = 2, Hanna −5 + 1 = −4, Dora −5 + 1 = −4.
 */
export const S2T2_PENALTY = `series 2
table 2
players Anna Fritz Hanna Dora
round 1
  re Anna Fritz
  cards re 240
round 2
  won Anna Hanna 1
round 3
  won Fritz Dora 1
timeout
round 4
  penalty Fritz 3
total Anna 6 Fritz 2 Hanna -4 Dora -4
`;

export const DK_PENALTY_FOLDER: Folder = { ...DK_FOLDER, 'serie-2/tisch-2.score': S2T2_PENALTY };
