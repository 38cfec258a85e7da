// German texts of the table session (see en/session.ts).

import type { DomainCatalog } from '../message';
import type { session as en } from '../en/session';
import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const session: DomainCatalog<typeof en> = {
  'session.score-only': (a) => `${a.file}: eine Tischrunde zeigt eine .score-Datei`,
  'session.one-file': () => 'serve nimmt eine .score-Datei',
  'session.port-value': (a) => `--port nimmt eine Portnummer von 0 bis 65535, nicht „${a.value}“`,
  'session.host-value': () => '--host nimmt eine Adresse dieses Computers oder lan',
  'session.no-lan': () =>
    'dieser Computer hat keine Adresse in einem lokalen Netz (10.x, 172.16–31.x, 192.168.x); gib --host ADRESSE an',
  'session.no-page': () => 'die Seite für die Handys (phone.js) fehlt neben dem Programm: „npm run build“ ausführen',
  'session.cannot-listen': (a) => `kann nicht auf ${a.address} lauschen: ${a.error}`,
  'session.started': (a) =>
    `Tischrunde für ${a.file}: Die Handys am Tisch öffnen den Link oben (oder scannen seinen QR-Code).`,
  'session.loopback': () => 'Nur dieser Computer kann ihn öffnen; „--host lan“ bedient die Handys im lokalen Netz.',
  'session.everywhere': () => 'Sie lauscht in jedem Netz dieses Computers: Wer den Link hat, kann Spiele eintragen.',
  'session.stop': () =>
    'Strg+C beendet die Tischrunde. Die Datei bleibt die Liste: Spiele werden ihr angefügt, sobald sie kommen.',
  'session.added': (a) => `Spiel ${a.index} eingetragen (von ${a.from})`,
  'session.refused': (a) =>
    `ein Spiel von ${a.from} wurde nicht eingetragen: ` +
    (a.reason === 'stale'
      ? 'das Handy kannte das letzte Spiel noch nicht; es zeigt jetzt die aktuelle Liste'
      : a.reason === 'invalid'
        ? `die Wertung fand darin einen Fehler${a.detail ? ` (${a.detail})` : ''}`
        : a.reason === 'no-sheet'
          ? 'die Datei hat noch keine game-Zeile'
          : `die Datei ließ sich nicht schreiben${a.detail ? ` (${a.detail})` : ''}`),
  'session.phones': (a, f: Fmt) => `${n(a.count, 'Handy', 'Handys', f)} verbunden`,
  'session.forbidden': (a) => `eine Anfrage von ${a.from} ohne das Token der Tischrunde wurde abgewiesen`,
  'session.limited': (a) => `zu viele Anfragen von ${a.from}: einige wurden abgewiesen`,
  'session.changed': () => 'die Datei hat sich auf der Platte geändert: die Handys zeigen die neue Fassung',
  'session.ended': () => 'Tischrunde beendet',
};
