// German texts of Doppelkopf penalty points (see en/penalty.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { penalty as en } from '../en/penalty';
import { player } from '../../../../messages/examples';

export const penalty: DomainCatalog<typeof en> = {
  // Parser
  'usage.penalty': (a) =>
    `\`strafe ${player(a.ex, 1)} 3\` (${player(a.ex, 1)} −3, die anderen am Tisch je +1) oder ` +
    `\`strafe ${player(a.ex, 1)} 3 an ${player(a.ex, 0)}\``,
  'missing-argument.penalty': (a, f) => `Wer bekommt die Strafe, und wie viele Punkte? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.penalty-points': (a, f) => `Wie viele Strafpunkte? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.penalty-to': (a, f) => `An wen? Schreibe ${f.t(a.usage)}.`,
  'expect.penalty': (a, f) => `Strafpunkte, eine ganze Zahl über 0 (${f.t(a.usage)})`,
  'bad-number.penalty': (a) => `Strafpunkte sind eine ganze Zahl über 0, nicht ${a.text}; die Zeile zählt nicht.`,

  // Engine checks
  'pen.sits-out': (a) =>
    `${a.player} setzt in diesem Spiel aus und kann hier ` +
    `${a.to ? 'keine Strafpunkte bekommen' : 'keine Strafe zahlen'}; die Zeile zählt nicht.`,
  'pen.same': (a) =>
    `${a.player} kann keine Strafe an sich selbst zahlen: nenne nach \`an\` einen anderen Spieler; ` +
    'die Zeile zählt nicht.',
  'pen.share': (a, f) =>
    `${a.points} Strafpunkte lassen sich nicht gleich auf die ${a.count} anderen Spieler am Tisch verteilen ` +
    `(${f.list(a.players)}): schreibe ein Vielfaches von ${a.count}, oder nenne mit \`an\`, wer sie bekommt; ` +
    'die Zeile zählt nicht.',
  'pen.out-unknown': () =>
    'Wer in diesem Spiel aussetzt, ist nicht bekannt, also auch nicht, wer sich die Strafe teilt: füge eine ' +
    '`aus`-Zeile (oder einen `geber`) hinzu, oder nenne mit `an`, wer die Punkte bekommt; die Zeile zählt nicht.',

  // How a penalty reads
  'pen.item': () => 'Strafe',
  'pen.summary': (a) => `Strafe (kein Spiel) · ${a.scores}`,
  'pen.note': (a) => `Strafe ${a.scores}`,
  'pen.col.penalties': () => 'Strafen',
  'pen.col.points': () => 'Strafpunkte',
};
