// German texts of Skat played Stich für Stich (see tricksEn.ts).

import type { DomainCatalog } from '../../../messages/message';
import type { skatTricks as en } from './tricksEn';

type Spitzen = { mit: boolean; n: number };
const spitzen = (s: Spitzen) => `${s.mit ? 'mit' : 'ohne'} ${s.n}`;

export const skatTricks: DomainCatalog<typeof en> = {
  'skat.tricks.deck': () => '32 Karten, jede einmal, zwei davon im Skat',
  'skat.tricks.in-skat': () => 'im Skat',
  'skat.tricks.source': () => 'Skat: Farbe bedienen; die Buben und im Farbspiel die Trumpffarbe sind Trumpf',
  'skat.tricks.source-null': () => 'Skat Null: Farbe bedienen; kein Trumpf, der Bube in seiner Farbe',
  'skat.tricks.spitzen': (a) =>
    `Die Karten des Alleinspielers und der Skat (${a.cards.join(' ')}) ergeben ${spitzen(a.derived)}, ` +
    `nicht ${spitzen(a.stated)}.`,
  'skat.tricks.cards': (a) =>
    `Die Stiche ergeben ${a.derived} Augen für den Alleinspieler (die ${a.skat} des Skats eingeschlossen), ` +
    `nicht ${a.stated}.`,
  'skat.tricks.tricks': (a) => `Der Alleinspieler macht ${a.derived} der 10 Stiche, nicht ${a.stated}.`,
  'skat.tricks.example': (a) =>
    `${a.n} der 10 Stiche: jeder wird für sich geprüft (Gewinner, Augen, was erlaubt war); die Runde wird nicht ` +
    `gewertet.`,
};
