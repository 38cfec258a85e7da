// Belote's and Coinche's importers: their spreadsheets (one column per team).

export { beloteSpreadsheet } from './spreadsheet';
