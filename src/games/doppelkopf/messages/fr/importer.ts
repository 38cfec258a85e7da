// French texts of what an import of Doppelkopf records inferred (see ../en/importer.ts).

import type { Fmt } from '../../../../messages/fmt';
import type { DomainCatalog } from '../../../../messages/message';
import type { importer as en } from '../en/importer';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const importer: DomainCatalog<typeof en> = {
  'import.app.bockzettel': () => 'l’export JSON de Bockzettel',
  'import.app.zettel': () => 'la session de Doppelkopf Zettel',
  'import.app.qtdoppelkopf': () => 'la partie enregistrée de QtDoppelKopf',
  'import.takes.doppelkopf': () => 'le Doppelkopf se joue de 4 à 7',
  'import.inferred.value-includes-bock': () => 'la valeur du jeu comprend déjà le Bock (set won-includes-bock on)',
  'import.inferred.out-zeros': () => 'un 0 à côté de quatre autres points signifie que le joueur ne joue pas',
  'import.inferred.solo-pattern': () => 'les solos d’après leurs points à 3 contre 1',
  'import.note.solo-kind': (a) => `solo de ${a.player} ; la source ne dit pas quelle sorte de solo`,
  'import.note.bock-events': (a, f) => n(a.count, 'événement Bock', 'événements Bock', f),
  'import.note.duty-solo-round': () => 'le tour des Pflichtsoli commence',
  'import.note.bock-bonus': (a) => `Bock : +${a.points} pour les gagnants, compris dans la valeur`,
};
