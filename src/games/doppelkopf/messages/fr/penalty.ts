// French texts of Doppelkopf penalty points (see en/penalty.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { penalty as en } from '../en/penalty';
import { player } from '../../../../messages/examples';

export const penalty: DomainCatalog<typeof en> = {
  // Parser
  'usage.penalty': (a) =>
    `\`pénalité ${player(a.ex, 1)} 3\` (${player(a.ex, 1)} −3, les autres joueurs à la table +1 chacun) ou ` +
    `\`pénalité ${player(a.ex, 1)} 3 à ${player(a.ex, 0)}\``,
  'missing-argument.penalty': (a, f) => `Qui est pénalisé, et de combien de points ? Écrivez ${f.t(a.usage)}.`,
  'missing-argument.penalty-points': (a, f) => `Combien de points de pénalité ? Écrivez ${f.t(a.usage)}.`,
  'missing-argument.penalty-to': (a, f) => `À qui ? Écrivez ${f.t(a.usage)}.`,
  'expect.penalty': (a, f) => `des points de pénalité, un nombre entier supérieur à 0 (${f.t(a.usage)})`,
  'bad-number.penalty': (a) =>
    `Les points de pénalité sont un nombre entier supérieur à 0, pas ${a.text} ; la ligne ne compte pas.`,

  // Engine checks
  'pen.sits-out': (a) =>
    `${a.player} ne joue pas cette donne et ne peut ici ` +
    `${a.to ? 'recevoir aucun point de pénalité' : 'payer aucune pénalité'} ; la ligne ne compte pas.`,
  'pen.same': (a) =>
    `${a.player} ne peut pas se payer une pénalité à lui-même : nommez un autre joueur après \`à\` ; ` +
    'la ligne ne compte pas.',
  'pen.share': (a, f) =>
    `${a.points} points de pénalité ne se partagent pas également entre les ${a.count} autres joueurs à la table ` +
    `(${f.list(a.players)}) : écrivez un multiple de ${a.count}, ou nommez le bénéficiaire avec \`à\` ; ` +
    'la ligne ne compte pas.',
  'pen.out-unknown': () =>
    'On ne sait pas qui ne joue pas cette donne, donc pas non plus qui partage la pénalité : ajoutez une ligne ' +
    '`out` (ou un `donneur`), ou nommez le bénéficiaire avec `à` ; la ligne ne compte pas.',

  // How a penalty reads
  'pen.item': () => 'pénalité',
  'pen.summary': (a) => `pénalité (pas une donne) · ${a.scores}`,
  'pen.note': (a) => `pénalité ${a.scores}`,
  'pen.col.penalties': () => 'pénalités',
  'pen.col.points': () => 'points de pénalité',
};
