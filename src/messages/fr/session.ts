// French texts of the table session (see en/session.ts).

import type { DomainCatalog } from '../message';
import type { session as en } from '../en/session';
import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const session: DomainCatalog<typeof en> = {
  'session.score-only': (a) => `${a.file} : une table partagée sert un fichier .score`,
  'session.one-file': () => 'serve prend un fichier .score',
  'session.port-value': (a) => `--port prend un numéro de port de 0 à 65535, pas « ${a.value} »`,
  'session.host-value': () => '--host prend une adresse de cet ordinateur, ou lan',
  'session.no-lan': () =>
    'cet ordinateur n’a pas d’adresse sur un réseau local (10.x, 172.16–31.x, 192.168.x) ; indiquez --host ADRESSE',
  'session.no-page': () => 'la page des téléphones (phone.js) manque à côté du programme : lancez « npm run build »',
  'session.cannot-listen': (a) => `impossible d’écouter sur ${a.address} : ${a.error}`,
  'session.started': (a) =>
    `Table partagée pour ${a.file} : les téléphones de la table ouvrent le lien ci-dessus (ou scannent son code QR).`,
  'session.loopback': () => 'Seul cet ordinateur peut l’ouvrir ; « --host lan » sert les téléphones du réseau local.',
  'session.everywhere': () =>
    'Elle écoute sur tous les réseaux de cet ordinateur : quiconque a le lien peut ajouter des donnes.',
  'session.stop': () =>
    'Ctrl+C termine la table partagée. Le fichier reste la feuille : les donnes y sont ajoutées à mesure.',
  'session.added': (a) => `donne ${a.index} ajoutée (depuis ${a.from})`,
  'session.refused': (a) =>
    `une donne envoyée depuis ${a.from} n’a pas été ajoutée : ` +
    (a.reason === 'stale'
      ? 'le téléphone n’avait pas encore vu la dernière donne ; il montre maintenant la feuille à jour'
      : a.reason === 'invalid'
        ? `le calcul y a trouvé une erreur${a.detail ? ` (${a.detail})` : ''}`
        : a.reason === 'no-sheet'
          ? 'le fichier n’a pas encore de ligne game'
          : `le fichier n’a pas pu être écrit${a.detail ? ` (${a.detail})` : ''}`),
  'session.phones': (a, f: Fmt) => `${n(a.count, 'téléphone connecté', 'téléphones connectés', f)}`,
  'session.forbidden': (a) => `une requête de ${a.from} sans le jeton de la table a été refusée`,
  'session.limited': (a) => `trop de requêtes de ${a.from} : certaines ont été refusées`,
  'session.changed': () => 'le fichier a changé sur le disque : les téléphones montrent la nouvelle version',
  'session.ended': () => 'table partagée terminée',
};
