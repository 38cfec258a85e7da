// Bockzettel's export (`app: "doppelkopf_schreiber"`, `formatVersion: 1`, `kind: sheet | group | backup`): a pool
// of players, sheets (one per evening) of rounds of games, and groups. A game stores its parties, the winner, the
// flags ticked (announcements, levels, foxes…) and whether it is a solo, but no points: the app computes them, and so
// does this importer, as the app does (a flag's value to its side, a bock bonus of 2 — 4 at doppelbock — to the
// winner before a solo's ×3). Those points are the round's `score` line and their sum the evening's checkpoint.

import { BOCKZETTEL } from './apps';
import { JsonAt, isObject } from '../../../import/json';
import type { AppImporter, FactLine, ImportedEvening, ImportedRound } from '../../../import/model';
import { ImportFailure } from '../../../import/model';
import { dayOfTimestamp } from '../../../import/text';
import { msg } from '../../../messages';
import type { Party } from './facts';

/** The app's flags: value, whose side gets it (the winner's for announcements and levels), and the `.score` fact. */
const FLAGS: Record<string, { value: number; side: Party | 'winner'; fact?: FactLine } | undefined> = {
  reAnnounced: { value: 2, side: 'winner', fact: ['announce', 're'] },
  contraAnnounced: { value: 2, side: 'winner', fact: ['announce', 'kontra'] },
  under90: { value: 1, side: 'winner' },
  under60: { value: 1, side: 'winner' },
  under30: { value: 1, side: 'winner' },
  schwarz: { value: 1, side: 'winner' },
};
const LEVELS = ['Under90', 'Under60', 'Under30', 'Schwarz'];
const LEVEL_WORDS: Record<string, string> = { Under90: 'no90', Under60: 'no60', Under30: 'no30', Schwarz: 'black' };
for (const [prefix, party] of [
  ['re', 're'],
  ['contra', 'kontra'],
] as const) {
  for (const l of LEVELS) FLAGS[`${prefix}Announced${l}`] = { value: 1, side: 'winner' };
  FLAGS[`${prefix}Fuchs1`] = { value: 1, side: party, fact: ['extras', party, 'fox'] };
  FLAGS[`${prefix}Fuchs2`] = { value: 1, side: party, fact: ['extras', party, 'fox'] };
  for (const n of [1, 2, 3, 4])
    FLAGS[`${prefix}Doppelkopf${n}`] = { value: 1, side: party, fact: ['extras', party, 'doppelkopf'] };
  FLAGS[`${prefix}Karlchen`] = { value: 1, side: party, fact: ['extras', party, 'karlchen'] };
  // House flags Scoresheet has no fact for: their point stays in the value, the flag in the round's comment.
  for (const house of ['KarlchenGefangen', 'DulleGefangen', 'FuchsLetzterStich'])
    FLAGS[`${prefix}${house}`] = { value: 1, side: party };
}

export const bockzettel: AppImporter = {
  ...BOCKZETTEL,
  detect: (json) => isObject(json) && json.app === 'doppelkopf_schreiber',
  read(json, source) {
    return readExport(new JsonAt(json, ''), source);
  },
};

function readExport(doc: JsonAt, source: string): ImportedEvening[] {
  const version = doc.get('formatVersion').integer();
  if (version !== 1) throw new ImportFailure(doc.get('formatVersion').path, msg('import.json.version', { version }));
  const payload = doc.get('payload');
  const names = new Map<string, string>();
  for (const p of payload.get('players').array()) names.set(p.get('id').string(), p.get('playerName').string());
  const groups = new Map<string, string>();
  if (payload.get('groups').present)
    for (const g of payload.get('groups').array()) {
      const name = g.get('name').optString() ?? g.get('title').optString();
      if (name) groups.set(g.get('id').string(), name);
    }
  const sheets = payload.get('sheets').present ? payload.get('sheets').array() : [payload.get('sheet')];
  return sheets.map((s) => readSheet(s, names, groups, source));
}

function readSheet(
  sheet: JsonAt,
  names: Map<string, string>,
  groups: Map<string, string>,
  source: string,
): ImportedEvening {
  const name = (id: JsonAt): string => {
    const n = names.get(id.string());
    if (n === undefined) throw new ImportFailure(id.path, msg('import.json.unknown-player', { name: id.string() }));
    return n;
  };
  const players = sheet.get('playerIds').array().map(name);
  const perRound = players.length === 5 ? 5 : 4;
  const doppelbock = sheet.get('stackingModeOverride').optString() === 'doppelbock';
  const games = sheet
    .get('rounds')
    .array()
    .flatMap((r) => r.get('games').array());
  const remaining: number[] = [];
  const final = new Map<string, number>(players.map((p) => [p, 0]));
  const rounds = games.map((g): ImportedRound => {
    const re = g.get('rePlayerIds').array().map(name);
    const kontra = g.get('contraPlayerIds').array().map(name);
    const winner: Party = g.get('winner').string() === 're' ? 're' : 'kontra';
    const solo = g.get('isSolo').bool();
    const flagCodes = [
      ...new Set(
        g
          .get('flagCodes')
          .array()
          .map((f) => f.string()),
      ),
    ];
    // The bock level of this game: the bock rounds already running (the app's sequential or doppelbock stacking).
    const active = remaining.filter((n) => n > 0).length;
    const level = doppelbock ? Math.min(active, 2) : Math.min(active, 1);
    for (let i = 0; i < remaining.length; i++) remaining[i]--;
    while (remaining.length && remaining[0] <= 0) remaining.shift();
    const announcedLost =
      (flagCodes.includes('reAnnounced') && winner === 'kontra') ||
      (flagCodes.includes('contraAnnounced') && winner === 're');
    if (g.get('triggersManualBock').bool() || announcedLost) remaining.push(perRound);
    let reTotal = winner === 're' ? 1 : 0;
    let contraTotal = winner === 're' ? 0 : 2;
    if (winner === 're') reTotal += 2 * level;
    else contraTotal += 2 * level;
    const facts: FactLine[] = [];
    const sitting = g.get('sittingOutPlayerId');
    if (sitting.present) facts.push(['out', { name: name(sitting) }]);
    const levelOf = (party: string) =>
      LEVELS.filter((l) => flagCodes.includes(`${party}Announced${l}`))
        .map((l) => LEVEL_WORDS[l])
        .pop();
    for (const code of flagCodes) {
      // Own entries only: a flag named `constructor` is no flag of the app.
      const f = Object.hasOwn(FLAGS, code) ? FLAGS[code] : undefined;
      if (!f) continue;
      const side = f.side === 'winner' ? winner : f.side;
      if (side === 're') reTotal += f.value;
      else contraTotal += f.value;
    }
    const net = reTotal - contraTotal;
    const rePoints = solo ? 3 * net : net;
    const scores = new Map<string, number>();
    for (const p of re) scores.set(p, rePoints);
    for (const p of kontra) scores.set(p, net === 0 ? 0 : -net);
    const notes = flagCodes.length ? [msg('import.note.flags', { flags: flagCodes })] : [];
    if (level) notes.push(msg('import.note.bock-bonus', { points: 2 * level }));
    if (solo) notes.push(msg('import.note.solo-kind', { player: re[0] ?? '?' }));
    else if (re.length === 2) {
      facts.push(['re', ...re.map((n) => ({ name: n }))]);
      const reLevel = levelOf('re');
      const koLevel = levelOf('contra');
      if (flagCodes.includes('reAnnounced') || reLevel)
        facts.push(reLevel ? ['announce', 're', reLevel] : ['announce', 're']);
      if (flagCodes.includes('contraAnnounced') || koLevel)
        facts.push(koLevel ? ['announce', 'kontra', koLevel] : ['announce', 'kontra']);
      for (const code of flagCodes) {
        const fact = Object.hasOwn(FLAGS, code) ? FLAGS[code]?.fact : undefined;
        if (fact && fact[0] === 'extras') facts.push(fact);
      }
      const value = winner === 're' ? net : -net;
      if (value > 0) facts.push(['won', winner, String(value)]);
    }
    for (const [p, v] of scores) final.set(p, (final.get(p) ?? 0) + v);
    return { facts, notes, scores, id: g.get('id').optString() };
  });
  const groupId = sheet.get('groupId').optString();
  return {
    game: 'doppelkopf',
    source,
    format: 'bockzettel',
    sheet: sheet.get('title').optString(),
    id: sheet.get('id').optString(),
    title: sheet.get('title').optString(),
    date: dayOfTimestamp(games[0]?.get('playedAt').value) ?? dayOfTimestamp(sheet.get('createdAt').value),
    players,
    columns: players,
    header: [],
    rounds,
    final,
    inferred: [msg('import.inferred.app-points')],
    season: groupId ? groups.get(groupId) : undefined,
  };
}
