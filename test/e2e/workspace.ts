// The scratch workspace the end-to-end scenarios open: copies of examples/ plus a few files made for the test.
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { longSeasonSheet } from './longSeasonSheet';

/** The player name that must be rendered as text, never as HTML. */
export const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

export interface Workspace {
  dir: string;
  /** The Doppelkopf evening the read-only scenarios open (a copy of examples/doppelkopf-evening.score). */
  main: string;
  /** A copy of `main` the editing scenarios may change. */
  editMe: string;
  /** Another copy of `main` for the live-update scenario. */
  live: string;
  /** Another copy of `main`, served to a phone by the table-session scenario. */
  tableSession: string;
  /** A small log whose first player is HOSTILE_NAME. */
  hostile: string;
  /** A generated 10,000-round Doppelkopf sheet, valid throughout (see longSeason). */
  longSeason: LongSeason;
  /** The copied examples/*.score files. */
  examples: string[];
  /** A copy of the tournament folder examples/turnier-2026 (tournament.score, serie-1/ and serie-2/ with two lists). */
  tournament: string;
  /** Outside the workspace: edited copies the CLI checks to know what the editor must show. */
  plannedDir: string;
}

const HOSTILE = `# A player name that is markup: the settlement view must show it as text.
game doppelkopf
title Names are text
players "${HOSTILE_NAME}" Ben Clara Dora
stake 0.10 EUR

round 1
  score "${HOSTILE_NAME}" +2 Ben -2 Clara +2 Dora -2

round 2
  score "${HOSTILE_NAME}" +3 Ben -3 Clara -3 Dora +3
`;

/** The 10,000-round sheet and where its middle round's `score` line is. */
export interface LongSeason {
  file: string;
  /** Its `title` (the settlement view's heading). */
  title: string;
  rounds: number;
  /** The round the typing scenario edits, its `score` line (1-based) and that line's text. */
  editRound: number;
  scoreLine: number;
  scoreText: string;
}

const LONG_SEASON_ROUNDS = 10_000;
const LONG_SEASON_TITLE = 'A long season';

/** The long season written to `file` (test/e2e/longSeasonSheet.ts). */
function longSeason(file: string): LongSeason {
  const { lines, editRound, scoreIndex, scoreText } = longSeasonSheet(LONG_SEASON_ROUNDS, LONG_SEASON_TITLE);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return {
    file,
    title: LONG_SEASON_TITLE,
    rounds: LONG_SEASON_ROUNDS,
    editRound,
    scoreLine: scoreIndex + 1,
    scoreText,
  };
}

export function makeWorkspace(repoRoot: string, dir: string): Workspace {
  mkdirSync(dir, { recursive: true });
  const examplesDir = path.join(repoRoot, 'examples');
  const examples: string[] = [];
  if (existsSync(examplesDir)) {
    for (const name of readdirSync(examplesDir).sort()) {
      if (!/\.(score|md)$/.test(name)) continue;
      copyFileSync(path.join(examplesDir, name), path.join(dir, name));
      if (name.endsWith('.score')) examples.push(path.join(dir, name));
    }
  }
  const main = path.join(dir, 'doppelkopf-evening.score');
  if (!existsSync(main)) throw new Error('examples/doppelkopf-evening.score is missing: the scenarios open it.');
  const editMe = path.join(dir, 'edit-me.score');
  const live = path.join(dir, 'live-edit.score');
  copyFileSync(main, editMe);
  copyFileSync(main, live);
  const tableSession = path.join(dir, 'table-session.score');
  copyFileSync(main, tableSession);
  const hostile = path.join(dir, 'hostile-names.score');
  writeFileSync(hostile, HOSTILE);
  const plannedDir = path.join(path.dirname(dir), 'planned');
  mkdirSync(plannedDir, { recursive: true });
  const season = longSeason(path.join(dir, 'long-season.score'));
  const tournament = path.join(dir, 'turnier-2026');
  const tournamentExample = path.join(examplesDir, 'turnier-2026');
  if (existsSync(tournamentExample)) cpSync(tournamentExample, tournament, { recursive: true });
  return { dir, main, editMe, live, tableSession, hostile, longSeason: season, examples, plannedDir, tournament };
}
