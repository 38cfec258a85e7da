// The yardstick of the engine's budgets: read a file and tokenize it — split it into lines, each line into words
// (a quoted name is one word, `#` starts a comment), and tell keywords, numbers and other words apart. Imported by
// the in-process benchmark; run as a script (`node tokenize.mjs FILE`) it is the bare process `check` is held to.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The directives and game words of the format (src/format/keywords.ts, vocabulary.ts), lower case. */
const KEYWORDS = new Set(
  (
    'game title date players teams rules set stake target round re solo marriage silent-marriage poverty out cards ' +
    'tricks announce extras bock dealer won score total hand trick taker trump contract coinche surcoinche belote ' +
    'last capot litige kontra fox doppelkopf karlchen queens jacks aces trumpless hearts spades clubs diamonds ' +
    'all-trump no-trump tierce quarte quinte carre duty'
  ).split(' '),
);
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
const WORD = /"[^"]*"?|[^\s,"]+/g;

/** Counts of the tokens of `text` by kind. */
export function tokenize(text) {
  const counts = { keyword: 0, number: 0, word: 0, quoted: 0, comment: 0 };
  for (const line of text.split(/\r?\n/)) {
    const hash = line.indexOf('#');
    let code = line;
    if (hash >= 0 && !line.includes('"')) {
      code = line.slice(0, hash);
      counts.comment++;
    }
    for (const [w] of code.matchAll(WORD)) {
      if (w[0] === '"') counts.quoted++;
      else if (KEYWORDS.has(w.toLowerCase())) counts.keyword++;
      else if (NUMBER.test(w)) counts.number++;
      else counts.word++;
    }
  }
  return counts;
}

/** Reads and tokenizes `file`; the number of tokens. */
export function readAndTokenize(file) {
  const c = tokenize(readFileSync(file, 'utf8'));
  return c.keyword + c.number + c.word + c.quoted + c.comment;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${readAndTokenize(process.argv[2])} tokens\n`);
}
