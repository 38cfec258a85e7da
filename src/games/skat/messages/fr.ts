// French texts of Skat (see en.ts). French Skat tables keep the German game words (Hand, Schneider, Schwarz, ouvert).

import type { GameWords } from '../../../messages/gameWords';
import type { DomainCatalog } from '../../../messages/message';
import {
  workingText,
  type SkatColumn,
  type SkatGameWord,
  type SkatLevelWord,
  type SkatOutcomeWord,
  type skat as en,
  type skatWords as enWords,
} from './en';

const GAME: Record<SkatGameWord, string> = {
  clubs: 'trèfle',
  spades: 'pique',
  hearts: 'cœur',
  diamonds: 'carreau',
  grand: 'Grand',
  null: 'Null',
};
const LEVEL: Record<SkatLevelWord, string> = {
  with: 'avec',
  without: 'sans',
  game: 'jeu',
  hand: 'Hand',
  schneider: 'Schneider',
  'schneider-announced': 'annoncé',
  schwarz: 'Schwarz',
  'schwarz-announced': 'annoncé',
  ouvert: 'ouvert',
  spitze: 'Spitze',
};
const OUTCOME: Record<SkatOutcomeWord, string> = {
  won: 'gagné',
  lost: 'perdu',
  overbid: 'enchère dépassée',
  passed: 'tous passent',
  recorded: 'noté',
  ramsch: 'Ramsch',
};
const USAGE: Record<string, string> = {
  declarer: '`declarer JOUEUR [clubs|spades|hearts|diamonds|grand|null] [with N | without N] [hand] [ouvert]`',
  bid: '`bid N`, p. ex. `bid 18`',
  cards: '`cards N` (les points du déclarant, skat compris)',
  tricks: '`tricks N` (les plis du déclarant)',
  skat: '`skat CARTE CARTE` (les deux cartes du skat, p. ex. `skat ♣K ♠K`)',
  won: '`won`, ou `won JOUEUR VALEUR`',
  lost: '`lost`, ou `lost JOUEUR VALEUR [overbid]`',
  score: '`score JOUEUR ±N`',
  total: '`total JOUEUR N …`',
  seeger: '`seeger JOUEUR N …`',
  'won-lost': '`won-lost JOUEUR GAGNÉS PERDUS …`',
  bock: '`bock [N]` (une donne Bock : ×2, ou ×2^N)',
};
const COL: Record<SkatColumn, string> = {
  round: 'Donne',
  dealer: 'Donneur',
  game: 'Jeu',
  total: 'Cumul',
  won: 'Gagnés',
  lost: 'Perdus',
  wertung: 'Wertung',
  money: 'Argent',
  player: 'Joueur',
  games: 'Jeux',
  grand: 'Grand',
  null: 'Null',
  rows: 'Lignes',
  passed: 'Tous passent',
  fees: 'Frais de parties perdues',
  bierlachs: 'Bierlachs perdus',
  perList: 'Moyenne par liste',
};
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export const skat: DomainCatalog<typeof en> = {
  'help.settle.skat': () => 'les jeux gagnés et perdus, la Wertung, l’argent et qui paie qui (Skat)',
  'help.stats.skat': () =>
    'Skat, par joueur : jeux annoncés, gagnés et perdus, taux de victoire, Grand et Null, points et moyenne ' +
    'par liste.',
  'skat.usage': (a) => USAGE[a.kind] ?? `\`${a.kind}\``,
  'skat.expect': (a) => `un nombre entier (${a.what})`,
  'skat.missing': (a) => `Écrivez ${USAGE[a.kind] ?? a.kind}.`,
  'skat.bad-word': (a, f) => `« ${a.text} » n’est pas lu ici ; écrivez ${f.t(a.usage)}.`,
  'skat.player-count': (a) =>
    `Le skat se joue à 3, ou à 4 ou 5 avec le donneur (et un autre à cinq) qui ne joue pas ; cette feuille ` +
    `en a ${a.count}.`,
  'skat.rules-missing': () => 'Quelles règles ? Écrivez `rules isko`, `rules tournament` ou `rules pub`.',
  'skat.spitzen-range': (a) =>
    a.game === 'null'
      ? 'Un null n’a pas de Spitzen ; retirez `with`/`without`.'
      : `Un jeu ${GAME[a.game]} a de 1 à ${a.max} Spitzen (skat compris), pas ${a.n}.`,
  'skat.null-level': (a) => `Un null n’a pas de paliers : \`${a.what}\` ne s’applique pas.`,
  'skat.needs-hand': () =>
    'Schneider et Schwarz ne s’annoncent qu’en jeu Hand : écrivez `hand` sur la ligne du déclarant.',
  'skat.ouvert-hand': () =>
    'Un jeu de couleur ou un grand ouvert est un jeu Hand avec Schwarz annoncé : `hand` est implicite.',
  'skat.cards-range': (a) => `Le déclarant a de 0 à 120 points (skat compris), pas ${a.n}.`,
  'skat.tricks-range': (a) => `Le déclarant fait de 0 à 10 plis, pas ${a.n}.`,
  'skat.outcome': (a) => `Le jeu est noté ${OUTCOME[a.stated]}, mais ${a.why} : il est ${OUTCOME[a.computed]}.`,
  'skat.why.augen': (a) => `le déclarant a ${a.cards} points et il lui en fallait ${a.need}`,
  'skat.why.tricks': (a) => `Schwarz était annoncé et le déclarant a fait ${a.tricks} plis sur 10`,
  'skat.why.null': (a) =>
    a.tricks === 0 ? 'le déclarant n’a fait aucun pli' : `le déclarant a fait ${a.tricks} plis dans un null`,
  'skat.why.overbid': (a) => `le jeu vaut ${a.value}, moins que l’enchère de ${a.bid}`,
  'skat.schwarz': (a) =>
    a.tricks !== undefined && a.tricks !== 0 && a.tricks !== 10
      ? `Schwarz veut dire un camp sans pli, mais le déclarant a fait ${a.tricks} plis.`
      : `Schwarz ne va pas avec ${a.cards} points : sans pli pour la défense le déclarant a 120, un ` +
        `déclarant sans pli a ` +
        'au plus les 22 du skat.',
  'skat.schneider': (a) =>
    `Schneider veut dire un camp à 30 points ou moins (le déclarant à ${a.line} ou plus, ou à 30 ou moins), mais le ` +
    `déclarant a ${a.cards}.`,
  'skat.bid-invalid': (a) =>
    `${a.bid} n’est pas une enchère : on enchérit en valeurs de jeu (18, 20, 22, 23, 24, 27, …, 264).`,
  'skat.overbid': (a) =>
    `Enchère dépassée : le jeu vaut ${a.value} après la donne, moins que l’enchère de ${a.bid} ; il est perdu à ` +
    `${a.charged}, le plus petit multiple de sa valeur de base qui atteint l’enchère.`,
  'skat.null-below-bid': (a) =>
    `Un null à ${a.value} ne peut pas être annoncé après une enchère de ${a.bid} : le jeu doit atteindre l’enchère.`,
  'skat.value-illegal': (a) =>
    a.game
      ? `${a.written} n’est pas une inscription possible pour un jeu ${GAME[a.game]}.`
      : `${a.written} n’est l’inscription d’aucun jeu (gagné : une des 63 valeurs de jeu ; perdu : le double).`,
  'skat.lost-single': (a) =>
    `Un jeu perdu compte double : ${a.expected}, pas ${a.written}. Si cette feuille note les pertes simples, écrivez ` +
    '`set lost-factor 1`.',
  'skat.score-column': (a) =>
    `Dans la liste classique seule la colonne du déclarant change : ${a.player} ne marque rien ici.`,
  'skat.sitting-declarer': (a) =>
    `${a.player} ne joue pas cette donne (le donneur à quatre, ou un autre qui ne joue pas à cinq) et ne peut pas ` +
    `être le déclarant.`,
  'skat.house-off': (a) =>
    `\`${a.what}\` est une règle maison désactivée par ces règles ; activez-la avec \`set ${a.key} ${a.value}\`.`,
  'skat.re-without-kontra': (a) =>
    a.what === 're'
      ? '`re` répond à un Kontra : écrivez d’abord `kontra`.'
      : '`supra` répond à un Re : écrivez d’abord `re`.',
  'skat.bock-mismatch': (a) =>
    `La donne est notée Bock ×${a.marked}, mais les tours de Bock donnent ×${a.triggered} ; la note compte.`,
  'skat.ramsch-after-bock': (a) =>
    `Un tour de Ramsch suit le tour de Bock (\`ramsch-after-bock on\`) : cette donne devrait être un Ramsch ` +
    `(encore ${a.left}, celle-ci comprise).`,
  'skat.bierlachs-over': (a) =>
    `${a.player} atteint ${a.total}, soit −${a.target} ou moins : ${a.player} perd ce Bierlachs, et la donne ` +
    'suivante en commence un nouveau à 0.',
  'skat.bierlachs-column': (a) =>
    'Au Bierlachs, une partie gagnée est payée par les deux défenseurs et une partie perdue par le déclarant : ' +
    `${a.player} ne marque rien dans cette donne.`,
  'skat.bierlachs-working': (a) =>
    a.won ? `gagnée : chaque défenseur −${a.value}` : `perdue : le déclarant −${a.value}`,
  'skat.passed-score': () => 'Une donne où tous passent vaut 0 pour tous.',
  'skat.series-length': (a) => `La liste a ${a.rows} jeux (donnes passées comprises), mais une série en a ${a.series}.`,
  'skat.score-mismatch': (a) => `${a.player} marque ${signed(a.computed)}, pas ${signed(a.stated)} : ${a.working}.`,
  'skat.total-mismatch': (a) =>
    `Le cumul de ${a.player} est ${a.computed} (${a.before} ${a.points < 0 ? '−' : '+'} ` +
    `${Math.abs(a.points)}), pas ${a.stated}`,
  'skat.seeger-mismatch': (a) => `La Wertung de ${a.player} est ${a.computed} (${a.working}), pas ${a.stated}.`,
  'skat.won-lost-mismatch': (a) => `${a.player} a gagné ${a.won} jeux et en a perdu ${a.lost}, pas ${a.w} et ${a.l}.`,
  'skat.incomplete': (a) => `Le jeu ne peut pas être compté : ${a.what}.`,
  'skat.need.spitzen': () => 'écrivez les Spitzen (`with N` ou `without N`)',
  'skat.need.outcome': () => 'écrivez les points du déclarant (`cards N`), `won` ou `lost`, ou la marque',
  'skat.need.declarer': () => 'écrivez le déclarant (`declarer JOUEUR JEU …`)',
  'skat.need.game': () => 'écrivez le jeu sur la ligne du déclarant (clubs, spades, hearts, diamonds, grand ou null)',
  'skat.not-isko': (a) =>
    `\`${a.key}\` est une règle maison, pas celle de l’ISkO : une liste de tournoi ne l’emploie pas.`,
  'skat.fix.score': (a) => `Écrire la valeur calculée : ${a.player} ${signed(a.value)}`,
  'skat.fix.lost-factor': () => 'Écrire `set lost-factor 1` (cette feuille note les pertes simples)',
  'skat.working': (a) => workingText(a, GAME, LEVEL),
  'skat.bd.level': (a) => `${LEVEL[a.level]} ${a.n}`,
  'skat.bd.base': (a) => (a.game === 'null' ? `null ${a.base}` : `× ${a.base} (${GAME[a.game]})`),
  'skat.bd.overbid': (a) => `enchère dépassée : ${a.bid} → ${a.charged}`,
  'skat.bd.lost': (a) => `perdu × ${a.factor}`,
  'skat.bd.kontra': (a) => `${a.what === 'kontra' ? 'Kontra' : a.what === 're' ? 'Re' : 'Supra'} × ${a.factor}`,
  'skat.bd.bock': (a) => `Bock × ${a.factor}`,
  'skat.bd.entry': (a) => `${a.player} ${signed(a.entry)}`,
  'skat.ramsch.sum': (a) => `Les points du Ramsch font ${a.sum} : avec le skat (0 à 22 points) ils doivent faire 120.`,
  'skat.ramsch.jungfrau': (a) =>
    `${a.player} est notée Jungfrau mais a ${a.augen} points : une Jungfrau ne fait aucun pli.`,
  'skat.ramsch.durchmarsch': (a) =>
    `${a.player} est noté Durchmarsch, mais ${a.other} a des points : un Durchmarsch fait tous les plis.`,
  'skat.ramsch.loser': (a) => `${a.player} est noté perdant, mais ${a.most} a le plus de points.`,
  'skat.need.ramsch': () => 'écrivez les points de chaque joueur (`cards A N B M C K`) ou la marque',
  'skat.need.last-trick': () => 'écrivez qui a fait le dernier pli (`last-trick JOUEUR`)',
  'skat.bd.ramsch': (a) => `Ramsch : ${a.players.join(', ')} ${a.augen}`,
  'skat.bd.ramsch-winner': (a) => `le moins de points : ${a.players.join(', ')} +${a.points}`,
  'skat.bd.jungfrau': () => 'Jungfrau × 2',
  'skat.bd.pushed': (a) => `poussé ${a.n} fois × ${2 ** a.n}`,
  'skat.bd.share': (a) => `partagé entre ${a.k}`,
  'skat.bd.durchmarsch': (a) => `Durchmarsch ${a.player} +120`,
  'skat.summary': (a) =>
    (a.outcome === 'passed'
      ? 'tous passent · 0'
      : [
          a.player,
          a.game ? GAME[a.game] : undefined,
          a.value !== undefined ? String(a.value) : undefined,
          a.outcome ? OUTCOME[a.outcome] : undefined,
        ]
          .filter(Boolean)
          .join(' ') + (a.entry !== undefined ? ` · ${signed(a.entry)}` : '')) +
    (a.bock ? ` · Bock ×${a.bock}` : '') +
    (a.trigger ? ' · lance un tour de Bock' : ''),
};

export const skatWords: DomainCatalog<typeof enWords> = {
  'skat.col': (a) => COL[a.col],
  'skat.title': () => 'Skat',
  'skat.explain.entry': (a) => `${a.working} → ${signed(a.entry)}`,
};

/** Skat by name in French: its title, its `game` word and its terms (switches and presets show as written). */
export const skatGameWords: GameWords = {
  kinds: [{ kind: 'skat', title: 'Skat', word: 'skat' }],
  terms: {
    grand: 'Grand',
    null: 'Null',
    schneider: 'Schneider',
    schwarz: 'Schwarz',
    ramsch: 'Ramsch',
    spitzen: 'Spitzen',
    declarer: 'déclarant',
  },
};
