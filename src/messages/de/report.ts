// German texts of the reports: settlement tables and their headings, `explain`'s working.

import type { DomainCatalog } from '../message';
import type { report as en } from '../en/report';

/** A round's outcome of every game's as the CSV's outcome column says it; a game's own are its words (game.outcome). */
const OUTCOME: Record<string, string> = {
  recorded: 'notiert',
  unscored: 'nicht gewertet',
};

export const report: DomainCatalog<typeof en> = {
  'report.no-game': () => 'Kein Spiel: die Datei hat keine Zeile „game“.',
  'report.no-rounds': () => 'Noch keine Spiele: die Liste hat einen Kopf, aber keine Zeile „spiel“.',
  'report.rules': (a) =>
    `${a.preset}${a.switches.length ? `; ${a.switches.join('; ')}` : ''}` +
    `${a.stake ? `; Einsatz ${a.stake} pro Punkt` : ''}`,
  'report.rules-target': (a) => `${a.preset}, Ziel ${a.target}`,
  'report.legend': () => 'Jede Zelle: die Punkte des Spiels, in Klammern der Stand danach.',
  'report.no-stake': () => 'Kein Einsatz: es gibt kein Geld abzurechnen.',
  'report.nobody-pays': () => 'Niemand zahlt etwas.',
  'report.pays': (a) => `${a.from} zahlt ${a.to} ${a.amount}`,
  'report.top': (a) => `Vorne liegt: ${a.name}`,
  'report.winner-last-game': (a) => `Sieger der letzten beendeten Partie: ${a.name}`,
  'report.h.rounds': () => 'Spiele',
  'report.h.totals': () => 'Stand',
  'report.h.who-pays': () => 'Wer zahlt wem',
  'report.h.players': () => 'Spieler',
  'report.h.games': () => 'Partien',
  'report.h.money-per-game': (a) => `Geld (${a.stake} je gewonnene Partie)`,
  'report.col.round': () => 'Spiel',
  'report.col.game': () => 'Spiel',
  'report.col.total': () => 'Stand',
  'report.col.total-of': (a) => `${a.name} Stand`,
  'report.col.money': () => 'Geld',
  'report.col.outcome': () => 'Ausgang',
  'report.col.summary': () => 'Zusammenfassung',
  'report.col.result': () => 'Ergebnis',
  'report.col.from': () => 'von',
  'report.col.to': () => 'an',
  'report.col.amount': () => 'Betrag',
  'report.col.player': () => 'Spieler',
  'report.col.games': () => 'Spiele',
  'report.col.wins': () => 'Siege',
  'report.col.first-round': () => 'erstes Spiel',
  'report.col.last-round': () => 'letztes Spiel',
  'report.col.rounds': () => 'Spiele',
  'report.col.winner': () => 'Sieger',
  'report.col.team': () => 'Team',
  'report.col.balance': () => 'Saldo',
  'report.game.none': () => 'keiner',
  'report.outcome': (a, f) => OUTCOME[a.outcome] ?? f.t({ id: 'game.outcome', args: { outcome: a.outcome } }),
  'report.game.in-progress': () => 'läuft noch',

  'explain.round': (a) => `Spiel ${a.index} (Zeile ${a.line}): ${a.summary}`,
  'explain.out': (a, f) => `${a.players.join(', ')} ${f.plural(a.players.length, 'setzt', 'setzen')} aus: 0`,
  'explain.trick': (a) =>
    `Stich ${a.number} (Zeile ${a.line}): ` +
    `${a.working ?? 'kein Gewinner (der Stich ist nicht vollständig oder der Trumpf unbekannt)'}`,
  'explain.scores': (a) => `Punkte:  ${a.scores}`,
  'explain.running': (a) => `Stand:   ${a.scores}`,
  'explain.not-scored-tricks': () =>
    'nicht gewertet (die Stiche werden einzeln geprüft; siehe die Zusammenfassung oben)',
  'explain.not-scored': (a) => `nicht gewertet${a.facts ? ' (Angaben fehlen; siehe check)' : ''}`,
  'explain.errors': (a, f) => `${a.errors} ${f.plural(a.errors, 'Fehler', 'Fehler')} in diesem Spiel (siehe check)`,
};
