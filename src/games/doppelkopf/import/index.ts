// Doppelkopf's importers: its spreadsheets and the apps whose history users bring along.

export { bockzettel } from './bockzettel';
export { qtDoppelKopf } from './qtdoppelkopf';
export { doppelkopfSpreadsheet } from './spreadsheet';
export { zettel } from './zettel';
