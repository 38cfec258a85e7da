// French texts of the command line.

import type { DomainCatalog } from '../message';
import type { cli as en } from '../en/cli';
import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const cli: DomainCatalog<typeof en> = {
  'cli.unknown-command': (a) => `commande « ${a.command} » inconnue ; attendu : ${a.commands.join(', ')}`,
  'cli.json-not-here': () => '--json existe pour check, settle et stats',
  'cli.format-not-here': () => '--format existe pour settle et stats',
  'cli.format-value': (a) => `--format prend md, csv, text, html, chat ou png, pas « ${a.value} »`,
  'cli.round-not-here': () => '--round n’existe que pour explain',
  'cli.round-value': (a) => `--round prend un numéro de donne, pas « ${a.value} »`,
  'cli.lang-value': (a) => `--lang prend en, de ou fr, pas « ${a.value} »`,
  'cli.table-not-here': () => '--table n’existe que pour settle --format csv',
  'cli.table-value': (a) => `--table prend ${a.tables.join(', ')}, pas « ${a.value} »`,
  'cli.unknown-option': (a) => `option « ${a.option} » inconnue`,
  'cli.needs-file': (a) => `${a.command} attend au moins un fichier`,
  'cli.explain-one-file': () => 'explain prend un seul fichier (check, settle et stats en prennent plusieurs)',
  'cli.usage-error': (a, f) => `scoresheet : ${f.t(a.reason)}\n« scoresheet --help » explique l’usage.`,
  'cli.cannot-read': (a, f) => `scoresheet : impossible de lire « ${a.file} » : ${f.t(a.reason)}`,
  'cli.read.binary': () => 'ce sont des données binaires, pas un fichier texte',
  'cli.read.not-utf8': (a) =>
    `ce n’est pas du texte UTF-8 (la ligne ${a.line} contient un octet qui n’est pas de l’UTF-8) ; ` +
    'enregistrez-le en UTF-8',
  'cli.read.no-file': () => 'ce fichier n’existe pas',
  'cli.read.folder': () => 'c’est un dossier, pas un fichier',
  'cli.read.other': (a) => a.error,
  'cli.read.special': (a) =>
    a.kind === 'pipe'
      ? 'c’est un tube nommé (FIFO), pas un fichier'
      : a.kind === 'socket'
        ? 'c’est un socket, pas un fichier'
        : 'c’est un périphérique, pas un fichier',
  'cli.read.too-large': (a) => `il dépasse ${a.limit} Mio, le maximum que lit scoresheet`,
  'cli.skipped': (a, f) => `scoresheet : « ${a.file} » ignoré : ${f.t(a.reason)}`,
  'cli.write.no-room': () => 'il n’y a pas de place (le disque est plein ou une limite de taille est atteinte)',
  'cli.write.no-permission': () => 'pas le droit de l’écrire (ou d’écrire dans son dossier)',
  'cli.write.read-only': () => 'le système de fichiers est en lecture seule',
  'cli.lsp.not-initialized': () => 'le serveur n’est pas encore initialisé : envoyez d’abord « initialize »',
  'cli.no-blocks': (a) => `${a.file} : aucun bloc \`\`\`score trouvé`,
  'cli.check-summary': (a, f) =>
    `${n(a.errors, 'erreur', 'erreurs', f)}, ${n(a.warnings, 'avertissement', 'avertissements', f)} dans ` +
    `${n(a.documents, 'document', 'documents', f)}`,
  'cli.error-count': (a, f) =>
    `${a.where} : ${n(a.errors, 'erreur', 'erreurs', f)} ; « scoresheet check ${a.file} » donne le détail`,
  'cli.block': (a) => `${a.file}, bloc ${a.block}`,
  'cli.block-heading': (a) => `bloc ${a.block}`,
  'cli.no-round': (a) => `scoresheet : ${a.file} n’a pas de donne ${a.round}`,
  'cli.severity.error': () => 'erreur',
  'cli.severity.warning': () => 'avertissement',
  'cli.severity.info': () => 'info',
  'cli.severity.hint': () => 'suggestion',
};
