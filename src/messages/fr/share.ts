// French texts of sharing (src/export): the printed footer of the exported page, the group-chat summary, the image.

import type { DomainCatalog } from '../message';
import type { share as en } from '../en/share';

export const share: DomainCatalog<typeof en> = {
  'share.footer': (a) => `Scoresheet · empreinte de la feuille ${a.fingerprint}`,
  'share.footer-season': (a, f) =>
    `Scoresheet · ${f.num(a.evenings)} ${f.plural(a.evenings, 'soirée', 'soirées')} · ` +
    `empreinte de la saison ${a.fingerprint}`,
  'share.rounds': (a, f) => `${f.num(a.rounds)} ${f.plural(a.rounds, 'donne', 'donnes')}`,
  'share.evenings': (a, f) => `${f.num(a.evenings)} ${f.plural(a.evenings, 'soirée', 'soirées')}`,
  'share.date-range': (a) => (a.from === a.to ? a.from : `du ${a.from} au ${a.to}`),
  'share.winner': (a) => `Gagnant : ${a.name} (${a.value})`,
  'share.leader': (a) => `En tête : ${a.name} (${a.value})`,
  'share.points': (a, f) => `${f.signedNum(a.points)} ${f.plural(a.points, 'point', 'points')}`,
  'share.games-won': (a, f) => `${f.num(a.games)} ${f.plural(a.games, 'partie gagnée', 'parties gagnées')}`,
  'share.totals': (a) => `Totaux : ${a.list}`,
  'share.games-won-line': (a) => `Parties gagnées : ${a.list}`,
  'share.standings': (a) => `Classement : ${a.list}`,
  'share.money': (a) => `Argent : ${a.list}`,
  'share.pays': (a) => `Qui paie qui : ${a.list}`,
  'share.pays-one': (a) => `${a.from} paie ${a.amount} à ${a.to}`,
  'share.nobody-pays': () => 'Qui paie qui : personne ne paie personne.',
  'share.no-stake': () => 'Qui paie qui : aucune mise.',
  'share.fingerprint': (a) => `Empreinte de la feuille : ${a.fingerprint}`,
  'share.fingerprint-previous': (a) => `Empreinte de la feuille : ${a.fingerprint} (soirée précédente : ${a.previous})`,
  'share.fingerprint-season': (a) => `Empreinte de la saison : ${a.fingerprint}`,
  'share.errors': (a, f) =>
    `La feuille a ${f.num(a.errors)} ${f.plural(a.errors, 'erreur', 'erreurs')} ; elle est réglée telle qu’écrite.`,
  'share.card.who-pays': () => 'Qui paie qui',
  'share.card.standings': () => 'Classement',
  'share.card.totals': () => 'Totaux',
  'share.card.games-won': () => 'Parties gagnées',
  'share.no-money': () => 'Argent : aucune mise.',
  'cli.output-not-here': () => '-o (--output) sert à settle --format html, png ou chat',
  'cli.output-value': () => '-o (--output) prend le fichier à écrire',
  'cli.png-needs-output': () => '--format png écrit une image : donnez le fichier avec -o FICHIER.png',
  'cli.viewer-not-here': () => '--viewer sert à settle --format html ou chat',
  'cli.viewer-value': (a) => `--viewer prend l’adresse http(s) d’un viewer.html hébergé, pas « ${a.value} »`,
  'cli.share-compare': (a) => `--compare affiche une comparaison, pas --format ${a.format}`,
  'cli.no-browser': (a, f) =>
    `--format png dessine l’image dans Chromium ou Chrome, et aucun n’a été trouvé (${f.list(a.tried, 'or')}). ` +
    'Installez-en un, ou indiquez son programme dans CHROME_PATH.',
  'cli.browser-failed': (a) => `${a.browser} n’a pas pu dessiner l’image : ${a.why}`,
  'cli.written': (a) => `Écrit : ${a.file}`,
};
