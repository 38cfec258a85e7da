// Command-line parsing for `scoresheet`: a tiny hand-rolled parser, since the surface is four commands and four flags.

import { langOf, msg, render, type Lang, type Message } from '../messages';
import { CSV_TABLES, type CsvTable, type SettleFormat } from '../report/format';

export type { SettleFormat };

export type Command = 'check' | 'settle' | 'explain' | 'stats' | 'fmt' | 'lsp';

/** One `--set KEY=VALUE` (VALUE may list several values: `bock-triggers=tie-120,lost-solo`). */
export interface SetOption {
  key: string;
  values: string[];
}

export interface CliOptions {
  command: Command;
  files: string[];
  json: boolean;
  format: SettleFormat;
  round?: number;
  /** What-if rules: `--rules PRESET`, `--set KEY=VALUE` (check, settle, explain, stats; seasons per game). */
  rules?: string;
  set: SetOption[];
  /** `settle --compare KEY=VALUE…` (`rules=PRESET` for the preset). */
  compare: SetOption[];
  /** `check --fix`: apply every preferred quick fix. */
  fix: boolean;
  /** `fmt --check`: report, do not write. */
  check: boolean;
  /** `--lang`: the language of the output; unset, the environment decides (LC_ALL, LC_MESSAGES, LANG). */
  lang?: Lang;
  /** `--table`: which table a CSV holds (one per file). */
  table?: CsvTable;
}

export type ParsedArgs =
  | { kind: 'run'; options: CliOptions }
  | { kind: 'help'; topic?: Command }
  | { kind: 'version' }
  | { kind: 'usage-error'; message: string; msg: Message };

function usage(m: Message): ParsedArgs {
  return { kind: 'usage-error', message: render(m), msg: m };
}

const COMMANDS: readonly Command[] = ['check', 'settle', 'explain', 'stats', 'fmt', 'lsp'];
const WHAT_IF: readonly Command[] = ['check', 'settle', 'explain', 'stats'];

/** `KEY=VALUE[,VALUE…]`, or undefined when the text is not of that form. */
export function readKeyValue(text: string): SetOption | undefined {
  const m = /^([A-Za-z][\w-]*)=(.+)$/.exec(text);
  if (!m) return undefined;
  const values = m[2].split(',').filter((v) => v !== '');
  return values.length ? { key: m[1].toLowerCase(), values } : undefined;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  if (argv.length === 0) return { kind: 'help' };
  const [first, ...rest] = argv;
  if (first === '--help' || first === '-h' || first === 'help') {
    const topic = rest[0] as Command | undefined;
    return { kind: 'help', topic: topic && COMMANDS.includes(topic) ? topic : undefined };
  }
  if (first === '--version' || first === '-v') return { kind: 'version' };
  if (!COMMANDS.includes(first as Command)) {
    return usage(msg('cli.unknown-command', { command: first, commands: COMMANDS }));
  }
  const command = first as Command;
  const options: CliOptions = {
    command,
    files: [],
    json: false,
    format: 'text',
    set: [],
    compare: [],
    fix: false,
    check: false,
  };
  const whatIf = command === 'check' || command === 'settle' || command === 'explain' || command === 'stats';
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = (): string | undefined => inline ?? rest[++i];
    switch (flag) {
      case '--help':
      case '-h':
        return { kind: 'help', topic: command };
      case '--json':
        if (command === 'explain') return usage(msg('cli.json-not-here'));
        options.json = true;
        break;
      case '--format': {
        const f = value();
        if (command !== 'settle' && command !== 'stats') return usage(msg('cli.format-not-here'));
        if (f !== 'md' && f !== 'csv' && f !== 'text') return usage(msg('cli.format-value', { value: f ?? '' }));
        options.format = f;
        break;
      }
      case '--round': {
        const n = value();
        if (command !== 'explain') return usage(msg('cli.round-not-here'));
        if (!n || !/^[1-9][0-9]*$/.test(n)) return usage(msg('cli.round-value', { value: n ?? '' }));
        options.round = Number(n);
        break;
      }
      case '--rules': {
        const v = value();
        if (!whatIf) return usage(msg('cli.option-for', { flag: '--rules', commands: WHAT_IF }));
        if (!v || v.startsWith('-')) return usage(msg('cli.rules-value'));
        options.rules = v;
        break;
      }
      case '--set': {
        const v = value();
        if (!whatIf) return usage(msg('cli.option-for', { flag: '--set', commands: WHAT_IF }));
        const kv = v === undefined ? undefined : readKeyValue(v);
        if (!kv) return usage(msg('cli.key-value', { flag: '--set', given: v ?? '' }));
        options.set.push(kv);
        break;
      }
      case '--compare': {
        const v = value();
        if (command !== 'settle') return usage(msg('cli.option-for', { flag: '--compare', commands: ['settle'] }));
        const kv = v === undefined ? undefined : readKeyValue(v);
        if (!kv) return usage(msg('cli.key-value', { flag: '--compare', given: v ?? '' }));
        options.compare.push(kv);
        // `--compare a=1 b=2`: the words after it that read KEY=VALUE belong to it too.
        while (inline === undefined && i + 1 < rest.length && /^[A-Za-z][\w-]*=[^/\\]+$/.test(rest[i + 1])) {
          const more = readKeyValue(rest[++i]);
          if (more) options.compare.push(more);
        }
        break;
      }
      case '--fix':
        if (command !== 'check') return usage(msg('cli.option-for', { flag: '--fix', commands: ['check'] }));
        options.fix = true;
        break;
      case '--check':
        if (command !== 'fmt') return usage(msg('cli.option-for', { flag: '--check', commands: ['fmt'] }));
        options.check = true;
        break;
      case '--lang': {
        const l = value();
        const lang = l && /^[a-z]{2}$/i.test(l) ? langOf(l) : undefined;
        if (!lang) return usage(msg('cli.lang-value', { value: l ?? '' }));
        options.lang = lang;
        break;
      }
      case '--table': {
        const x = value();
        if (command !== 'settle') return usage(msg('cli.table-not-here'));
        if (!CSV_TABLES.includes(x as CsvTable))
          return usage(msg('cli.table-value', { value: x ?? '', tables: CSV_TABLES }));
        options.table = x as CsvTable;
        break;
      }
      default:
        if (arg.startsWith('-') && arg !== '-') return usage(msg('cli.unknown-option', { option: arg }));
        options.files.push(arg);
    }
  }
  if (command === 'lsp') return { kind: 'run', options };
  if (options.files.length === 0) return usage(msg('cli.needs-file', { command }));
  if (options.compare.length > 0 && options.files.length > 1) return usage(msg('cli.compare-one'));
  if (command === 'explain' && options.files.length > 1) {
    return usage(msg('cli.explain-one-file'));
  }
  return { kind: 'run', options };
}

/** The English help, per topic. */
export const HELP: Record<'main' | Command, string> = {
  main: `scoresheet — scores Doppelkopf, Belote and Coinche from .score logs

Usage:
  scoresheet check FILE…              report every problem (exit 1 if any error)
  scoresheet settle FILE [--format md|csv] [--json]
                                      totals, money and who pays whom
  scoresheet settle FILE… | DIR       each evening and the season: standings, money
  scoresheet stats FILE… | DIR        statistics per player (and team) over the evenings
  scoresheet explain FILE [--round N] each round's score, item by item
  scoresheet fmt FILE… [--check]      format like the editor's Format Document
  scoresheet lsp                      a language server on stdio (other editors)

Options:
  --json        one JSON document on stdout (check, settle, stats)
  --format F    settle and stats output: text (default), md or csv
  --round N     explain only round N
  --rules P     what if: score with rules preset P instead of the file's (check, settle, explain, stats)
  --set K=V     what if: rule switch K set to V (repeatable; check, settle, explain, stats)
  --compare K=V settle: totals and money under the file's rules and with K=V, side by side
  --fix         check: apply every preferred quick fix and say what changed
  --lang L      output in en, de or fr (default: LC_ALL, LC_MESSAGES or LANG)
  --table T     settle --format csv: the one table the CSV holds: rounds (default),
                transfers, games, teams, money (de/fr: ";", decimal comma, BOM)
  -h, --help    this help; "scoresheet help COMMAND" for one command
  -v, --version the version

Markdown files (.md) are checked block by block: every \`\`\`score fence is a
document of its own, and positions are reported in the Markdown file.
Exit codes: 0 no errors, 1 errors found, 2 usage error or unreadable file.`,
  check: `scoresheet check FILE… [--json] [--fix] [--rules PRESET] [--set KEY=VALUE]…

Prints every error, warning and info as FILE:LINE:COL: SEVERITY CODE: MESSAGE
(1-based); hints appear in --json only.
Exit 1 if any file has an error, 0 otherwise (warnings do not fail).

--fix applies every preferred quick fix (the ones the editor's Fix All applies:
computed scores and totals, round numbers, ...), writes the files it changed,
prints each fix, then reports what is left. Without --fix nothing is written.
--rules and --set score as if the header said so, without editing the file.

In Markdown, a fence \`\`\`score expect=CODE[,CODE...] marks an example that is
wrong on purpose (exactly these errors expected), \`\`\`score skip one that is not
checked; a block without a game line takes the header of the block above.`,
  settle: `scoresheet settle FILE [--format text|md|csv] [--json] [--rules PRESET] [--set KEY=VALUE]…
scoresheet settle FILE --compare KEY=VALUE… [--format text|md] [--json]
scoresheet settle FILE… | DIR [--format text|md|csv] [--json] [--rules PRESET] [--set KEY=VALUE]…

Prints the settlement: the score sheet with running totals, final totals,
money at the stake and who pays whom (Doppelkopf), or each game with its
winner (Belote/Coinche). Exit 1 if the file has errors.

Several files, or a folder (its .score files), are a season: each evening is
settled, then the season — standings, money, evenings attended and each
evening's totals, one season per game. Players are matched by name (any case);
an absent player scores 0. A season.score file (first line "season") in the
folder sets a season pot; see docs/seasons.md. CSV gives the season table.

--compare KEY=VALUE (repeatable; rules=PRESET for the preset) settles the file
twice, as written and with those rules, and prints each player's (or team's)
total and money side by side with the difference.

--rules and --set score as if the header said so, without editing the file; in
a season they apply to every evening of the games that have that preset or
switch (the others are settled as written, with a note; one no game of the
season has is an error).`,
  stats: `scoresheet stats FILE… | DIR [--format text|md|csv] [--json] [--rules PRESET] [--set KEY=VALUE]…

Statistics over the evenings, per game. Doppelkopf, per player: games, wins,
win rate, as Re and as Kontra, solos by kind and won, duty solos, average per
game, best and worst evening, and who wins with whom. Belote/Coinche, per team
and per player: contracts taken, made, failed, litiges, coinched, capots,
average per round. Exit 1 if a file has errors. --rules and --set apply to every
evening of the games that have them, as for settle.`,
  explain: `scoresheet explain FILE [--round N] [--rules PRESET] [--set KEY=VALUE]…

Prints each round's score item by item: the winner, every point, multipliers
and what each player or team gets.`,
  fmt: `scoresheet fmt FILE… [--check]

Formats .score files (and the \`\`\`score blocks of Markdown files) as the
editor's Format Document does, and writes them. With --check nothing is
written: exit 1 if a file is not formatted (for pre-commit hooks and CI).`,
  lsp: `scoresheet lsp

Serves the language layer (diagnostics, quick fixes, hover, completion,
formatting, outline) over the Language Server Protocol on stdin/stdout, for
.score files and \`\`\`score blocks in Markdown. See the README for Neovim
and Helix.`,
};
