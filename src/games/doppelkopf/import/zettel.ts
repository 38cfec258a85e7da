// Doppelkopf Zettel's session export: `{ session_id, created_at, players: [{ id, name }], rounds: [{ id, winners,
// points, is_solo, solo_player, sitting_out, winning_team?, is_bock?, scores }] }`. The app gives every winner the
// full points and every loser their negation, so a normal game with one or three winners does not add up to 0: its
// stated `scores` are kept and the check flags them.

import { ZETTEL } from './apps';
import { JsonAt, isObject } from '../../../import/json';
import type { AppImporter, ImportedEvening, ImportedRound } from '../../../import/model';
import { ImportFailure } from '../../../import/model';
import { dayOfTimestamp } from '../../../import/text';
import { msg } from '../../../messages';
import { pointsOfValue, roundFacts, type Party } from './facts';

export const zettel: AppImporter = {
  ...ZETTEL,
  detect: (json) => isObject(json) && 'session_id' in json && Array.isArray(json.rounds) && Array.isArray(json.players),
  read(json, source) {
    return [readSession(new JsonAt(json, ''), source)];
  },
};

function readSession(doc: JsonAt, source: string): ImportedEvening {
  const players = doc
    .get('players')
    .array()
    .map((p) => p.get('name').string());
  const known = (name: JsonAt): string => {
    const n = name.string();
    const found = players.find((p) => p === n) ?? players.find((p) => p.toLowerCase() === n.toLowerCase());
    if (!found) throw new ImportFailure(name.path, msg('import.json.unknown-player', { name: n }));
    return found;
  };
  const final = new Map<string, number>();
  const rounds = doc
    .get('rounds')
    .array()
    .map((r): ImportedRound => {
      const winners = r.get('winners').array().map(known);
      const value = r.get('points').integer();
      const soloist = r.get('is_solo').bool() && r.get('solo_player').present ? known(r.get('solo_player')) : undefined;
      const sitting = r.get('sitting_out');
      const out = sitting.present ? [known(sitting)] : [];
      const team = r.get('winning_team').optString()?.toLowerCase();
      const winner: Party | undefined = team === 're' ? 're' : team === 'kontra' ? 'kontra' : undefined;
      const seated = players.filter((p) => !out.includes(p));
      const source = {
        out,
        re:
          !soloist && winner && winners.length === 2
            ? winner === 're'
              ? winners
              : seated.filter((p) => !winners.includes(p))
            : undefined,
        soloist,
        winner: soloist ? (winners.includes(soloist) ? ('re' as const) : ('kontra' as const)) : winner,
        winners,
        value,
        bock: r.get('is_bock').bool() ? 1 : 0,
        announcements: [],
        extras: [],
      };
      const scores = new Map<string, number>();
      for (const [name, v] of r.get('scores').entries()) {
        const player = known(new JsonAt(name, v.path));
        const points = v.integer();
        final.set(player, (final.get(player) ?? 0) + points);
        if (!out.includes(player)) scores.set(player, points);
      }
      const { facts, notes } = roundFacts(source);
      return { facts, notes, scores, points: pointsOfValue(source, players) ?? scores, id: r.get('id').optString() };
    });
  return {
    game: 'doppelkopf',
    source,
    format: 'zettel',
    id: doc.get('session_id').optString(),
    date: dayOfTimestamp(doc.get('created_at').value) ?? dayOfTimestamp(doc.get('exported_at').value),
    players,
    columns: players,
    header: [],
    rounds,
    final,
    inferred: [msg('import.inferred.app-totals')],
  };
}
