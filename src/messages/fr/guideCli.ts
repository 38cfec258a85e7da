// French texts of the guide writer's commands (see en/guideCli.ts).

import type { DomainCatalog } from '../message';
import type { guideCli as en } from '../en/guideCli';
import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const guideCli: DomainCatalog<typeof en> = {
  'cli.option-for': (a, f) => `${a.flag} n’existe que pour ${f.list(a.commands)}`,
  'cli.rules-value': () => '--rules demande un jeu de règles',
  'cli.key-value': (a) => `${a.flag} prend CLÉ=VALEUR (par ex. announcement=double), pas « ${a.given} »`,
  'cli.compare-one': () => 'settle --compare compare un seul fichier',
  'cli.cannot-read-text': (a) => `scoresheet : impossible de lire « ${a.file} » : ${a.reason}`,
  'cli.cannot-write': (a) =>
    `scoresheet : impossible d’écrire « ${a.file} » : ${a.reason} ; le fichier reste tel qu’il était`,
  'cli.compare.title': (a) => `Et si : ${a.what}`,
  'cli.compare.name': () => 'Nom',
  'cli.compare.as-written': () => 'tel qu’écrit',
  'cli.compare.what-if': () => 'et si',
  'cli.compare.difference': () => 'différence',
  'cli.compare.money-as-written': () => 'argent tel qu’écrit',
  'cli.compare.money-what-if': () => 'argent et si',
  'cli.compare.money-difference': () => 'différence d’argent',
  'cli.fixed': (a) => `${a.file}:${a.line}: corrigé : ${a.title}`,
  'cli.fixed-summary': (a, f) =>
    `${n(a.fixes, 'correction appliquée', 'corrections appliquées', f)} dans ${n(a.files, 'fichier', 'fichiers', f)}`,
  'cli.nothing-to-fix': () => 'rien à corriger',
  'cli.formatted': (a) => `${a.file} formaté`,
  'cli.not-formatted': (a) => `${a.file} n’est pas formaté`,
  'cli.fmt-summary': (a, f) =>
    a.check
      ? `${n(a.changed, 'fichier à formater', 'fichiers à formater', f)} (sur ${a.total})`
      : `${n(a.changed, 'fichier formaté', 'fichiers formatés', f)} (sur ${a.total})`,
};
