// French texts of the season settings file.

import type { DomainCatalog } from '../message';
import type { season as en } from '../en/season';

export const season: DomainCatalog<typeof en> = {
  'season.duplicate': (a) => `« ${a.word} » est donné deux fois ici ; c’est le second qui compte.`,
  'season.bad-game': (a, f) => `Écrivez le jeu auquel s’appliquent les lignes suivantes : ${f.list(a.games, 'or')}.`,
  'season.unknown-directive': (a) =>
    `« ${a.word} » n’est pas un réglage de saison ; un fichier de saison a des lignes \`season\`, \`game\`, ` +
    '`pot` et `split`.',
  'season.split-without-pot': () =>
    'Ce `split` n’a aucun effet sans ligne `pot` : chaque soirée est réglée à sa propre mise.',
  'season.bad-pot': (a, f) =>
    `${
      a.why === 'missing'
        ? 'Il manque la somme du pot'
        : a.why === 'zero'
          ? 'La somme du pot est 0'
          : `La somme du pot : ${f.t(a.why)}`
    }. Écrivez la somme par point perdu, comme \`pot 0,10 €\`, ou \`pot none\`.`,
  'season.pot-args': () => '`pot` prend un montant et, au choix, une devise.',
  'season.split-mode': () =>
    'Écrivez `split standings` (au choix avec des pourcentages par place, par ex. `split standings 50 30 20`) ' +
    'ou `split attendance`.',
  'season.not-percent': (a) => `« ${a.text} » n’est pas un pourcentage ; écrivez des nombres entiers comme 50 30 20.`,
  'season.shares-sum': (a) => `Les parts font ${a.sum} % au total, pas 100 % : ${a.shares.join(' + ')}.`,
};
