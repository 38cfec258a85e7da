// French texts of what a Doppelkopf sheet states against what the engine works out (rows and trick-proven facts).

import type { DomainCatalog } from '../../../../messages/message';
import { formulaText, type checks as en } from '../en/checks';
import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';

const w = (x: Message | string, f: Fmt) => (typeof x === 'string' ? x : f.t(x));

export const checks: DomainCatalog<typeof en> = {
  'dk.row.mismatch-one': (a, f) =>
    `${a.kind === 'score' ? 'noté' : 'cumul noté'} ${a.player} ${a.stated}, calculé ${w(a.working, f)}`,
  'dk.row.mismatch': (a, f) =>
    `${a.kind === 'score' ? 'noté' : 'cumul noté'} ${a.stated}, calculé ${a.computed}` +
    `${a.context ? ` : ${w(a.context, f)}` : ''}`,
  'dk.row.totals-sum': (a, f) => `${f.t(a.row)} (les cumuls notés font ${a.sum} au total, pas 0)`,
  'dk.row.fix': (a) =>
    a.kind === 'score' ? `Écrire le score calculé : ${a.text}` : `Écrire les cumuls calculés : ${a.text}`,
  'dk.total.first': (a) => `${a.total} = ${a.points} à la donne 1`,
  'dk.total.after': (a) =>
    `${a.total} = ${a.before} après la donne ${a.round - 1} ${a.points < 0 ? '-' : '+'} ${Math.abs(a.points)} ` +
    `à la donne ${a.round}`,
  'dk.row.sits-out': (a) => `${a.player} ne joue pas cette donne (out) et marque 0, pas ${a.value}.`,
  'dk.row.partial': (a) =>
    `Cette donne notée ne donne pas de score pour ${a.missing.join(', ')} ; ` +
    `${a.missing.length === 1 ? 'ce joueur compte' : 'ils comptent'} 0 et la ligne ne peut pas être vérifiée.`,
  'dk.row.too-many': (a) => `${a.count} joueurs ont des points, mais seuls 4 jouent une donne.`,
  'dk.row.sum': (a) =>
    `La ligne ${a.row} fait ${a.sum} ; sur une feuille plus-moins, chaque ligne fait 0 ` +
    '(+V +V −V −V, ou un solo +3V −V −V −V).',
  'dk.row.pairs': (a) =>
    `La ligne ${a.row} n’est pas +V +V −V −V : les deux gagnants marquent la même valeur et les deux perdants ` +
    'la perdent.',
  'dk.row.shape': (a) => `La ligne ${a.row} n’est ni +V +V −V −V ni un solo +3V −V −V −V.`,
  'dk.row.sign': (a) =>
    `La ligne ${a.row} a des points ${a.counting === 'plus' ? 'négatifs' : 'positifs'}, mais c’est une feuille ` +
    `${a.counting === 'plus' ? 'plus' : 'moins'} (set counting ${a.counting}).`,
  'dk.row.one-scorer': (a) =>
    `La ligne ${a.row} n’a qu’un joueur qui marque : un solo gagné vaut 3 × V, donc un multiple de 3.`,
  'dk.row.plus-shape': (a) =>
    `La ligne ${a.row} n’a ni deux valeurs égales (jeu normal), ni une valeur 3V (solo gagné), ` +
    'ni trois valeurs égales (solo perdu).',
  'dk.row.solo': (a) =>
    `La ligne ${a.row} ressemble à un solo, mais un solo donne +3V au soliste et −V à chacun des trois ` +
    `adversaires${a.soloist !== undefined ? ` (ici ${a.soloist} pour le soliste)` : ''}.`,

  'dk.tricks.marriage': (a) =>
    a.partners ? `Hochzeit ${a.bride} avec ${a.partners.join(' ')}` : `Hochzeit ${a.bride} sans partenaire`,
  'dk.tricks.no-partner': (a, f) =>
    `noté : ${f.t(a.stated)}, les plis ne donnent pas de partenaire : ${a.bride} a remporté tous les plis ` +
    `qui pouvaient le décider, donc ${a.bride} joue sans partenaire`,
  'dk.tricks.partner': (a, f) =>
    `noté : ${f.t(a.stated)}, les plis donnent ${a.bride} avec ${a.partner} (${a.partner} remporte ` +
    `le pli ${a.trick}, le Klärungsstich)`,
  'dk.tricks.silent-marriage': (a) =>
    `noté : ${a.re ? `Re ${a.re.join(' ')}` : 'ce jeu'}, les plis donnent une stille Hochzeit : ` +
    `${a.player} a joué les deux ♣Q`,
  'dk.tricks.re': (a) =>
    `noté : Re ${a.stated.join(' ')}, les plis donnent Re ${a.re.join(' ')}` +
    `${a.queens ? ' (les détenteurs des ♣Q)' : ''}`,

  'dk.formula': (a, f) => formulaText(a, 'rien', f),
  'dk.points.scores': (a, f) =>
    `${a.who === 'soloist' ? 'le soliste' : a.who === 're' ? 'Re' : 'Kontra'} marque ${a.value}` +
    `${a.times3 ? ' (soliste ×3)' : ''} = ${f.t(a.formula)}`,
  'dk.points.out': (a) => `${a.points} : ${a.player} ne joue pas cette donne`,
  'dk.points.equals': (a, f) => `${a.points} = ${f.t(a.formula)}`,
  'dk.points.solo': (a, f) => `${a.points} = 3 × ${a.value} : ${f.t(a.rest)}`,
  'dk.points.other': (a, f) => `${a.points} : ${f.t(a.rest)}`,
  'dk.points.counting': (a, f) =>
    `${a.points} (une feuille ${a.counting === 'plus' ? 'plus' : 'moins'} n’écrit que les ` +
    `${a.counting === 'plus' ? 'gagnants' : 'perdants'} ; en ± ce serait ${f.t(a.inner)})`,
};
