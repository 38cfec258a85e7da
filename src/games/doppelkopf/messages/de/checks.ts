// German texts of what a Doppelkopf sheet states against what the engine works out (rows and trick-proven facts).

import type { DomainCatalog } from '../../../../messages/message';
import { formulaText, type checks as en } from '../en/checks';
import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';

const w = (x: Message | string, f: Fmt) => (typeof x === 'string' ? x : f.t(x));

export const checks: DomainCatalog<typeof en> = {
  'dk.row.mismatch-one': (a, f) =>
    `${a.kind === 'score' ? 'angegeben' : 'angegebener Stand'} ${a.player} ${a.stated}, berechnet ${w(a.working, f)}`,
  'dk.row.mismatch': (a, f) =>
    `${a.kind === 'score' ? 'angegeben' : 'angegebener Stand'} ${a.stated}, berechnet ${a.computed}` +
    `${a.context ? `: ${w(a.context, f)}` : ''}`,
  'dk.row.totals-sum': (a, f) => `${f.t(a.row)} (der angegebene Stand ergibt zusammen ${a.sum}, nicht 0)`,
  'dk.row.fix': (a) =>
    a.kind === 'score' ? `Berechnete Punkte eintragen: ${a.text}` : `Berechneten Stand eintragen: ${a.text}`,
  'dk.total.first': (a) => `${a.total} = ${a.points} in Spiel 1`,
  'dk.total.after': (a) =>
    `${a.total} = ${a.before} nach Spiel ${a.round - 1} ${a.points < 0 ? '-' : '+'} ${Math.abs(a.points)} ` +
    `in Spiel ${a.round}`,
  'dk.row.sits-out': (a) => `${a.player} setzt in diesem Spiel aus (out) und bekommt 0, nicht ${a.value}.`,
  'dk.row.partial': (a) =>
    `Dieses notierte Spiel nennt keine Punkte für ${a.missing.join(', ')}; ` +
    `${a.missing.length === 1 ? 'der Spieler zählt' : 'sie zählen'} mit 0, und die Zeile lässt sich nicht prüfen.`,
  'dk.row.too-many': (a) => `${a.count} Spieler haben Punkte, aber nur 4 spielen ein Spiel.`,
  'dk.row.sum': (a) =>
    `Die Zeile ${a.row} ergibt ${a.sum}; auf einer Plus-Minus-Liste ergibt jede Zeile 0 ` +
    '(+V +V −V −V, oder ein Solo +3V −V −V −V).',
  'dk.row.pairs': (a) =>
    `Die Zeile ${a.row} ist nicht +V +V −V −V: beide Gewinner bekommen denselben Wert, beide Verlierer verlieren ihn.`,
  'dk.row.shape': (a) => `Die Zeile ${a.row} ist weder +V +V −V −V noch ein Solo +3V −V −V −V.`,
  'dk.row.sign': (a) =>
    `Die Zeile ${a.row} hat ${a.counting === 'plus' ? 'negative' : 'positive'} Punkte, aber das ist eine ` +
    `${a.counting === 'plus' ? 'Plus' : 'Minus'}-Liste (set counting ${a.counting}).`,
  'dk.row.one-scorer': (a) =>
    `In der Zeile ${a.row} punktet nur einer: ein gewonnenes Solo zählt 3 × V, also ein Vielfaches von 3.`,
  'dk.row.plus-shape': (a) =>
    `Die Zeile ${a.row} hat weder zwei gleiche Werte (Normalspiel) noch einen Wert 3V (gewonnenes Solo) ` +
    'noch drei gleiche Werte (verlorenes Solo).',
  'dk.row.solo': (a) =>
    `Die Zeile ${a.row} sieht nach einem Solo aus, aber beim Solo bekommt der Solist +3V und jeder der drei ` +
    `Gegner −V${a.soloist !== undefined ? ` (hier ${a.soloist} für den Solisten)` : ''}.`,

  'dk.tricks.marriage': (a) =>
    a.partners ? `Hochzeit ${a.bride} mit ${a.partners.join(' ')}` : `Hochzeit ${a.bride} allein`,
  'dk.tricks.no-partner': (a, f) =>
    `angegeben ${f.t(a.stated)}, die Stiche ergeben keinen Partner: ${a.bride} hat jeden Stich gewonnen, ` +
    `der ihn bestimmen konnte, also spielt ${a.bride} allein`,
  'dk.tricks.partner': (a, f) =>
    `angegeben ${f.t(a.stated)}, die Stiche ergeben ${a.bride} mit ${a.partner} (${a.partner} gewinnt ` +
    `Stich ${a.trick}, den Klärungsstich)`,
  'dk.tricks.silent-marriage': (a) =>
    `angegeben ${a.re ? `Re ${a.re.join(' ')}` : 'dieses Spiel'}, die Stiche ergeben eine stille Hochzeit: ` +
    `${a.player} hat beide ♣Q gespielt`,
  'dk.tricks.re': (a) =>
    `angegeben Re ${a.stated.join(' ')}, die Stiche ergeben Re ${a.re.join(' ')}` +
    `${a.queens ? ' (die Spieler mit den ♣Q)' : ''}`,

  'dk.formula': (a, f) => formulaText(a, 'nichts', f),
  'dk.points.scores': (a, f) =>
    `${a.who === 'soloist' ? 'der Solist' : a.who === 're' ? 'Re' : 'Kontra'} bekommt ${a.value}` +
    `${a.times3 ? ' (Solist ×3)' : ''} = ${f.t(a.formula)}`,
  'dk.points.out': (a) => `${a.points}: ${a.player} setzt in diesem Spiel aus`,
  'dk.points.equals': (a, f) => `${a.points} = ${f.t(a.formula)}`,
  'dk.points.solo': (a, f) => `${a.points} = 3 × ${a.value}: ${f.t(a.rest)}`,
  'dk.points.other': (a, f) => `${a.points}: ${f.t(a.rest)}`,
  'dk.points.counting': (a, f) =>
    `${a.points} (eine ${a.counting === 'plus' ? 'Plus' : 'Minus'}-Liste schreibt nur die ` +
    `${a.counting === 'plus' ? 'Gewinner' : 'Verlierer'}; mit ± wäre es ${f.t(a.inner)})`,
};
