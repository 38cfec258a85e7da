// What an import reads out of another tool's records, before it is written as `.score` text: evenings of rounds,
// each round a few fact lines plus the points and running totals the source states. Plain data; names are kept
// apart from the words of a line so that `--map` can rename them after reading.

import type { Message } from '../messages';

/** A player or team named in a line; written with quotes where the name needs them (src/text/names.ts). */
export interface NameRef {
  readonly name: string;
}

/** One directive line of a round or header: keywords and numbers as text, names as references. */
export type FactLine = readonly (string | NameRef)[];

/** Points per player (or team), by name as the source spells it: a Map, so that no name can be a property key. */
export type Points = ReadonlyMap<string, number>;

export interface ImportedRound {
  /** The round's facts (`re Anna Clara`, `won re 2`, `out Emil`, `bock`), written by the game's importer. */
  readonly facts: readonly FactLine[];
  /** The points the source states for the round: written as its `score` line. */
  readonly scores?: Points;
  /** The running totals the source states after the round: a `total` checkpoint where the writer puts one. */
  readonly totals?: Points;
  /** The source's id of the round (a game's id in an app): kept as a comment, so a re-import is recognisable. */
  readonly id?: string;
  /** A note that goes on the round's line as a comment (a solo whose kind the source does not say, a remark). */
  readonly notes?: readonly Message[];
  /** The points the importer reads the round's facts as giving: where the source's running totals stop adding up. */
  readonly points?: Points;
  /** The running totals start again from 0 at this round (Belote, Coinche: a new game). */
  readonly restart?: boolean;
}

export interface ImportedEvening {
  /** The game as a `game` line names it; decided by the game's importer, never by the generic code. */
  readonly game: string;
  /** The file it came from (as given) and, in a workbook or a group, which sheet. */
  readonly source: string;
  readonly sheet?: string;
  /** The format it was read as (`csv`, `xlsx`, an app importer's id). */
  readonly format: string;
  /** The source's id of the evening (a sheet's or session's id). */
  readonly id?: string;
  readonly title?: string;
  /** `YYYY-MM-DD`. */
  readonly date?: string;
  /** The `players` line, in seating order. */
  readonly players: readonly string[];
  /** The columns points are kept in: the players, or the teams (Belote, Coinche). */
  readonly columns: readonly string[];
  /** Header lines after `players` (`teams …`, `set …`, `target …`). */
  readonly header: readonly FactLine[];
  readonly rounds: readonly ImportedRound[];
  /** The source's final totals (a `Summe` row, the app's totals): the last round's checkpoint. */
  readonly final?: Points;
  /** What was inferred rather than read (running totals recognised, a target, players named after teams). */
  readonly inferred: readonly Message[];
  /** The season the source groups the evening into (a Bockzettel group's name), if it names one. */
  readonly season?: string;
}

/** A problem that stops the import (exit 2): where in the file, and what is wrong there. */
export class ImportFailure extends Error {
  constructor(
    /** `row 3, column "Anna"`, `rounds[3].scores`: rendered after the file name. */
    readonly where: Message | string | undefined,
    readonly why: Message,
    /** The file, where the failure concerns another one than the file being read (a `--map` over several). */
    readonly file?: string,
  ) {
    super(typeof where === 'string' ? where : why.id);
  }
}

/** A file to import: its name (for messages and the output's names) and its bytes. */
export interface SourceFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** An app whose exports an importer reads, by name: what `import`'s help says of it without loading its reader. */
export interface AppName {
  /** The name `--from` takes. */
  readonly id: string;
  /** What it reads, as `import`'s help lists the apps (`Bockzettel's JSON export`). */
  readonly name: Message;
}

/** A JSON-exporting app's importer (Bockzettel, Doppelkopf Zettel, QtDoppelKopf): detection by shape, then reading. */
export interface AppImporter extends AppName {
  /** Whether a parsed JSON document has this app's shape. */
  detect(json: unknown): boolean;
  /** The evenings of the document; throws ImportFailure naming the JSON path of what is wrong. */
  read(json: unknown, source: string): ImportedEvening[];
}

/** Whether a table's columns hold per-game points or running totals. */
export type ColumnsMode = 'per-game' | 'running';

/** A spreadsheet column the generic reader could not place: its header and its cells, one per data row. */
export interface ExtraColumn {
  readonly header: string;
  readonly cells: readonly (string | undefined)[];
}

/** A spreadsheet (a CSV file or one sheet of a workbook) as read: value columns, a closing row, other columns. */
export interface SheetTable {
  readonly source: string;
  readonly sheet?: string;
  readonly format: string;
  /** The headers of the value columns: players or teams. */
  readonly names: readonly string[];
  /** Per data row, the cell of each value column as the sheet has it (undefined: blank). */
  readonly cells: readonly (readonly (number | undefined)[])[];
  /** Spreadsheet row numbers (1-based) of the data rows, for messages. */
  readonly rowNumbers: readonly number[];
  /** Per data row, running totals the sheet keeps in columns of their own (Scoresheet's export: `Anna total`). */
  readonly ownRunning?: readonly (readonly (number | undefined)[])[];
  /** A closing row of totals (`Summe`, `total`). */
  readonly final?: readonly (number | undefined)[];
  /** The date the sheet names (a date column, a timestamp, its name). */
  readonly date?: string;
  /** Columns that are neither a value column nor generic (a game's: winner, solo, bock, the game value). */
  readonly extra: readonly ExtraColumn[];
}

/** A sheet whose value columns are told apart: per-game points or running totals. */
export interface ValueTable extends SheetTable {
  readonly mode: ColumnsMode;
  /** How the mode was decided: named by `--columns`, or read from the rows (and by which sign). */
  readonly modeFrom: 'option' | 'zero-row' | 'rows';
  /** Per round, the points of each column (blank: sat out): the cells, or the differences of running totals. */
  readonly points: readonly (readonly (number | undefined)[])[];
  /** Per round, the running totals the sheet states, where it states them. */
  readonly running?: readonly (readonly (number | undefined)[])[];
  /** Rows that start a new game (Belote, Coinche: the running totals start again from 0). */
  readonly restarts: ReadonlySet<number>;
}

/** A game's reading of spreadsheets: which tables are its own, and their rows as rounds. */
export interface SpreadsheetGame {
  /** The games `--game` may name for this reader (`belote` and `coinche` share one). */
  readonly games: readonly string[];
  /** Running totals start again from 0 when a game ends (Belote, Coinche): a fall in a column is a new game. */
  readonly restartsTotals: boolean;
  /**
   * What sheet it takes, as a clause of the message that no game fits a sheet (Doppelkopf's "Doppelkopf takes 4 to 7
   * players"); the clauses of every reader are joined with commas.
   */
  readonly takes: Message;
  /**
   * How its sheets' value columns differ from one per player, as a remark of `import`'s help (`Belote/Coinche: per
   * team`); undefined: one column per player.
   */
  readonly columnsNote?: Message;
  /** Whether a column with this header is the game's own (winner, solo, bock, the game value): never a player. */
  claims(header: string): boolean;
  /** How well a sheet fits this game: 0 not at all, higher is better (the best fit reads it). */
  fits(table: SheetTable, game: string | undefined): number;
  /** Whether row `row` of points (blank: sat out) looks like one round of this game. */
  plausibleRound(table: SheetTable, row: number, points: readonly (number | undefined)[]): boolean;
  /** The evening of the table. */
  read(table: ValueTable, game: string | undefined): ImportedEvening;
}

/** Everything the generic import machinery is given by the games: the CLI and the extension pass the one list. */
export interface ImportFormats {
  readonly apps: readonly AppImporter[];
  readonly spreadsheets: readonly SpreadsheetGame[];
}
