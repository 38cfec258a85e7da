// German texts of Doppelkopf's reports (see ../en/report.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { report as en } from '../en/report';

const view = (v: number) => (v === 0 ? '0' : `${v > 0 ? 'Re' : 'Kontra'} ${Math.abs(v)}`);
const COUNTING: Record<string, string> = { plus: 'Plus-Liste', minus: 'Minus-Liste' };

export const report: DomainCatalog<typeof en> = {
  'help.settle.doppelkopf': () => 'das Geld zum Einsatz und wer wem zahlt (Doppelkopf)',
  'help.stats.doppelkopf': () =>
    'Doppelkopf, pro Spieler: Spiele, Siege, Siegquote, als Re und als Kontra, Soli nach Art und gewonnen, ' +
    'Pflichtsoli, Schnitt pro Spiel, bester und schlechtester Abend, und wer mit wem gewinnt.',
  'report.money-note': (a) =>
    `Eine ${COUNTING[a.counting] ?? a.counting} geht nicht auf 0 auf, also rechnen je zwei Spieler den Unterschied ` +
    `ihrer Stände ab: Geld = (${a.players} × Stand − Summe aller Stände) × Einsatz.`,
  'report.col.solos': () => 'Soli',
  'report.col.solos-won': () => 'Soli gewonnen',
  'report.col.duty-solos': () => 'Pflichtsoli',
  'explain.no-winner': () =>
    'kein Gewinner (TSR 7.1.4): es zählen nur die Punkte für Absagen und Erwiderungen und die Sonderpunkte',
  'explain.value': (a, f) => (a.v === 0 ? '0' : `${view(a.v)} (V = ${f.signedNum(a.v)} aus Sicht von Re)`),
  'explain.view': (a) => view(a.v),
  'explain.solo': (a, f) =>
    `Solo ×3: der Solist ${a.soloist} ${f.signedNum(a.soloistPoints)}, jeder Gegenspieler ` +
    `(${a.opponents.join(', ')}) ${f.signedNum(a.each)}`,
  'explain.normal': (a, f) =>
    `Re (${a.re.join(', ')}) je ${f.signedNum(a.value)}, Kontra (${a.kontra.join(', ')}) je ${f.signedNum(-a.value)}`,
  'pen.explain': (a) => `Strafe: ${a.scores} (nicht Teil des Spiels)`,
};
