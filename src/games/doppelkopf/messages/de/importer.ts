// German texts of what an import of Doppelkopf records inferred (see ../en/importer.ts).

import type { Fmt } from '../../../../messages/fmt';
import type { DomainCatalog } from '../../../../messages/message';
import type { importer as en } from '../en/importer';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const importer: DomainCatalog<typeof en> = {
  'import.app.bockzettel': () => 'den JSON-Export von Bockzettel',
  'import.app.zettel': () => 'die Sitzung von Doppelkopf Zettel',
  'import.app.qtdoppelkopf': () => 'das gespeicherte Spiel von QtDoppelKopf',
  'import.takes.doppelkopf': () => 'Doppelkopf hat 4 bis 7 Spieler',
  'import.inferred.value-includes-bock': () => 'der Spielwert enthält den Bock schon (set won-includes-bock on)',
  'import.inferred.out-zeros': () => 'eine 0 neben vier anderen Punkten heißt: der Spieler setzt aus',
  'import.inferred.solo-pattern': () => 'Soli aus ihren Punkten im Verhältnis 3:1',
  'import.note.solo-kind': (a) => `Solo von ${a.player}; die Quelle sagt nicht, welche Soloart`,
  'import.note.bock-events': (a, f) => n(a.count, 'Bock-Ereignis', 'Bock-Ereignisse', f),
  'import.note.duty-solo-round': () => 'die Runde der Pflichtsoli beginnt',
  'import.note.bock-bonus': (a) => `Bock: +${a.points} für die Gewinner, im Spielwert`,
};
