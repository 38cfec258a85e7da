// German texts of the `won` and `points` lines of paper sheets (see en/outcome.ts).

import type { DomainCatalog } from '../message';
import type { outcome as en } from '../en/outcome';
import { player, team } from '../examples';

export const outcome: DomainCatalog<typeof en> = {
  // Parser: `won`, `points`, `cards N`
  'usage.won': (a) =>
    `\`gewonnen re 3\` oder \`gewonnen ${player(a.ex, 0)} ${player(a.ex, 2)} 2\` (die Gewinner, dann der Spielwert)`,
  'missing-argument.won': (a, f) => `Wer hat gewonnen, und was war das Spiel wert? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.won-who': (a, f) => `Wer hat gewonnen? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.won-value': (a, f) => `Nach den Gewinnern fehlt der Spielwert; schreibe ${f.t(a.usage)}.`,
  'expect.won': (a, f) => `den Spielwert als letztes Wort (${f.t(a.usage)})`,
  'expect.cards-taker': () => 'die Augen des Teams des Preneurs',
  'usage.points': (a) =>
    `\`points ${team(a.ex, 0)} 102 ${team(a.ex, 1)} 60\` ` +
    '(Punkte mit den 10 für den letzten Stich; ein Team darf fehlen)',
  'missing-argument.points': (a, f) => `Wessen Punkte? Schreibe ${f.t(a.usage)}.`,
};
