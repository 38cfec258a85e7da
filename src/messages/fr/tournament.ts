// French texts of tournaments (concours).

import type { DomainCatalog, Fmt } from '../message';
import type { tournament as en } from '../en/tournament';

/** What a game calls its series: `series` is every game's word; a game's own name is its words (see en). */
type SeriesName = string;
type SeriesForm = 'one' | 'other' | 'title' | 'abbr';
const SERIES: Record<SeriesForm, string> = { one: 'série', other: 'séries', title: 'Série', abbr: 'S' };
const word = (f: Fmt, name: SeriesName, form: SeriesForm) =>
  name === 'series' ? SERIES[form] : f.t({ id: 'game.series', args: { name, form } });
const partie = (f: Fmt, s: SeriesName) => word(f, s, 'one');
const parties = (f: Fmt, s: SeriesName) => word(f, s, 'other');
/** « de la série 2 » (a game's own name: « de la partie 2 »). */
const deLa = (f: Fmt, s: SeriesName, n: number) => `de la ${partie(f, s)} ${n}`;

const STAT: Record<string, string> = {
  games: 'jeux',
  won: 'gagnés',
  lost: 'perdus',
};

const KEY: Record<string, string> = {
  points: 'points',
  placement: 'points de place',
  match: 'points de match',
  index: 'index',
  average: 'moyenne par série',
  'best-series': 'meilleure série',
  wins: 'victoires',
  'point-diff': 'différence de points',
  'games-won': 'donnes gagnées',
  'games-lost': 'donnes perdues',
};

export const tournament: DomainCatalog<typeof en> = {
  'tournament.unknown-directive': (a) =>
    `« ${a.word} » n’est pas un réglage de concours ; tournament.score a des lignes comme \`concours\`, \`game\`, ` +
    '`partie`, `joueur`, `classement`, `départage`, `inscription` et `prix`.',
  'tournament.duplicate': (a) =>
    `« ${a.word} » est donné deux fois (d’abord ligne ${a.line}) ; c’est le second qui compte.`,
  'tournament.no-game': (a, f) =>
    `Un concours a besoin de son jeu : ajoutez une ligne \`game\` avec ${f.list(a.games, 'or')} ; chaque feuille ` +
    'de table en hérite.',
  'tournament.bad-game': (a, f) =>
    `${a.text ? `« ${a.text} » n’est pas un jeu` : 'Quel jeu ?'} : écrivez ${f.list(a.games, 'or')}.`,
  'tournament.missing': (a) => `Il manque quelque chose ici : écrivez par ex. \`${a.usage}\`.`,
  'tournament.extra': (a) => `« ${a.text} » inattendu : écrivez par ex. \`${a.usage}\`.`,
  'tournament.bad-number': (a) => `« ${a.text} » n’est pas un nombre entier : écrivez par ex. \`${a.usage}\`.`,
  'tournament.not-positive': (a) =>
    `Il faut ici un nombre entier positif, pas ${a.text} : écrivez par ex. \`${a.usage}\`.`,
  'tournament.bad-word': (a, f) =>
    `${a.text ? `« ${a.text} » n’est ni` : 'Écrivez'} ${f.list(a.allowed, 'or')} : par ex. \`${a.usage}\`.`,
  'tournament.tiebreak-twice': (a) => `« ${a.word} » départage déjà sur cette ligne ; c’est le premier qui compte.`,
  'tournament.bad-games': (a) =>
    `« ${a.text} » n’est pas un nombre de jeux par taille de table : écrivez TAILLE:JEUX, par ex. \`${a.usage}\`.`,
  'tournament.games-size': (a, f) =>
    `Il n’y a pas de table de ${a.size} dans ce jeu ; une table a ${f.list(a.sizes.map(String), 'or')} joueurs.`,
  'tournament.bad-placement': (a) =>
    `${a.text ? `« ${a.text} » ne dit pas` : 'Dites'} pour quelle taille de table : écrivez TAILLE: puis les points ` +
    `par place, par ex. \`${a.usage}\`.`,
  'tournament.placement-count': (a, f) =>
    `Une table de ${a.size} a ${a.size} places, mais ` +
    `${f.plural(a.count, 'une valeur est donnée', `${a.count} valeurs sont données`)}.`,
  'tournament.placement-size': (a, f) =>
    `Aucune table de ce jeu n’a ${a.size} participants ; écrivez les points pour ${f.list(a.sizes.map(String), 'or')}.`,
  'tournament.bad-start-number': (a) =>
    `« ${a.text} » n’est pas un numéro de départ : écrivez un nombre entier positif puis le nom, par ex. ` +
    '`joueur 1 Anna`.',
  'tournament.bad-name': (a) =>
    `« ${a.name} » n’est pas un nom tel que les feuilles l’écrivent (lettres, chiffres, _ - . ') ; mettez-le entre ` +
    `guillemets : "${a.name}".`,
  'tournament.duplicate-player': (a) =>
    a.what === 'number'
      ? `Le numéro de départ ${a.text} est déjà donné ligne ${a.line}.`
      : `${a.text} est déjà inscrit ligne ${a.line}.`,
  'tournament.bad-amount': (a, f) => `Le montant : ${f.t(a.why)}. Écrivez par ex. \`${a.usage}\`.`,
  'tournament.prizes-mixed': (a) =>
    `« ${a.text} » n’est pas un pourcentage : écrivez tous les prix en pourcentage ` +
    '(`prix 50 % 30 % 20 %`) ou tous en montants.',
  'tournament.prizes-over': (a) => `Les prix font ${a.sum} % des inscriptions : plus que ce qui est payé.`,
  'tournament.percent-without-entry': () =>
    'Des prix en pourcentage sont des parts des inscriptions, mais il n’y a pas de ligne `inscription` : rien n’est ' +
    'versé.',
  'tournament.currencies': (a) =>
    `Les prix sont en ${a.prizes} mais l’inscription en ${a.entry} : écrivez une seule devise.`,
  'tournament.wrong-game': (a) => `« ${a.word} » n’a pas de sens dans un concours de ${a.game}.`,
  'tournament.series-empty': (a, f) => `Aucune feuille de table ${deLa(f, a.name, a.series)} n’est encore là.`,

  'tournament.sheet-game': (a) => `Cette feuille est en ${a.sheet}, mais le concours se joue en ${a.game}.`,
  'tournament.no-series': (a, f) =>
    `De quelle ${partie(f, a.name)} est cette feuille ? Ajoutez une ligne \`partie N\`.`,
  'tournament.no-table': () => 'Quelle table est cette feuille ? Ajoutez une ligne `table N`.',
  'tournament.series-range': (a, f) =>
    `Le concours a ${a.count} ${parties(f, a.name)} (tournament.score) : ` +
    `il n’y a pas de ${partie(f, a.name)} ${a.series}.`,
  'tournament.same-table': (a, f) =>
    `${a.other} est aussi la table ${a.table} ${deLa(f, a.name, a.series)} : une feuille par table.`,
  'tournament.unregistered': (a) =>
    `${a.name} n’est pas ${a.team ? 'une équipe inscrite' : 'inscrit'} (pas de ligne \`joueur\` dans ` +
    `tournament.score)${a.hint ? ` ; vouliez-vous dire ${a.hint} ?` : '.'}`,
  'tournament.seated-twice': (a, f) =>
    `${a.who} est aussi à la table ${a.table} ${deLa(f, a.name, a.series)} (${a.other}).`,
  'tournament.absent': (a, f) =>
    `${a.who} n’est à aucune table ${deLa(f, a.name, a.series)}` +
    (a.missed ? ' et compte comme absent (la ligne `absent`).' : ' : il manque une feuille, ou une ligne `absent`.'),
  'tournament.table-size': (a, f) =>
    `Une table de ${a.count} joueurs : une table de concours en a ${f.list(a.sizes.map(String), 'or')}.`,
  'tournament.game-count': (a, f) =>
    `Cette table a joué ${f.plural(a.games, 'un jeu', `${a.games} jeux`)} ; une série à une table de ${a.size} en ` +
    `a ${a.expected} (\`jeux\`)` +
    (a.games < a.expected
      ? '. Écrivez `temps` si le temps a arrêté la série.'
      : ` : ceci est le jeu ${a.expected + 1}.`),
  'tournament.teams-met': (a, f) =>
    `${a.a} et ${a.b} se sont déjà rencontrées ${deLa(f, a.name, a.series)} (${a.file}).`,

  'tournament.heading': (a, f) =>
    `${a.title ? `${a.title} — ` : 'Concours — '}${a.game}, ` +
    `${f.plural(a.series, `1 ${partie(f, a.name)}`, `${a.series} ${parties(f, a.name)}`)}, ` +
    `${f.plural(a.entrants, `1 ${a.teams ? 'équipe' : 'joueur'}`, `${a.entrants} ${a.teams ? 'équipes' : 'joueurs'}`)}`,
  'tournament.standings': () => 'Classement',
  'tournament.ranked-by': (a, f) =>
    `Classé par ${KEY[a.key] ?? a.key}` +
    (a.tiebreaks.length ? `, puis ${f.list(a.tiebreaks.map((k) => KEY[k] ?? k))}` : '') +
    ' ; les ex æquo partagent leur rang' +
    (a.best ? ` ; seules les ${a.best} meilleures comptent, les autres sont entre parenthèses` : '') +
    '.',
  'tournament.legend': (a, f) =>
    `Par ${partie(f, a.name)} : la valeur de classement · = pas à une table, absent = compté absent, exempt = sans ` +
    'adversaire.',
  'tournament.series-title': (a, f) => `${word(f, a.name, 'title')} ${a.series}`,
  'tournament.stats': () => 'Statistiques par joueur',
  'tournament.money': () => 'Argent',
  'tournament.money-line': (a, f) =>
    (a.entry !== undefined
      ? `Inscriptions : ${a.entries} × ${f.money(a.entry, a.currency)} = ${f.money(a.entries * a.entry, a.currency)}. `
      : '') +
    (a.fees !== undefined
      ? `Frais versés aux tables : ${f.money(a.fees, a.currency)} ; dans la cagnotte : ${f.money(a.pool, a.currency)}. `
      : '') +
    `Prix versés : ${f.money(a.paid, a.currency)}.`,
  'tournament.prize-rule': () =>
    'Les ex æquo se partagent les prix des places qu’ils occupent ; les centimes qui ne se divisent pas vont un à un ' +
    'à eux dans l’ordre affiché.',
  'tournament.col.rank': () => '#',
  'tournament.col.number': () => 'n°',
  'tournament.col.player': () => 'joueur',
  'tournament.col.team': () => 'équipe',
  'tournament.col.players': () => 'joueurs',
  'tournament.col.key': (a) => KEY[a.key] ?? a.key,
  'tournament.col.series': (a, f) => `${word(f, a.name, 'abbr')}${a.series}`,
  'tournament.col.table': () => 'table',
  'tournament.col.file': () => 'feuille',
  'tournament.col.place': () => 'place',
  'tournament.col.prize': () => 'prix',
  'tournament.col.entry': () => 'inscription',
  'tournament.col.fees': () => 'frais',
  'tournament.col.money': () => 'argent',
  'tournament.cell.missed': () => 'absent',
  'tournament.cell.bye': () => 'exempt',
  'tournament.cell.timeout': () => 'temps',
  'tournament.stat': (a) => STAT[a.key] ?? a.key,

  // the command line
  'tournament.cli.check-summary': (a, f) =>
    `${f.plural(a.errors, '1 erreur', `${a.errors} erreurs`)}, ` +
    `${f.plural(a.warnings, '1 avertissement', `${a.warnings} avertissements`)} dans ` +
    (a.documents > 0 ? `${f.plural(a.documents, '1 document', `${a.documents} documents`)} et ` : '') +
    `${f.plural(a.settings, '1 fichier', `${a.settings} fichiers`)} de réglages de concours (les réglages de ses ` +
    'feuilles de table, pas une feuille)',
  'tournament.cli.series-not-here': () => '--series n’existe que pour sheets',
  'tournament.cli.series-value': (a) => `--series prend un numéro de partie, pas « ${a.value} »`,
  'tournament.cli.sheets-one-folder': () => 'sheets prend un seul dossier : celui du concours',
  'tournament.cli.sheets-needs-series': () => 'sheets attend --series N : la partie à imprimer',
  'tournament.cli.no-settings': (a) =>
    `scoresheet : « ${a.dir} » n’a pas de tournament.score (un fichier .score dont la première ligne est \`concours\`)`,
  'tournament.cli.share': (a) =>
    `--format ${a.format} n’existe pas encore pour un concours ; prenez --format text, md, csv ou html, ou --json`,
  'tournament.cli.settings-alone': (a) =>
    `scoresheet : ${a.file} contient les réglages d’un concours, pas une feuille de table ; réglez son dossier ` +
    '(« scoresheet settle DOSSIER »)',
  'tournament.cli.two-settings': (a) =>
    `scoresheet : ${a.file} est un second fichier de réglages de concours ; ce sont ceux de ${a.first} qui comptent`,
  'tournament.cli.cannot-seat': (a, f) =>
    `scoresheet : ${a.count} participants ne peuvent pas être placés à des tables de ` +
    `${f.list(a.sizes.map(String), 'or')}`,
  'tournament.cli.nobody': () =>
    'scoresheet : personne à placer : inscrivez les participants avec des lignes `joueur N NOM`',
  'tournament.sheet-head': (a, f) =>
    `${a.title ? `${a.title} — ` : ''}${partie(f, a.name)} ${a.series}, table ${a.table}`,
  'tournament.sheet-games': (a) =>
    `${a.games} jeux ; \`temps\` si le temps arrête la série, et le \`cumul\` de la feuille en dernière ligne`,
  'tournament.sheet-team-seats': (a) =>
    `joueurs : écrivez les quatre noms dans l’ordre des places, ${a.a} en 1 et 3, ${a.b} en 2 et 4`,
  'tournament.sheet-bye': (a, f) => `${a.team} est exempt ${deLa(f, a.name, a.series)}`,

  'tournament.view.label': () => 'Concours',
  'tournament.view.shared': () => 'rang partagé',
  'tournament.view.tables': (a, f) => `Tables par ${partie(f, a.name)}`,
  'tournament.view.no-list': (a, f) => `Aucune feuille de cette ${partie(f, a.name)} pour l’instant.`,
  'tournament.view.missing': () => 'Feuilles encore manquantes',
  'tournament.view.missing-none': () => 'Chaque participant figure sur une feuille de chaque série jouée.',
  'tournament.view.missing-who': (a, f) => `${word(f, a.name, 'title')} ${a.series} : ${f.list(a.who)}`,
  'tournament.view.missing-all': (a, f) => `${word(f, a.name, 'title')} ${a.series} : aucune feuille pour l’instant`,
  'tournament.view.sheets': () => 'Les feuilles et leur vérification',
  'tournament.view.col-problems': () => 'problèmes',
  'tournament.view.problems': (a, f) =>
    a.errors + a.warnings === 0
      ? 'aucun'
      : [
          a.errors ? f.plural(a.errors, '1 erreur', `${a.errors} erreurs`) : '',
          a.warnings ? f.plural(a.warnings, '1 avertissement', `${a.warnings} avertissements`) : '',
        ]
          .filter(Boolean)
          .join(', '),
  'tournament.view.lists-in': (a, f) => `${f.plural(a.lists, '1 feuille rendue', `${a.lists} feuilles rendues`)}`,
  'tournament.view.updated': () => 'Dernière mise à jour :',
  'tournament.view.page': (a) => `Page ${a.page} sur ${a.pages}`,
  'tournament.view.pause': () => 'Pause',
  'tournament.view.resume': () => 'Reprendre',
  'tournament.view.next': () => 'Page suivante',
  'tournament.view.projector': () => 'Vue projecteur',
  'tournament.view.fingerprints': () => 'Les feuilles et leurs empreintes',
  'tournament.view.fingerprint': () => 'Empreinte du concours :',
  'tournament.view.recomputed': () =>
    'Tout ce que montre cette page a été recalculé à partir des feuilles ci-dessous à son ouverture. L’empreinte du ' +
    'concours est l’empreinte des empreintes des feuilles : quiconque a les feuilles peut la vérifier.',
  'tournament.view.scroll-region': (a) => `${a.table} (défile horizontalement)`,
  'tournament.view.logs': () => 'Les feuilles',
  'tournament.view.footer': (a, f) =>
    `Scoresheet · ${f.plural(a.lists, '1 feuille', `${a.lists} feuilles`)} · empreinte du concours ${a.fingerprint}`,
};
