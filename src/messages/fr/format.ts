// French texts of the parser's problems (see en/format.ts for what each id is for).

import type { GameKind } from '../../words/kinds';
import type { DomainCatalog, Fmt } from '../message';
import { player, type Ex } from '../examples';
import type { format as en } from '../en/format';

/** Player i of the file as an example writes it (the file's own names where it has them). */
export const P = (ex: Ex | undefined, i: number) => player(ex, i);

/** Every `game` line a sheet may start with, and a game by its kind: the games' words (src/messages/gameWords.ts). */
const GAMES = (f: Fmt) => f.t({ id: 'game.lines' });
const TITLE = (f: Fmt, kind: GameKind) => f.t({ id: 'game.title', args: { kind } });
const WORDS = (f: Fmt, kinds: readonly GameKind[]) => f.t({ id: 'game.words', args: { kinds } });
const TRICK = (ex?: Ex) => `\`pli ${P(ex, 0)} ♣Q, ${P(ex, 1)} ♠A, ${P(ex, 2)} H10, ${P(ex, 3)} ♦K => ${P(ex, 0)} 25\``;
/** `vouliez-vous dire Ben ? Les joueurs…` in an unknown-name message, when a known name is close. */
export const mean = (hint: string | undefined) => (hint ? ` vouliez-vous dire ${hint} ? Les` : ' les');
const CARD =
  'une carte s’écrit couleur (♣/C, ♠/S, ♥/H, ♦/D) puis valeur (A, 10 ou T, K, Q, J, 9, 8, 7), par ex. ♣Q, CQ ou H10';

export const format: DomainCatalog<typeof en> = {
  'missing-game.empty': (_a, f) => `Ce document est vide ; il doit commencer par ${GAMES(f)}.`,
  'missing-game.not-first': (a, f) =>
    `Une feuille commence par le jeu qu’elle compte : ${GAMES(f)}${
      a.line !== undefined ? ` (il est à la ligne ${a.line} ; placez-le en tête)` : ''
    }.`,
  'missing-players': () =>
    'Qui joue ? Ajoutez après le jeu une ligne comme `joueurs Anna Ben Clara Dora` (dans l’ordre des places).',
  'duplicate-header': (a) => `\`${a.keyword}\` figure déjà à la ligne ${a.line} ; celle-ci est ignorée.`,
  'header-after-round': (a) =>
    `\`${a.keyword}\` appartient à l’en-tête, avant la première donne ; il vaut quand même pour toute la feuille.`,
  'wrong-game': (a, f) =>
    `\`${a.keyword}\` appartient à ${f.list(a.owners.map((g) => TITLE(f, g)))} ; cette feuille est une partie de ` +
    `${TITLE(f, a.game)}.`,
  'outside-round': (a) => `\`${a.keyword}\` décrit une donne ; écrivez d’abord une ligne \`donne\`.`,
  'unknown-directive.suggest': (a) => `« ${a.word} » n’est pas un mot-clé ; vouliez-vous dire \`${a.hint}\` ?`,
  'unknown-directive.suggest-alias': (a) =>
    `« ${a.word} » n’est pas un mot-clé ; vouliez-vous dire \`${a.hint}\` (${a.canonical}) ?`,
  'unknown-directive.none': (a) =>
    `« ${a.word} » n’est pas un mot-clé ; une ligne commence par un mot-clé comme \`donne\`, \`marque\` ou \`cartes\`.`,
  'unterminated-quote': () => 'Le guillemet ouvert ici n’est pas fermé ; terminez le nom par " sur la même ligne.',
  'internal-error': (a) => `L’analyse de ce document a échoué (${a.error}) ; merci de signaler le problème.`,

  'missing-argument.game': (_a, f) => `Quel jeu ? Écrivez ${GAMES(f)}.`,
  'unknown-game': (a, f) => `Jeu « ${a.text} » inconnu ; attendu : ${WORDS(f, a.kinds)}.`,
  'missing-argument.title': () => 'Le titre manque ; écrivez `titre` suivi du texte.',
  'missing-argument.date': () => 'La date manque ; écrivez-la AAAA-MM-JJ, par ex. `date 2024-03-15`.',
  'bad-date': (a) => `« ${a.text} » n’est pas une date ; écrivez un vrai jour AAAA-MM-JJ, par ex. 2024-03-15.`,
  'missing-argument.players': () =>
    'Aucun joueur ; nommez-les dans l’ordre des places, par ex. `joueurs Anna Ben Clara Dora`.',
  'duplicate-name.player': (a) =>
    `« ${a.name} » est déjà un joueur (sous le nom « ${a.first} ») ; majuscules et minuscules ne comptent pas ` +
    'dans les noms, chaque joueur a donc besoin d’un nom différent.',
  'duplicate-name.teams': (a) => `Les deux équipes s’appellent « ${a.name} » ; donnez-leur des noms différents.`,
  'duplicate-name.player-is-team': (a) =>
    `Le joueur « ${a.name} » porte le nom d’une équipe ; renommez le joueur ou nommez les équipes avec ` +
    '`équipes NOM1 NOM2`.',
  'duplicate-name.team-is-player': (a) =>
    `L’équipe « ${a.name} » porte le nom d’un joueur ; donnez-lui un nom qu’aucun joueur ne porte.`,
  'similar-names': (a) =>
    `« ${a.name} » ressemble à « ${a.first} » : les noms ne diffèrent que par des caractères invisibles, des espaces ` +
    'au début ou à la fin ou des lettres qui se ressemblent, et comptent pour deux. Si c’est le même joueur, écrivez ' +
    'le nom de la même façon les deux fois.',
  'bad-name.invalid': (a) =>
    `« ${a.name} » n’est pas un nom ${a.who === 'player' ? 'de joueur' : 'd’équipe'} valable : utilisez lettres, ` +
    `chiffres, _ - . ' ou mettez le nom entre guillemets droits.`,
  'bad-name.empty': (a) =>
    `Un nom ${a.who === 'player' ? 'de joueur' : 'd’équipe'} vide ; écrivez le nom entre les guillemets.`,
  'reserved-name.keyword': (a) =>
    `« ${a.name} » est le mot-clé de cette ligne ; mettez le nom ${a.who === 'player' ? 'du joueur' : 'de l’équipe'} ` +
    'entre guillemets droits.',
  'missing-argument.teams': () =>
    'Nommez les deux équipes : `équipes NOM1 NOM2` (celle des 1er et 3e joueurs, puis celle des 2e et 4e).',
  'missing-argument.set': () => 'Quelle règle ? Écrivez `set CLÉ VALEUR`, par ex. `set bock on`.',
  'missing-argument.target': () => 'L’objectif manque ; écrivez par ex. `objectif 1000`.',
  'bad-number.target': (a) => `L’objectif doit être un nombre de points positif, par ex. 1000 ; trouvé : ${a.text}.`,
  'missing-argument.stake': () => 'La mise manque ; écrivez par ex. `mise 0,05 €`.',
  'missing-argument.seat': (a) =>
    a.what === 'series'
      ? 'Quelle partie ? Écrivez son numéro, par ex. `partie 2`.'
      : 'Quelle table ? Écrivez son numéro, par ex. `table 2`.',
  'bad-number.seat': (a) =>
    `Le numéro de ${a.what === 'series' ? 'la partie' : 'la table'} doit être un nombre entier positif, par ex. 2 ; ` +
    `trouvé : ${a.text}.`,
  'bad-stake.amount': (a, f) => `La mise : ${f.t(a.reason)}. Écrivez le montant par point comme 0,05 € ou 0,10 EUR.`,
  'bad-stake.currency': (a) => `« ${a.text} » n’est pas une devise ; écrivez un code comme EUR ou un symbole comme €.`,
  'stake.not-amount': (a) => `« ${a.text} » n’est pas un montant`,
  'stake.negative': (a) => `elle ne peut pas être négative (« ${a.text} »)`,
  'stake.decimals': (a) =>
    a.max === undefined
      ? `« ${a.text} » a ${a.decimals} décimales, mais on compte en centimes entiers (2 décimales au plus)`
      : `« ${a.text} » a ${a.decimals} décimales, mais une mise en a ${a.max} au plus`,
  'stake.too-large': (a) => `« ${a.text} » est trop grand`,

  'bad-number.round': (a) =>
    `« ${a.text} » n’est pas un numéro de donne ; écrivez \`${a.keyword}\` seul ou \`${a.keyword} ${a.index}\`.`,
  'round-number': (a) =>
    `C’est la donne ${a.index} de la feuille (en comptant depuis le haut), mais elle porte le numéro ${a.text}.`,
  'round-number.fix': (a) => `Renuméroter en ${a.index}`,
  'unexpected-argument.round': (a) =>
    `Une ligne \`${a.keyword}\` ne prend que son numéro ; écrivez chaque fait sur sa propre ligne en dessous.`,
  'unexpected-argument.extra': (a, f) => `« ${a.shown} » inattendu : ${f.t(a.usage)}.`,
  'unexpected-argument.number-without-name': (a, f) =>
    `Le nombre ${a.number} n’est précédé d’aucun nom ; écrivez ${f.t(a.usage)}.`,
  'missing-argument.pair-number': (a, f) => `Aucun nombre après « ${a.name} » ; écrivez ${f.t(a.usage)}.`,
  'bad-number.expected': (a, f) => `« ${a.text} » n’est pas un nombre entier ; attendu : ${f.t(a.expected)}.`,
  'unknown-name.player': (a) =>
    `« ${a.name} » n’est pas un joueur ;${mean(a.hint)} joueurs sont ${a.players.join(', ')}.`,
  'unknown-name.side': (a) =>
    `« ${a.name} » n’est ${[...a.parties, 'un joueur'].map((w) => `ni ${w}`).join(', ')} ;${mean(a.hint)} ` +
    `joueurs sont ${a.players.join(', ')}.`,
  'unknown-name.side-team': (a) =>
    `« ${a.name} » n’est ni une équipe ni un joueur ;${mean(a.hint)} équipes sont ${a.teams.join(', ')}, ` +
    `les joueurs ${a.players.join(', ')}.`,
  'bad-card': (a) => `« ${a.text} » n’est pas une carte ; ${CARD}.`,
  'missing-argument.cards': (a, f) => `Les points de qui ? Écrivez ${f.t(a.usage)}.`,
  'missing-argument.score': (a, f) => `Écrivez ${f.t(a.usage)}.`,
  'missing-argument.hand': (a) => `La main de qui ? Écrivez par ex. \`main ${P(a.ex, 0)} ♣Q ♠A H10\`.`,
  'missing-argument.hand-cards': (a) =>
    `Quelles cartes a ${a.name} en main ? Listez-les après le nom, par ex. ♣Q ♠A H10.`,
  'missing-argument.trick': (a) => `Quelles cartes ont été jouées ? Écrivez ${TRICK(a.ex)}.`,
  'missing-argument.trick-player': (a) => `Qui a joué ${a.card} ? Chaque carte suit son joueur : ${TRICK(a.ex)}.`,
  'missing-argument.trick-card': (a) =>
    `Quelle carte a été jouée par ${a.name} ? Chaque joueur est suivi d’une carte : ${TRICK(a.ex)}.`,
  'missing-argument.trick-winner': (a) =>
    `Qui a remporté le pli ? Écrivez \`=> GAGNANT POINTS\`, par ex. ${TRICK(a.ex)}.`,
  'missing-argument.dealer': (a) =>
    `Qui distribue ? Écrivez \`dealer\` (ou \`donneur\`) et un joueur, par ex. \`dealer ${player(a.ex, 0)}\`.`,
  'usage.game': (a, f) => `\`${a.keyword}\` prend un mot (${WORDS(f, a.kinds)})`,
  'usage.date': (a) => `\`${a.keyword}\` prend une date (AAAA-MM-JJ)`,
  'usage.teams': (a) => `\`${a.keyword}\` prend exactement deux noms`,
  'usage.rules': (a) => `\`${a.keyword}\` prend un jeu de règles ; on change une règle avec \`set CLÉ VALEUR\``,
  'usage.target': (a) => `\`${a.keyword}\` prend un nombre`,
  'usage.stake': (a) => `\`${a.keyword}\` prend un montant et, au choix, une devise`,
  'usage.seat': (a) => `\`${a.keyword}\` prend un nombre`,
  'usage.timeout': (a) => `\`${a.keyword}\` est seul sur sa ligne`,
  'usage.trick-result': (a) => `après \`=>\` viennent le gagnant et les points du pli : ${TRICK(a.ex)}`,
  'usage.write': (a, f) => `écrivez ${f.t(a.usage)}`,
  'usage.player': (a) => `\`${a.keyword}\` prend un joueur`,
  'expect.target': () => 'le score à atteindre pour gagner la partie, par ex. 1000',
  'expect.seat': (a) =>
    a.what === 'series' ? 'le numéro de la partie, par ex. 2' : 'le numéro de la table, par ex. 5',
  'expect.trick-points': () => 'les points du pli',
  'expect.pair-number': (a, f) => `un nombre après « ${a.name} » (${f.t(a.usage)})`,
};
