// French texts of Doppelkopf's table and of its slips in the culprit search (see ../en/table.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { table as en } from '../en/table';

export const table: DomainCatalog<typeof en> = {
  // Donneur, joueur qui ne joue pas
  'table.dealer-mismatch': (a) =>
    `${a.written} distribue cette donne, mais la donne passe dans l’ordre des places à ${a.expected} ` +
    '(après un Pflichtsolo, le même joueur distribue de nouveau, sauf après un Pflichtsolo forcé) ; le donneur écrit ' +
    'est retenu pour la suite.',
  'table.dealer-mismatch.fix': (a) => `Écrire le donneur dans l’ordre : ${a.expected}`,
  'table.dealer-out': (a, f) =>
    `À cinq, le donneur ne joue pas : ${a.dealer} distribue cette donne, mais « out » nomme ${f.list(a.out)}. ` +
    'La ligne « out » est retenue.',
  'table.dealer-out.fix': (a) => `Le donneur ne joue pas : out ${a.dealer}`,
  // Pflichtsoli
  'table.duty-owed.series': (a) =>
    `La série ${a.series} (donnes ${a.from} à ${a.to}) est finie et ${a.player} n’a pas joué de Pflichtsolo.`,
  'table.duty-owed.file': (a) => `La feuille est finie et ${a.player} n’a pas joué de Pflichtsolo (set duty-solo on).`,
  'table.duty-owes': (a, f) =>
    a.players.length === 0
      ? 'tous les joueurs ont joué leur Pflichtsolo'
      : `Pflichtsolo encore dû par ${f.list(a.players)}`,
  // Vorführung (Pflichtsolo forcé)
  'table.duty-due': (a, f) => {
    const state =
      `Pflichtsolo encore dû par ${f.list(a.owed)} et il reste ${f.num(a.left)} ` +
      `${f.plural(a.left, 'donne', 'donnes')} dans la série ${a.series}`;
    return a.player !== undefined
      ? `Vorführung : ${a.player} doit jouer un Pflichtsolo dans cette donne — ${state} ` +
          `(écrivez « solo ${a.player} SORTE pflicht forcé »).`
      : `Vorführung : ${state} ; le joueur qui en doit un et suit le donneur doit le jouer dans cette donne.`;
  },
  'table.duty-next': (a, f) =>
    a.player !== undefined
      ? `donne suivante : ${a.player} doit jouer un Pflichtsolo (Vorführung)`
      : `donnes suivantes : ${f.list(a.owed)} ${f.plural(a.owed.length, 'doit', 'doivent')} jouer leur Pflichtsolo ` +
        '(Vorführung)',
  'culprit.bock-missing': (a) =>
    a.file === 1
      ? `la donne ${a.round} comptée ici sans son Bock`
      : `la donne ${a.round} comptée ici avec Bock ×${a.file}, et ×${a.paper} sur la feuille`,
  'culprit.bock-extra': (a) =>
    a.paper === 1
      ? `la donne ${a.round} notée sur la feuille sans son Bock ×${a.file}`
      : `la donne ${a.round} notée sur la feuille avec Bock ×${a.paper} au lieu de ×${a.file}`,
  'culprit.solo-not-tripled': (a) => `la donne ${a.round}, un solo, sans le score triplé de ${a.soloist}`,
  'culprit.announcement': (a) =>
    `la donne ${a.round} comptée sur la feuille comme si ${a.party} ` +
    `${a.paper ? `avait annoncé ${a.paper}` : 'n’avait rien annoncé'} ` +
    `${a.file ? `au lieu de ${a.file}` : 'au lieu de ne rien annoncer'}`,
  'culprit.fix.add-bock': (a) => `Ajouter « ${a.line} » à la donne ${a.round}`,
  'culprit.fix.remove-bock': (a) => `Retirer la marque de Bock de la donne ${a.round}`,
  'culprit.fix.announcement': (a) => `Donne ${a.round} : ${a.line}`,
};
