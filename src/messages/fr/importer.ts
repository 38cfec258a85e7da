// French texts of `scoresheet import` and `scoresheet merge`.

import type { DomainCatalog, Message } from '../message';
import { wrap } from '../../text/wrap';
import type { importer as en } from '../en/importer';
import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

/** The games' remarks on a spreadsheet's columns, in brackets (see en/importer.ts). */
const notes = (m: readonly Message[], f: Fmt) => (m.length ? ` (${m.map((x) => f.t(x)).join(' ; ')})` : '');

export const importer: DomainCatalog<typeof en> = {
  'cli.help.import': (
    a,
    f,
  ) => `scoresheet import FICHIER… [--from ${['csv', 'xlsx', ...a.apps.map((x) => x.id)].join('|')}] [--game G]
                  [--columns per-game|running] [--map ANCIEN=NOUVEAU …] [--out DOSSIER]

${wrap(
  'Transforme les relevés d’autres outils en fichiers .score : tableurs (CSV avec , ou ;, marque d’ordre des ' +
    'octets, virgule décimale ; classeurs .xlsx, une feuille par soirée), ' +
    `${f.list(a.apps.map((x) => f.t(x.name)))}. Le format est reconnu à son contenu, sauf si --from le nomme.`,
)}

${wrap(
  `Un tableur a une colonne par joueur${notes(a.notes, f)}, avec les points de chaque donne ou les cumuls (une ` +
    'première ligne de zéros, des différences qui ressemblent à des donnes ; sinon --columns) ; la valeur du jeu, ' +
    'le camp gagnant, le soliste, le Bock et qui ne joue pas (une cellule vide) sont lus là où la feuille les a. ' +
    'Chaque soirée reçoit des lignes total tirées des cumuls de la source (cumuls, ligne Summe, points de ' +
    'l’application) : une ancienne erreur apparaît comme un cumul de contrôle en désaccord, avec le coupable ; un ' +
    'commentaire nomme la source et ce qui a été déduit.',
)}

--map ANCIEN=NOUVEAU renomme un joueur (les noms se retrouvent aussi sans tenir
compte des majuscules ni des accents). Une soirée va sur la sortie standard ;
avec --out DOSSIER chaque soirée est un fichier nommé d’après sa date, plusieurs
dans un dossier de saison. Importer à nouveau donne les mêmes fichiers. Code de
sortie 0 si chaque soirée est sans erreur, 1 sinon (les fichiers sont tout de
même écrits), 2 si un fichier est illisible (rien n’est écrit).`,
  'cli.help.merge': () => `scoresheet merge A B [--from F] [--game G] [--map ANCIEN=NOUVEAU …]

Compare donne par donne les feuilles de deux marqueurs d’une même soirée
(fichiers .score, ou fichiers que lit import). Code 0 s’ils concordent ;
sinon 1, avec la première donne où ils diffèrent et ce que dit chacun, et, si
les cumuls diffèrent, chaque feuille vérifiée avec les cumuls de l’autre, avec
le coupable que la recherche trouve.`,
  'import.not-number': (a) => `« ${a.value} » n’est pas un nombre`,
  'import.not-whole': (a) => `${a.value} n’est pas un nombre entier de points`,
  'import.too-large': (a) => `${a.value} est un nombre de points trop grand`,
  'import.at-cell': (a) => `ligne ${a.row}, colonne « ${a.column} »`,
  'import.at-column': (a) => `colonne ${a.column}`,
  'import.no-header': () => 'cette colonne a des valeurs mais pas de nom sur la première ligne',
  'import.map-joins': (a) =>
    `« ${a.a} » et « ${a.b} » seraient tous deux ${a.name} dans une même soirée ; vérifiez les options --map`,
  'import.not-workbook': (a) => `pas un classeur .xlsx lisible${a.reason ? ` (${a.reason})` : ''}`,
  'import.no-game-fits': (a, f) =>
    `ses ${n(a.columns.length, 'colonne de points', 'colonnes de points', f)} (${a.columns.join(', ')}) ne ` +
    `correspondent à aucun jeu : ${a.takes.map((t) => f.t(t)).join(', ')} ; nommez le jeu avec --game`,
  'import.no-sheet': () => 'aucune feuille du classeur n’a une ligne de noms de joueurs au-dessus de lignes de points',
  'import.unknown-shape': (a) =>
    `un fichier de forme inconnue (essayé : ${a.tried.join(', ')}) ; nommez son format avec --from`,
  'import.not-json': (a) => `pas du JSON : ${a.reason}`,
  'import.unknown-json': (a) =>
    `du JSON de forme inconnue (essayé : ${a.tried.join(', ')}) ; nommez son format avec --from`,
  'import.inferred.encoding': (a) => `lu en ${a.encoding} (pas en UTF-8)`,
  'import.inferred.own-export': () => 'l’export CSV de Scoresheet (points et cumul de chaque donne)',
  'import.inferred.running-zero-row': () => 'les colonnes sont des cumuls (la première ligne ne contient que des 0)',
  'import.inferred.running': () => 'les colonnes sont des cumuls (leurs différences ressemblent aux points de donnes)',
  'import.inferred.game': (a) => `le jeu est ${a.game}`,
  'import.inferred.players-from-teams': () => 'les joueurs sont inconnus et nommés d’après leurs équipes',
  'import.inferred.target': (a, f) =>
    `une partie se termine à ${f.num(a.target)} points (là où les cumuls de la feuille repartent de 0)`,
  'import.inferred.summed': () => 'le cumul de contrôle est la somme des points de la feuille (elle n’a pas de cumuls)',
  'import.inferred.app-totals': () => 'le cumul de contrôle est la somme des points enregistrés par l’application',
  'import.inferred.app-points': () =>
    'les points de chaque donne sont ceux de l’application, calculés à partir de ce qu’elle a enregistré',
  'import.inferred.completed-deals': () =>
    'les points que l’application complète (ceux des joueurs non saisis) sont remplis',
  'import.note.flags': (a) => `marques : ${a.flags.join(', ')}`,
  'import.json.missing': () => 'absent',
  'import.json.not-array': (a) => `${a.value} n’est pas une liste`,
  'import.json.not-object': (a) => `${a.value} n’est pas un objet`,
  'import.json.not-string': (a) => `${a.value} n’est pas un texte`,
  'import.json.not-number': (a) => `${a.value} n’est pas un nombre`,
  'import.json.not-boolean': (a) => `${a.value} n’est ni true ni false`,
  'import.json.unknown-player': (a) => `« ${a.name} » n’est pas l’un des joueurs`,
  'import.json.incomplete-deal': () =>
    'les changements ne donnent pas les points de chaque joueur et ne peuvent pas être complétés',
  'import.json.deal-before-players': () => 'une donne avant que les joueurs soient fixés',
  'import.json.version': (a) => `la version de format ${a.version} est inconnue (la 1 est connue)`,
  'import.usage.from': (a) => `--from prend ${a.formats.join(', ')}, pas « ${a.value} »`,
  'import.usage.game': (a) => `--game prend ${a.games.join(', ')}, pas « ${a.value} »`,
  'import.usage.columns': (a) => `--columns prend per-game ou running, pas « ${a.value} »`,
  'import.usage.map': (a) => `--map prend ANCIEN=NOUVEAU (un nom, =, le nom à écrire), pas « ${a.given} »`,
  'import.usage.out': () => '--out prend un dossier',
  'merge.usage.two': () => 'merge prend deux fichiers : les feuilles de deux marqueurs d’une même soirée',
  'import.error': (a, f) => `${a.file} : ${a.where ? `${a.where} : ` : ''}${f.t(a.why)}`,
  'import.comment.source': (a) =>
    `Importé de ${a.source}${a.sheet ? `, feuille « ${a.sheet} »` : ''}${a.id ? ` (id ${a.id})` : ''} ` +
    `comme ${a.format} par scoresheet import ; les lignes total sont les cumuls de la source.`,
  'import.comment.inferred': (a, f) => `Déduit : ${a.items.map((m) => f.t(m)).join(' ; ')}.`,
  'import.comment.renamed': (a) => `Renommé : ${a.pairs.join(', ')}.`,
  'import.comment.id': (a) => `id ${a.id}`,
  'import.report.clean': (a, f) =>
    `${a.file} : ${n(a.rounds, 'donne', 'donnes', f)}, ` +
    `${n(a.checkpoints, 'cumul de contrôle', 'cumuls de contrôle', f)}, tout concorde`,
  'import.report.unclean': (a, f) =>
    `${a.file} : ${n(a.rounds, 'donne', 'donnes', f)}, ` +
    `${n(a.disagreeing, 'cumul de contrôle en désaccord', 'cumuls de contrôle en désaccord', f)}, ` +
    `${n(a.errors, 'erreur', 'erreurs', f)}`,
  'import.report.finding': (a) => `  ligne ${a.line}${a.round ? ` (donne ${a.round})` : ''} : ${a.message}`,
  'import.report.more': (a, f) =>
    `  … ${n(a.count, 'autre erreur', 'autres erreurs', f)} ; « scoresheet check » les donne`,
  'import.preview.clean': (a, f) =>
    `${n(a.rounds, 'donne', 'donnes', f)} · ${n(a.checkpoints, 'cumul de contrôle', 'cumuls de contrôle', f)} · ` +
    'tout concorde',
  'import.preview.unclean': (a, f) =>
    `${n(a.rounds, 'donne', 'donnes', f)} · ` +
    `${n(a.disagreeing, 'cumul de contrôle en désaccord', 'cumuls de contrôle en désaccord', f)} · ` +
    n(a.errors, 'erreur', 'erreurs', f),
  'import.report.renamed': (a) => `renommé : ${a.from} → ${a.to}`,
  'import.report.wrote': (a) => `écrit : ${a.path}`,
  'import.report.unchanged': (a) => `inchangé : ${a.path} contient déjà cette soirée`,
  'import.report.exists': (a) =>
    `${a.path} existe déjà avec un autre contenu : il n’est pas remplacé (déplacez-le ou choisissez un autre ` +
    'dossier avec --out ; rien n’a été écrit)',
  'import.report.several': (a) =>
    `${a.count} soirées : nommez un dossier avec --out DOSSIER pour écrire un fichier chacune (rien n’a été écrit)`,
  'merge.agree': (a, f) =>
    `${a.a} et ${a.b} concordent : ${n(a.rounds, 'donne', 'donnes', f)}, les mêmes points dans chacune`,
  'merge.differ': (a) => `la donne ${a.round} diffère :\n  ${a.a} : ${a.sayA}\n  ${a.b} : ${a.sayB}`,
  'merge.only-in': (a) => `la donne ${a.round} n’est que dans ${a.file} ; ${a.other} s’arrête avant`,
  'merge.nothing': () => 'rien de compté',
  'merge.totals': (a) => `les cumuls diffèrent :\n  ${a.a} : ${a.sayA}\n  ${a.b} : ${a.sayB}`,
  'merge.culprit': (a) => `vérifié avec les cumuls de ${a.other}, ${a.file} : ${a.message}`,
  'merge.games-differ': (a) => `${a.a} et ${a.b} sont des feuilles de jeux différents`,
};
