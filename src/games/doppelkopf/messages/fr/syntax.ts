// French texts of Doppelkopf's lines as the parser reads them (src/games/doppelkopf/syntax): the problems and
// the usage phrases only its sheets have (see ../en/syntax.ts).

import type { CatalogOf } from '../../../../messages/catalog';
import type { syntax as en } from '../en/syntax';
import { mean, P } from '../../../../messages/fr/format';

export const syntax: CatalogOf<typeof en> = {
  'bad-number.bock-trigger': (a) =>
    `« ${a.text} » n’est pas un nombre de tours de Bock : \`${a.keyword}\` prend un nombre entier de 0 (la donne ` +
    `n’en déclenche aucun) à ${a.max}, ou rien pour un.`,
  'expect.bock': () => 'combien de Bock s’appliquent (par ex. `bock 2` pour ×4), ou rien pour ×2',
  'expect.bock-trigger': () =>
    'combien de tours de Bock cette donne déclenche (par ex. `bock-trigger 2`), ou rien pour un',
  'missing-argument.announce-doppelkopf': () => 'Qui a annoncé ? Écrivez `annonce re` ou `annonce kontra keine90`.',
  'missing-argument.extras': () => 'Qui a gagné quels points spéciaux ? Écrivez par ex. `extras kontra fuchs`.',
  'missing-argument.extras-items': () => 'Quels points spéciaux ? Ajoutez par ex. fuchs, doppelkopf ou karlchen.',
  'missing-argument.out': (a) =>
    'Qui ne joue pas cette donne ? Écrivez `out` et les joueurs, par ex. ' +
    `\`out ${P(a.ex, (a.ex?.players?.length ?? 5) - 1)}\`.`,
  'missing-argument.re': (a) =>
    `Qui joue Re ? Écrivez \`re\` et les deux joueurs, par ex. \`re ${P(a.ex, 0)} ${P(a.ex, 2)}\`.`,
  'missing-argument.rules-doppelkopf': () => 'Quelles règles ? Écrivez `règles ddv`.',
  'missing-argument.silent-marriage': (a) =>
    `Qui avait la stille Hochzeit ? Écrivez par ex. \`stille-hochzeit ${P(a.ex, 1)}\`.`,
  'missing-argument.solo': (a) => `Qui a joué quel solo ? Écrivez par ex. \`solo ${P(a.ex, 3)} damen\`.`,
  'missing-argument.solo-kind': () =>
    'Quel solo ? Ajoutez la sorte, avec les mots du Doppelkopf : damen (dames), buben (valets), kreuz (trèfle), ' +
    'pik (pique), herz (cœur), karo (carreau) ou fleischlos (sans atout).',
  'missing-argument.tricks': () => 'Les plis de qui ? Écrivez par ex. `plis re 7 kontra 5`.',
  'missing-argument.who': (a, f) => `Qui ? Écrivez ${f.t(a.usage)}.`,
  'missing-argument.whose': (a, f) =>
    `${a.kind === 'marriage' ? 'La Hochzeit' : 'L’Armut'} de qui ? Écrivez ${f.t(a.usage)}.`,
  'missing-argument.with-whom': (a, f) => `Avec qui ? Écrivez ${f.t(a.usage)}.`,
  'player-count.doppelkopf': (a, f) =>
    `Le Doppelkopf se joue de 4 à 7 joueurs (au-delà de 4, certains ne jouent pas à chaque donne) ; ` +
    `${a.count} ${f.plural(a.count, 'est indiqué', 'sont indiqués')}.`,
  'usage.announce-level': () =>
    'une annonce prend au plus un niveau (keine90, keine60, keine30 ou schwarz) ; écrivez une ligne par camp',
  'usage.bock': (a) => `\`${a.keyword}\` prend au plus un nombre`,
  'usage.bock-trigger': (a) => `\`${a.keyword}\` prend au plus un nombre : les tours de Bock que déclenche cette donne`,
  'usage.cards-doppelkopf': () => '`cartes re 151` ou `cartes re 151 kontra 89`',
  'usage.marriage': (a) => `\`hochzeit ${P(a.ex, 0)} mit ${P(a.ex, 1)}\` ou \`hochzeit ${P(a.ex, 0)} allein\``,
  'usage.partner': (a, f) =>
    `après le joueur on attend \`mit PARTENAIRE\`${a.alone ? ' ou `allein`' : ''} ; écrivez ${f.t(a.usage)}`,
  'usage.poverty': (a) => `\`armut ${P(a.ex, 0)} mit ${P(a.ex, 1)}\``,
  'usage.score-doppelkopf': (a) =>
    `des joueurs et des points, par ex. \`${a.keyword} ${P(a.ex, 0)} +2 ${P(a.ex, 1)} -2 ${P(a.ex, 2)} +2 ` +
    `${P(a.ex, 3)} -2\``,
  'usage.solo': () =>
    'écrivez `solo JOUEUR SORTE` et, au choix, `pflicht` pour un Pflichtsolo, `pflicht forcé` pour un Pflichtsolo ' +
    'forcé (Vorführung)',
  'usage.tricks': () => 'par ex. `plis re 7 kontra 5`',
  'outside-round.penalty': (a) =>
    `Une \`${a.keyword}\` avant la première \`donne\` ne compte pas : écrivez d’abord une ligne \`donne\`. Un ` +
    'bloc `donne` qui ne contient que des pénalités n’est pas un jeu (pas de distribution, pas un jeu de la série) : ' +
    'la pénalité reste avant le premier jeu.',
  'reserved-name.party': (a) =>
    `« ${a.name} » est le nom d’un camp du Doppelkopf ; écrivez "${a.name}" (entre guillemets) si ` +
    `${a.who === 'player' ? 'un joueur' : 'une équipe'} s’appelle vraiment ainsi.`,
  'unknown-name.player-not-party': (a) =>
    `« ${a.name} » n’est pas un joueur (il faut ici un joueur, pas un camp) ;${mean(a.hint)} joueurs sont ` +
    `${a.players.join(', ')}.`,
};
