// QtDoppelKopf's saved game: an event log `{ dataVersion: "2", data: [ { kind: "playersSet", playerNames,
// dealerName, sitOutScheme }, { kind: "deal", numberOfEvents, changes: [ { name, diff } ] }, { kind:
// "mandatorySoloTrigger" } ] }`. A deal lists the changes typed in; the app completes the others as it does here:
// two equal changes give the other two players the negation, one change (a solo) a third of it each, three equal
// changes the fourth player three times their negation. The deal passes on after every deal; with more than four
// players the dealer and the seats of the sit-out scheme (counted from the dealer) sit out.

import { QT_DOPPELKOPF } from './apps';
import { JsonAt, isObject } from '../../../import/json';
import type { AppImporter, ImportedEvening, ImportedRound } from '../../../import/model';
import { ImportFailure } from '../../../import/model';
import { msg, type Message } from '../../../messages';

export const qtDoppelKopf: AppImporter = {
  ...QT_DOPPELKOPF,
  detect: (json) => isObject(json) && 'dataVersion' in json && Array.isArray(json.data),
  read(json, source) {
    return [readLog(new JsonAt(json, ''), source)];
  },
};

function complete(given: Map<string, number>, playing: readonly string[], at: JsonAt): Map<string, number> {
  const values = [...given.values()];
  const rest = playing.filter((p) => !given.has(p));
  const all = new Map(given);
  const same = values.every((v) => v === values[0]);
  if (given.size === 4 || rest.length === 0) return all;
  let each: number | undefined;
  if (same && values.length === 2 && rest.length === 2) each = -values[0];
  else if (same && values.length === 3 && rest.length === 1) each = -3 * values[0];
  else if (values.length === 1 && rest.length === 3 && values[0] % 3 === 0) each = -values[0] / 3;
  if (each === undefined) throw new ImportFailure(at.path, msg('import.json.incomplete-deal'));
  for (const p of rest) all.set(p, each);
  return all;
}

function readLog(doc: JsonAt, source: string): ImportedEvening {
  const players: string[] = [];
  let seated: string[] = [];
  let dealer = 0;
  let scheme: number[] = [];
  const rounds: ImportedRound[] = [];
  const final = new Map<string, number>();
  let pendingNotes: Message[] = [];
  for (const entry of doc.get('data').array()) {
    const kind = entry.get('kind').string();
    if (kind === 'playersSet') {
      seated = entry
        .get('playerNames')
        .array()
        .map((n) => n.string());
      for (const p of seated) if (!players.includes(p)) players.push(p);
      const dealerName = entry.get('dealerName').optString();
      dealer = Math.max(0, dealerName === undefined ? 0 : seated.indexOf(dealerName));
      scheme = entry.get('sitOutScheme').present
        ? entry
            .get('sitOutScheme')
            .array()
            .map((s) => s.integer())
        : [];
    } else if (kind === 'deal') {
      if (seated.length === 0) throw new ImportFailure(entry.path, msg('import.json.deal-before-players'));
      const sitting = new Set(seated.length > 4 ? [0, ...scheme] : scheme);
      const playing = seated.filter((_, i) => !sitting.has((i - dealer + seated.length) % seated.length));
      const given = new Map<string, number>();
      for (const c of entry.get('changes').array()) {
        const name = c.get('name');
        const n = name.string();
        if (!playing.includes(n)) throw new ImportFailure(name.path, msg('import.json.unknown-player', { name: n }));
        given.set(n, c.get('diff').integer());
      }
      const all = complete(given, playing, entry.get('changes'));
      for (const [p, v] of all) final.set(p, (final.get(p) ?? 0) + v);
      const events = entry.get('numberOfEvents').optInteger() ?? 0;
      const notes = [...pendingNotes];
      if (events > 0) notes.push(msg('import.note.bock-events', { count: events }));
      pendingNotes = [];
      const out = players.filter((p) => !playing.includes(p));
      rounds.push({ facts: out.length ? [['out', ...out.map((name) => ({ name }))]] : [], scores: all, notes });
      dealer = (dealer + 1) % seated.length;
    } else if (kind === 'mandatorySoloTrigger') pendingNotes.push(msg('import.note.duty-solo-round'));
  }
  return {
    game: 'doppelkopf',
    source,
    format: 'qtdoppelkopf',
    players,
    columns: players,
    header: [],
    rounds,
    final,
    inferred: [msg('import.inferred.completed-deals'), msg('import.inferred.app-totals')],
  };
}
