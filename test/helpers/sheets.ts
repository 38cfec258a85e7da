// Random and hand-made sheets for the property tests of the engine (incremental analysis, the one-off check):
// text edits a person makes, Doppelkopf sheets whose totals disagree, Belote and Coinche sheets to a low target.
import fc from 'fast-check';

/** Text a person types: digits, words of the format, names, line breaks, quotes, comments, header lines. */
export const PIECES = [
  '1',
  '0',
  '5',
  '-',
  ' ',
  'x',
  '\n',
  '\r\n',
  '"',
  '#',
  'round\n',
  'round 3\n',
  '  cards re 151\n',
  '  re Anna Clara\n',
  '  score Anna +2 Ben -2 Clara +2 Dora -2\n',
  '  score Ben +6\n',
  '  won re 2\n',
  '  total Anna 10 Ben -10 Clara 10 Dora -10\n',
  '  bock\n',
  '  penalty Ben 3\n',
  'round\n  penalty Anna 2 to Dora\n',
  '  bock-trigger 2\n',
  '  solo Dora queens duty forced\n',
  '  announce kontra no90\n',
  '  extras re fox\n',
  '  taker Süd\n  trump hearts\n',
  '  cards NS 100\n  last EW\n',
  'set bock on\n',
  'players Anna Ben Clara Dora\n',
];

/**
 * Every character the lexer reads as a space (JavaScript's `\s`: the Unicode spaces, the line and paragraph
 * separators, U+FEFF), plus NEL, which it does not: alone, and at the start of a line, where U+FEFF looks like a
 * byte-order mark (security review F7).
 */
export const SPACES = [
  '\t',
  '\v',
  '\f',
  '\u00a0',
  '\u1680',
  ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u0085',
];

const piece = fc.oneof(
  { arbitrary: fc.constantFrom(...PIECES), weight: 4 },
  { arbitrary: fc.constantFrom(...SPACES), weight: 1 },
  { arbitrary: fc.constantFrom(...SPACES.map((s) => '\n' + s)), weight: 1 },
);

export const edit = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  remove: fc.nat({ max: 12 }),
  insert: fc.array(piece, { maxLength: 3 }).map((p) => p.join('')),
});

/**
 * Round 2 written trick by trick (its tricks carry line numbers); round 3 has a bock the sheet did not count, so the
 * total of round 4 disagrees and the culprit, on round 3's bock line, names line 30; round 5's total disagrees too.
 */
export const MOVED = [
  'game doppelkopf',
  'players Anna Ben Clara Dora',
  '',
  'round 1',
  '  re Anna Clara',
  '  cards re 151',
  'round 2',
  '  marriage Anna',
  '  trick Anna ♣A, Ben ♣10, Clara ♣A, Dora ♣10',
  '  trick Anna ♣K, Ben ♣9, Clara ♣K, Dora ♣9',
  '  trick Anna ♠A, Ben ♠K, Clara ♠9, Dora ♠10',
  '  trick Anna ♠A, Ben ♠10, Clara ♠K, Dora ♠9',
  '  trick Anna ♥A, Ben ♥K, Clara ♥9, Dora ♥A',
  '  trick Anna ♥K, Ben ♥9, Clara ♦9, Dora ♦K',
  '  trick Dora ♦A, Anna ♥10, Ben ♦10, Clara ♦J',
  '  trick Anna ♣Q, Ben ♦10, Clara ♦A, Dora ♠Q',
  '  trick Anna ♥Q, Ben ♥10, Clara ♠J, Dora ♦Q',
  '  trick Ben ♠Q, Clara ♦Q, Dora ♥Q, Anna ♣Q => Anna 12',
  '  trick Anna ♥J, Ben ♦J, Clara ♦9, Dora ♠J => Dora 6',
  '  trick Dora ♣J, Anna ♣J, Ben ♥J, Clara ♦K => Dora 10',
  '',
  'round 3',
  '  bock',
  '  re Anna Ben',
  '  cards re 151',
  '',
  'round 4',
  '  re Ben Dora',
  '  cards re 130',
  '  total Anna 12 Ben -2 Clara -4 Dora -6',
  '',
  'round 5',
  '  re Anna Dora',
  '  cards re 121',
  '  total Anna 16 Ben -4 Clara -6 Dora -6',
].join('\n');

/** Line edits: Enter inside a line, a comment or a fact added before a line, a line deleted, two lines joined. */
export const lineEdit = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  column: fc.nat({ max: 40 }),
  kind: fc.constantFrom('enter', 'comment', 'fact', 'delete', 'join'),
});

export function applyLineEdit(text: string, e: { at: number; column: number; kind: string }): string {
  const lines = text.split('\n');
  const k = Math.min(lines.length - 1, Math.floor(e.at * lines.length));
  const line = lines[k];
  const c = Math.min(e.column, line.length);
  if (e.kind === 'enter') lines.splice(k, 1, line.slice(0, c), line.slice(c));
  else if (e.kind === 'comment') lines.splice(k, 0, '  # noted later');
  else if (e.kind === 'fact') lines.splice(k, 0, '  announce kontra');
  else if (e.kind === 'delete') lines.splice(k, 1);
  else if (k + 1 < lines.length) lines.splice(k, 2, line + lines[k + 1]);
  return lines.join('\n');
}

export function apply(text: string, e: { at: number; remove: number; insert: string }): string {
  const i = Math.floor(e.at * text.length);
  return text.slice(0, i) + e.insert + text.slice(i + e.remove);
}

/** Rounds of each game: made, failed, litige (81 to 81: the pot), capot, belote, a bare score, facts too thin to
 * score. */
export const ROUNDS = {
  belote: [
    '  taker Süd\n  trump hearts\n  cards Nord-Süd 92, Ost-West 60\n  last Nord\n',
    '  taker West\n  trump diamonds\n  cards Ost-West 40, Nord-Süd 112\n  last Nord\n  belote West\n',
    '  taker Nord\n  trump clubs\n  cards Nord-Süd 71, Ost-West 81\n  last Süd\n',
    '  taker Ost\n  trump spades\n  cards Ost-West 81, Nord-Süd 71\n  last Ost\n  announce Ost tierce\n',
    '  taker Süd\n  trump hearts\n  capot Nord-Süd\n  belote Nord\n',
    '  score Nord-Süd 100, Ost-West 62\n',
    '  taker Ost\n',
    '  taker Ost\n  trump spades\n  cards Ost-West 70, Nord-Süd 82\n  last Süd\n  announce Ost fifty\n',
  ],
  coinche: [
    '  contract Süd 90 spades\n  cards NS 100, EW 52\n  last NS\n  belote EW\n',
    '  contract Ost 100 hearts coinche\n  cards EW 90, NS 62\n  last EW\n  belote Ost\n',
    '  contract Süd 80 diamonds\n  cards NS 71, EW 81\n  last NS\n',
    '  contract West 120 hearts\n  cards EW 130, NS 22\n  last EW\n  announce West fifty\n',
    '  contract Nord capot spades coinche\n  capot NS\n  belote Süd\n',
    '  score NS 160, EW 0\n',
    '  contract Ost 100 no-trump surcoinche\n',
    '  contract Nord 80 clubs\n  cards NS 40, EW 112\n  last EW\n  belote Nord\n',
  ],
} as const;

export type Game = keyof typeof ROUNDS;

export const HEADERS: Record<Game, readonly string[]> = {
  belote: [
    'players Nord Ost Süd West',
    'rules house',
    'players Nord Ost Süd West\nrules official',
    // rules v3 (belote.md Part A)
    'players Nord Ost Süd West\nset failed-base 160\nset litige made\nset failed-belote defence\n' +
      'set rounding per-team\nset rounding-five down',
    // deals N: a game ends after its third deal, the target unused
    'players Nord Ost Süd West\nset deals 3',
  ],
  coinche: [
    'players Nord Ost Süd West\nteams NS EW\nrules official\nset litige carry',
    'players Nord Ost Süd West\nteams NS EW\nrules official\nset belote-only-win off\nset end-tie last-contract',
    // rules v3 (belote.md Part A)
    'players Nord Ost Süd West\nteams NS EW\nrules official\nset coinche-success contract\nset bid-margin 2\n' +
      'set failed-belote defence\nset capot-scoring flat\nset rounding-five down\nset litige made',
    'players Nord Ost Süd West\nteams NS EW\nset coinche-scoring contract\nset litige carry',
    'players Nord Ost Süd West\nteams NS EW\nrules official\nset deals 2\nset end-tie last-contract',
  ],
};

export const TOTALS: Record<Game, readonly string[]> = {
  belote: ['  total Nord-Süd 300, Ost-West 200\n', '  total Nord-Süd 0, Ost-West 0\n'],
  coinche: ['  total NS 400, EW 300\n', '  total NS 0, EW 0\n'],
};

/** A sheet of 6 to 24 rounds to a low target, so that games end every few rounds. */
export const sheet = fc
  .record({
    game: fc.constantFrom<Game>('belote', 'coinche'),
    header: fc.nat({ max: 4 }),
    target: fc.constantFrom(200, 300, 400, 500),
    rounds: fc.array(fc.record({ kind: fc.nat({ max: 7 }), total: fc.nat({ max: 4 }) }), {
      minLength: 6,
      maxLength: 24,
    }),
  })
  .map(({ game, header, target, rounds }) => {
    const head = `game ${game}\n${HEADERS[game][header % HEADERS[game].length]}\ntarget ${target}\n`;
    const body = rounds.map(
      (r) => `\nround\n${ROUNDS[game][r.kind]}${r.total < TOTALS[game].length ? TOTALS[game][r.total] : ''}`,
    );
    return { game, text: head + body.join('') };
  });

/** Edits that move totals (card points, a round added or removed), the target, and `total` lines. */
export const beloteEdit = fc.record({
  kind: fc.constantFrom('points', 'points', 'target', 'add', 'remove', 'total', 'line'),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  pick: fc.nat({ max: 7 }),
  value: fc.integer({ min: 0, max: 162 }),
});

export function applyEdit(
  text: string,
  game: Game,
  e: { kind: string; at: number; pick: number; value: number },
): string {
  const lines = text.split('\n');
  const pickLine = (re: RegExp) => {
    const found = lines.map((l, i) => (re.test(l) ? i : -1)).filter((i) => i >= 0);
    return found.length ? found[Math.min(found.length - 1, Math.floor(e.at * found.length))] : -1;
  };
  if (e.kind === 'points') {
    // The first number on a `cards`, `score` or `total` line: the round's points move, and every total after it.
    const k = pickLine(/^\s+(cards|score|total) /);
    if (k >= 0) lines[k] = lines[k].replace(/\d+/, String(e.value));
  } else if (e.kind === 'target') {
    const k = pickLine(/^target /);
    if (k >= 0) lines[k] = `target ${[150, 250, 300, 450, 1000][e.pick % 5]}`;
  } else if (e.kind === 'add') {
    const k = Math.max(pickLine(/^round/), 0) || lines.length;
    lines.splice(k, 0, 'round', ...ROUNDS[game][e.pick].trimEnd().split('\n'), '');
  } else if (e.kind === 'remove') {
    // A round's `round` line: its lines join the round before.
    const k = pickLine(/^round/);
    if (k >= 0) lines.splice(k, 1);
  } else if (e.kind === 'total') {
    const k = pickLine(/^\s+total /);
    if (k >= 0 && e.pick % 2) lines.splice(k, 1);
    else {
      const r = pickLine(/^round/);
      if (r >= 0) lines.splice(r + 1, 0, TOTALS[game][e.pick % 2].trimEnd());
    }
  } else {
    // Any line, gone.
    lines.splice(Math.min(lines.length - 1, Math.floor(e.at * lines.length)), 1);
  }
  return lines.join('\n');
}
