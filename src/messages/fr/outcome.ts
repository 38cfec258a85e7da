// French texts of the `won` and `points` lines of paper sheets (see en/outcome.ts).

import type { DomainCatalog } from '../message';
import type { outcome as en } from '../en/outcome';
import { player, team } from '../examples';

export const outcome: DomainCatalog<typeof en> = {
  // Analyseur : `won`, `points`, `cards N`
  'usage.won': (a) =>
    `\`gagné re 3\` ou \`gagné ${player(a.ex, 0)} ${player(a.ex, 2)} 2\` (les gagnants, puis la valeur du jeu)`,
  'missing-argument.won': (a, f) => `Qui a gagné, et combien valait le jeu ? Écrivez ${f.t(a.usage)}.`,
  'missing-argument.won-who': (a, f) => `Qui a gagné ? Écrivez ${f.t(a.usage)}.`,
  'missing-argument.won-value': (a, f) => `La valeur du jeu manque après les gagnants ; écrivez ${f.t(a.usage)}.`,
  'expect.won': (a, f) => `la valeur du jeu en dernier mot (${f.t(a.usage)})`,
  'expect.cards-taker': () => 'les points de cartes de l’équipe du preneur',
  'usage.points': (a) =>
    `\`points ${team(a.ex, 0)} 102 ${team(a.ex, 1)} 60\` ` +
    '(les points avec le dix de der ; une équipe peut manquer)',
  'missing-argument.points': (a, f) => `Les points de qui ? Écrivez ${f.t(a.usage)}.`,
};
