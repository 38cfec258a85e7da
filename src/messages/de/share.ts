// German texts of sharing (src/export): the printed footer of the exported page, the group-chat summary, the image.

import type { DomainCatalog } from '../message';
import type { share as en } from '../en/share';

export const share: DomainCatalog<typeof en> = {
  'share.footer': (a) => `Scoresheet · Fingerabdruck der Liste ${a.fingerprint}`,
  'share.footer-season': (a, f) =>
    `Scoresheet · ${f.num(a.evenings)} ${f.plural(a.evenings, 'Abend', 'Abende')} · ` +
    `Fingerabdruck der Saison ${a.fingerprint}`,
  'share.rounds': (a, f) => `${f.num(a.rounds)} ${f.plural(a.rounds, 'Spiel', 'Spiele')}`,
  'share.evenings': (a, f) => `${f.num(a.evenings)} ${f.plural(a.evenings, 'Abend', 'Abende')}`,
  'share.date-range': (a) => (a.from === a.to ? a.from : `${a.from} bis ${a.to}`),
  'share.winner': (a) => `Sieger: ${a.name} (${a.value})`,
  'share.leader': (a) => `Vorne: ${a.name} (${a.value})`,
  'share.points': (a, f) => `${f.signedNum(a.points)} ${f.plural(a.points, 'Punkt', 'Punkte')}`,
  'share.games-won': (a, f) => `${f.num(a.games)} ${f.plural(a.games, 'Partie', 'Partien')} gewonnen`,
  'share.totals': (a) => `Stand: ${a.list}`,
  'share.games-won-line': (a) => `Gewonnene Partien: ${a.list}`,
  'share.standings': (a) => `Tabelle: ${a.list}`,
  'share.money': (a) => `Geld: ${a.list}`,
  'share.pays': (a) => `Wer zahlt wem: ${a.list}`,
  'share.pays-one': (a) => `${a.from} zahlt ${a.to} ${a.amount}`,
  'share.nobody-pays': () => 'Wer zahlt wem: niemand zahlt etwas.',
  'share.no-stake': () => 'Wer zahlt wem: kein Einsatz angegeben.',
  'share.fingerprint': (a) => `Fingerabdruck der Liste: ${a.fingerprint}`,
  'share.fingerprint-previous': (a) => `Fingerabdruck der Liste: ${a.fingerprint} (voriger Abend: ${a.previous})`,
  'share.fingerprint-season': (a) => `Fingerabdruck der Saison: ${a.fingerprint}`,
  'share.errors': (a, f) =>
    `Die Liste hat ${f.num(a.errors)} ${f.plural(a.errors, 'Fehler', 'Fehler')}; sie ist wie geschrieben abgerechnet.`,
  'share.card.who-pays': () => 'Wer zahlt wem',
  'share.card.standings': () => 'Tabelle',
  'share.card.totals': () => 'Stand',
  'share.card.games-won': () => 'Gewonnene Partien',
  'share.no-money': () => 'Geld: kein Einsatz angegeben.',
  'cli.output-not-here': () => '-o (--output) gibt es für settle --format html, png oder chat',
  'cli.output-value': () => '-o (--output) braucht die Datei, die geschrieben wird',
  'cli.png-needs-output': () => '--format png schreibt ein Bild: gib die Datei mit -o DATEI.png an',
  'cli.viewer-not-here': () => '--viewer gibt es für settle --format html oder chat',
  'cli.viewer-value': (a) => `--viewer braucht die http(s)-Adresse einer abgelegten viewer.html, nicht „${a.value}“`,
  'cli.share-compare': (a) => `--compare gibt einen Vergleich aus, kein --format ${a.format}`,
  'cli.no-browser': (a, f) =>
    `--format png zeichnet das Bild in Chromium oder Chrome, und keins wurde gefunden (${f.list(a.tried, 'or')}). ` +
    'Installier eins oder setz CHROME_PATH auf sein Programm.',
  'cli.browser-failed': (a) => `${a.browser} konnte das Bild nicht zeichnen: ${a.why}`,
  'cli.written': (a) => `Geschrieben: ${a.file}`,
};
