// French texts of Doppelkopf's outcome-only rounds and partial rows (see en/outcome.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { outcome as en } from '../en/outcome';
import { player } from '../../../../messages/examples';

type Party = 're' | 'kontra';
const P = (p: Party) => (p === 'kontra' ? 'Kontra' : 'Re');

export const outcome: DomainCatalog<typeof en> = {
  // Doppelkopf : `won` et lignes incomplètes
  'dk.won.who': (a) =>
    `« gagné ${a.name} ${a.value} » nomme un seul joueur, mais rien dans cette donne ne dit qui jouait avec ` +
    `${a.name} : nommez les deux gagnants (\`gagné ${a.name} ${a.players[0] ?? 'PARTENAIRE'} ${a.value}\`) ou ` +
    'ajoutez une ligne `re` ou `solo`. La donne n’est pas comptée.',
  'dk.won.count': (a) =>
    `« gagné » nomme ${a.count} joueurs sans ligne \`re\` ni \`solo\` ; dans un jeu normal, les gagnants sont ` +
    '2 joueurs (un solo demande sa ligne `solo`). La donne n’est pas comptée.',
  'dk.won.split': (a, f) =>
    `${a.first} et ${a.second} ne sont pas dans le même camp (${f.t(a.game)}) : ils ne peuvent pas avoir gagné ` +
    'tous les deux. Le premier nom décide.',
  'dk.won.contradicts': (a, f) =>
    `La feuille dit que ${P(a.written)} a gagné ${a.value}, mais les faits écrits dans cette donne donnent ` +
    (a.computed === 'none'
      ? `aucun gagnant et ${a.computedValue} (${f.t(a.working)})`
      : `${P(a.computed)} ${a.computedValue} (${f.t(a.working)})`) +
    '. Ce sont les faits qui comptent.',
  'dk.won.double': (a) =>
    `Une valeur de ${a.value} est impossible ici : avec \`set announcement double\`, chaque annonce double la ` +
    `valeur, et ${a.announced === 1 ? 'un camp a' : 'les deux camps ont'} annoncé ; la valeur est donc un ` +
    `multiple de ${a.factor}.`,
  'dk.won.below': (a) =>
    `Une valeur de ${a.value} est impossible ici : ` +
    (a.clamp && !a.solo
      ? 'avec `set netting clamp`, le gagnant ne descend jamais sous 0'
      : `le gagnant ${a.solo ? 'd’un solo (les points spéciaux ne comptent pas en solo) ' : ''}marque au moins ` +
        `${a.min} avec ce que cette donne annonce`) +
    '.',
  'dk.won.bock-share': (a) =>
    `Avec \`set won-includes-bock on\`, la valeur écrite comprend le Bock ×${a.factor} : c’est donc un multiple ` +
    `de ${a.factor}, ce que ${a.value} n’est pas.`,
  'dk.fill.conflict': (a, f) =>
    `${a.first} ${f.signed(a.firstValue)} et ${a.second} ${f.signed(a.secondValue)} ne peuvent pas être justes ` +
    `tous les deux dans ${f.t(a.game)} : chaque camp marque une valeur (le soliste trois fois).`,
  'dk.fill.thirds': (a, f) =>
    `${a.name} ${f.signed(a.value)} n’est pas 3 × V : un soliste marque trois fois ce que paie chaque adversaire.`,
  'dk.duplicate.won': () => 'Une deuxième ligne « gagné » dans cette donne ; seule la première compte.',
  'dk.filled': (a) => `complété : ${a.row}`,
  'dk.won.summary': (a) => `${a.winners.join(', ')} gagnent ${a.value}`,
  'dk.summary.outcome': (a, f) => {
    const game = a.game ? f.t(a.game) : (a.winners ?? []).join(', ');
    // Named winners take a verb (`Jürgen, Marie gagnent 2`); a game is followed by its result (`Re … gagné 3`).
    const result =
      a.result === 'none' ? 'aucun gagnant' : a.result === 'kontra' ? 'perdu' : a.game ? 'gagné' : 'gagnent';
    const bock = a.bock ? ` · Bock ×${a.bock}${a.bockInScore ? ' (dans la valeur écrite)' : ''}` : '';
    const duty = a.forced ? ' (Pflichtsolo forcé)' : a.duty ? ' (Pflichtsolo)' : '';
    return `${game.charAt(0).toUpperCase()}${game.slice(1)}${duty} ${result} ${a.value}${bock} · ${a.scores}`;
  },
  'dk.item.won-written': () => 'gagné (tel qu’écrit)',
  'dk.item.score-written': () => 'points (tels qu’écrits)',
  // Analyseur : la ligne `won`
  'usage.won': (a) =>
    `\`gagné re 3\` ou \`gagné ${player(a.ex, 0)} ${player(a.ex, 2)} 2\` (les gagnants, puis la valeur du jeu)`,
  'missing-argument.won': (a, f) => `Qui a gagné, et combien valait le jeu ? Écrivez ${f.t(a.usage)}.`,
  'missing-argument.won-who': (a, f) => `Qui a gagné ? Écrivez ${f.t(a.usage)}.`,
  'missing-argument.won-value': (a, f) => `La valeur du jeu manque après les gagnants ; écrivez ${f.t(a.usage)}.`,
  'expect.won': (a, f) => `la valeur du jeu en dernier mot (${f.t(a.usage)})`,
};
