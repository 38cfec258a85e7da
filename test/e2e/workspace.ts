// The scratch workspace the end-to-end scenarios open: copies of examples/ plus a few files made for the test.
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

/** The player name that must be rendered as text, never as HTML. */
export const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

export interface Workspace {
  dir: string;
  /** The Doppelkopf evening the read-only scenarios open (examples/doppelkopf-evening.score, or our stand-in). */
  main: string;
  /** A copy of `main` the editing scenarios may change. */
  editMe: string;
  /** Another copy of `main` for the live-update scenario. */
  live: string;
  /** A small log whose first player is HOSTILE_NAME. */
  hostile: string;
  /** The copied examples/*.score files (the stand-in when there are none). */
  examples: string[];
  /** Outside the workspace: edited copies the CLI checks to know what the editor must show. */
  plannedDir: string;
  /** True when examples/doppelkopf-evening.score did not exist yet and `main` is the stand-in. */
  standIn: boolean;
}

/** Used until a colleague's examples/doppelkopf-evening.score exists: the format document's example plus a recorded round, with a stake. */
const STAND_IN = `# Stand-in for examples/doppelkopf-evening.score (written by the e2e runner until the example exists).
game doppelkopf
title E2E evening
date 2026-11-29
players Anna Ben Clara Dora
rules ddv
stake 0.05 EUR

round 1
  re Anna Clara
  cards re 151
  score Anna +2 Ben -2 Clara +2 Dora -2

round 2
  re Ben Dora
  announce re no90
  announce kontra
  cards re 140
  extras kontra fox

round 3
  solo Dora queens duty
  announce re
  cards re 185

round 4
  score Anna -3 Ben +3 Clara -3 Dora +3
`;

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
  let main = path.join(dir, 'doppelkopf-evening.score');
  const standIn = !existsSync(main);
  if (standIn) {
    main = path.join(dir, 'e2e-doppelkopf.score');
    writeFileSync(main, STAND_IN);
    examples.push(main);
  }
  const editMe = path.join(dir, 'edit-me.score');
  const live = path.join(dir, 'live-edit.score');
  copyFileSync(main, editMe);
  copyFileSync(main, live);
  const hostile = path.join(dir, 'hostile-names.score');
  writeFileSync(hostile, HOSTILE);
  const plannedDir = path.join(path.dirname(dir), 'planned');
  mkdirSync(plannedDir, { recursive: true });
  return { dir, main, editMe, live, hostile, examples, plannedDir, standIn };
}
