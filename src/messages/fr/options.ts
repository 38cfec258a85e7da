// French texts of options that do not apply and of what-ifs that cannot show a difference (see en/options.ts).

import type { DomainCatalog } from '../message';
import type { options as en } from '../en/options';
import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;
/** A game by its kind inside a sentence, in the game's own words (src/messages/gameWords.ts: French `belote`). */
const game = (g: string, f: Fmt) => f.t({ id: 'game.noun', args: { kind: g } });

export const options: DomainCatalog<typeof en> = {
  'cli.json-and-format': (a) =>
    `--json écrit du JSON et --format ${a.format} une autre sortie : donnez l’une des deux options`,
  'cli.option-twice': (a, f) => `${a.flag} est donné deux fois (${f.list(a.values)}) : donnez-le une seule fois`,
  'cli.lsp-no-file': () => 'lsp ne prend pas de fichier : l’éditeur envoie ses documents par stdin',
  'cli.compare-csv': () => 'settle --compare écrit du text ou du md, pas du csv',
  'cli.fix-what-if': () =>
    '--fix écrit le fichier tel que ses propres règles le comptent ; il ne se combine donc pas avec --rules ' +
    'ou --set (settle --compare montre ce que d’autres règles changent)',
  'cli.table-game': (a, f) =>
    `--table ${a.table} n’existe pas pour une feuille de ${game(a.game, f)} ; ses tableaux CSV sont ` +
    `${f.list(a.tables, 'or')}`,
  'cli.table-season': () =>
    '--table choisit un tableau d’une soirée ; plusieurs fichiers ou un dossier forment une saison, ' +
    'dont le CSV est un seul tableau',
  'cli.table-no-stake': (a) => `${a.file} : aucune mise n’est fixée, le tableau ${a.table} n’a donc pas de montants`,
  'cli.check-summary-settings': (a, f) =>
    `${n(a.errors, 'erreur', 'erreurs', f)}, ${n(a.warnings, 'avertissement', 'avertissements', f)} dans ` +
    (a.documents > 0 ? `${n(a.documents, 'document', 'documents', f)} et ` : '') +
    `${n(a.settings, 'fichier', 'fichiers', f)} de réglages de saison (la cagnotte et les parts d’une saison, ` +
    'pas une soirée)',
  'whatif.note.unchanged': (a) =>
    `${a.key}=${a.value} : la feuille se joue déjà avec cette valeur, rien ne peut changer`,
  'whatif.note.written': (a, f) =>
    `${a.rounds.length === 1 ? 'La donne' : 'Les donnes'} ${f.list(a.rounds.map(String))} ` +
    `${a.rounds.length === 1 ? 'ne donne' : 'ne donnent'} que ` +
    (a.won ? 'le résultat et sa valeur (gagné) ou les points notés' : 'les points notés') +
    ` : les règles ne peuvent pas ${a.rounds.length === 1 ? 'la' : 'les'} recalculer, ` +
    `${a.rounds.length === 1 ? 'elle garde ses' : 'elles gardent leurs'} points` +
    (a.won ? ' (seuls le Bock et le mode de comptage s’appliquent à une valeur notée).' : '.'),
  'whatif.note.no-difference': () => 'Aucune différence : chaque donne de cette feuille compte pareil avec ces règles.',
  'cli.compare.games-as-written': () => 'parties gagnées telles qu’écrites',
  'cli.compare.games-what-if': () => 'parties gagnées et si',
  'cli.compare.games-difference': () => 'différence de parties',
};
