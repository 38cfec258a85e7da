// A table under load: eight phones on a session (each from an address of its own, 127.0.0.2 … 127.0.0.9, as phones on
// a network are), taking turns to add a round at a steady pace. Used by the unit test (test/session/load.test.ts, the
// CLI's session in this process, a fast pace) and by the end-to-end run (test/e2e/scenarios.ts: `scoresheet serve` as
// built, one round a second for a minute). What it checks is the same: no phone misses an update (every version, in
// order, each applied to the one before), each phone ends with the file's own text, and the file is the sheet plus
// exactly the rounds added, in order.

import { isProposalAnswer, type ProposalAnswer } from '../../src/session/wire';
import { listen, propose, type Listener } from './serverHelpers';

/** Four players, one round: Re (Anna, Ben) 130 wins 1 (Kontra 110, not below 90): Anna, Ben +1; Clara, Dora −1. */
export const LOAD_SHEET = `game doppelkopf
players Anna Ben Clara Dora

round 1
  re Anna Ben
  cards re 130
`;

/**
 * Round n (from 2): Re is Clara and Dora in even rounds, Anna and Ben in odd ones, always with 130 (Re +1 each, Kontra
 * −1 each). After an even number of added rounds they cancel out: the totals are round 1's again.
 */
export function loadRound(n: number): { re: [string, string]; text: string } {
  const re: [string, string] = n % 2 === 0 ? ['Clara', 'Dora'] : ['Anna', 'Ben'];
  return { re, text: `\nround ${n}\n  re ${re[0]} ${re[1]}\n  cards re 130\n` };
}

/** The file after `added` rounds, as the form writes them (score-format.md: `round N`, `re P1 P2`, `cards re N`). */
export const loadedSheet = (added: number): string =>
  LOAD_SHEET + Array.from({ length: added }, (_, i) => loadRound(i + 2).text).join('');

/** A phone of the run: its live connection (serverHelpers' listener) and the address it comes from. */
export interface Phone extends Listener {
  address: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined; // a refusal in plain text (429, 503)
  }
}

export interface LoadResult {
  phones: Phone[];
  /** The answer to each proposal, in order (all should be `ok`). */
  answers: { status: number; answer: ProposalAnswer | undefined }[];
  /** For each round, the time until the last phone held it (printed, never asserted). */
  lagsMs: number[];
}

/**
 * `phones` phones on the session at `base` (its link); one of them after the other proposes the next round of
 * `loadRound`, on the version it holds, every `everyMs`, `rounds` times. The next round waits until every phone holds
 * the last one (at most `settleMs`), so each proposal is on the current sheet.
 */
export async function runTableLoad(options: {
  base: string;
  phones: number;
  rounds: number;
  everyMs: number;
  settleMs?: number;
}): Promise<LoadResult> {
  const { base, rounds, everyMs } = options;
  const settleMs = options.settleMs ?? 10_000;
  const phones: Phone[] = Array.from({ length: options.phones }, (_, i) => {
    const address = `127.0.0.${i + 2}`;
    return Object.assign(listen(base, address), { address });
  });
  for (const phone of phones) {
    const status = await phone.status;
    if (status !== 200) throw new Error(`${phone.address}: the live sheet answered ${status}`);
    await phone.until(1);
  }
  const answers: LoadResult['answers'] = [];
  const lagsMs: number[] = [];
  try {
    for (let r = 0; r < rounds; r++) {
      const started = Date.now();
      const phone = phones[r % phones.length];
      const version = phone.sheet?.version ?? 0;
      const round = loadRound(r + 2);
      const input = { game: 'doppelkopf', type: 'normal', re: round.re, result: { kind: 'cards', re: 130 } };
      const proposal = { id: `load-round-${r + 2}`, version, input, lang: 'en' };
      const { status, body } = await propose(base, proposal, {}, phone.address);
      const answer = parsed(body);
      answers.push({ status, answer: isProposalAnswer(answer) ? answer : undefined });
      if (!isProposalAnswer(answer) || !answer.ok) break;
      const wanted = answer.version;
      while (phones.some((p) => (p.sheet?.version ?? 0) < wanted) && Date.now() - started < settleMs) await sleep(5);
      lagsMs.push(Date.now() - started);
      await sleep(Math.max(0, everyMs - (Date.now() - started)));
    }
  } finally {
    for (const p of phones) p.close();
  }
  return { phones, answers, lagsMs };
}

/**
 * What went wrong in a load run of `rounds` rounds, as sentences (none: it held): a refused proposal, a phone that
 * missed or repeated a version or does not end with the file, a file that is not the sheet plus the rounds in order.
 */
export function loadFailures(result: LoadResult, rounds: number, onDisk: string): string[] {
  const failures: string[] = [];
  const refused = result.answers.filter((a) => a.status !== 200 || !a.answer?.ok);
  if (result.answers.length !== rounds || refused.length > 0)
    failures.push(`${result.answers.length - refused.length} of ${rounds} rounds added: ${JSON.stringify(refused[0])}`);
  if (onDisk !== loadedSheet(rounds)) failures.push(`the file is not the sheet and its ${rounds} rounds: ${onDisk}`);
  const everyVersion = Array.from({ length: rounds + 1 }, (_, i) => i + 1).join(',');
  for (const phone of result.phones) {
    const versions = phone.changes.map((c) => c.version).join(',');
    if (versions !== everyVersion) failures.push(`${phone.address} got the versions ${versions}, not 1…${rounds + 1}`);
    if (phone.gaps > 0) failures.push(`${phone.address} missed ${phone.gaps} updates`);
    if (phone.sheet?.text !== onDisk) failures.push(`${phone.address} does not end with the file's text`);
  }
  return failures;
}
