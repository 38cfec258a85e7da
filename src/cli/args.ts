// Command-line parsing for `scoresheet`: a tiny hand-rolled parser, since the surface is four commands and four flags.

import type { SettleFormat } from '../report/format';

export type { SettleFormat };

export type Command = 'check' | 'settle' | 'explain' | 'stats';

export interface CliOptions {
  command: Command;
  files: string[];
  json: boolean;
  format: SettleFormat;
  round?: number;
}

export type ParsedArgs =
  | { kind: 'run'; options: CliOptions }
  | { kind: 'help'; topic?: Command }
  | { kind: 'version' }
  | { kind: 'usage-error'; message: string };

const COMMANDS: readonly Command[] = ['check', 'settle', 'explain', 'stats'];

export function parseArgs(argv: readonly string[]): ParsedArgs {
  if (argv.length === 0) return { kind: 'help' };
  const [first, ...rest] = argv;
  if (first === '--help' || first === '-h' || first === 'help') {
    const topic = rest[0] as Command | undefined;
    return { kind: 'help', topic: topic && COMMANDS.includes(topic) ? topic : undefined };
  }
  if (first === '--version' || first === '-v') return { kind: 'version' };
  if (!COMMANDS.includes(first as Command)) {
    return { kind: 'usage-error', message: `unknown command "${first}"; expected one of: ${COMMANDS.join(', ')}` };
  }
  const command = first as Command;
  const options: CliOptions = { command, files: [], json: false, format: 'text' };
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
        if (command === 'explain')
          return { kind: 'usage-error', message: '--json is available for check, settle and stats' };
        options.json = true;
        break;
      case '--format': {
        const f = value();
        if (command !== 'settle' && command !== 'stats')
          return { kind: 'usage-error', message: '--format is available for settle and stats' };
        if (f !== 'md' && f !== 'csv' && f !== 'text')
          return { kind: 'usage-error', message: `--format takes md, csv or text, not "${f ?? ''}"` };
        options.format = f;
        break;
      }
      case '--round': {
        const n = value();
        if (command !== 'explain') return { kind: 'usage-error', message: '--round is available for explain only' };
        if (!n || !/^[1-9][0-9]*$/.test(n))
          return { kind: 'usage-error', message: `--round takes a round number, not "${n ?? ''}"` };
        options.round = Number(n);
        break;
      }
      default:
        if (arg.startsWith('-') && arg !== '-') return { kind: 'usage-error', message: `unknown option "${arg}"` };
        options.files.push(arg);
    }
  }
  if (options.files.length === 0) return { kind: 'usage-error', message: `${command} needs at least one file` };
  if (command === 'explain' && options.files.length > 1) {
    return { kind: 'usage-error', message: 'explain takes one file (check, settle and stats take several)' };
  }
  return { kind: 'run', options };
}

export const HELP: Record<'main' | Command, string> = {
  main: `scoresheet — scores Doppelkopf, Belote and Coinche from .score logs

Usage:
  scoresheet check FILE…              report every problem (exit 1 if any error)
  scoresheet settle FILE [--format md|csv] [--json]
                                      totals, money and who pays whom
  scoresheet settle FILE… | DIR       each evening and the season: standings, money
  scoresheet stats FILE… | DIR        statistics per player (and team) over the evenings
  scoresheet explain FILE [--round N] each round's score, item by item

Options:
  --json        one JSON document on stdout (check, settle, stats)
  --format F    settle and stats output: text (default), md or csv
  --round N     explain only round N
  -h, --help    this help; "scoresheet help COMMAND" for one command
  -v, --version the version

Markdown files (.md) are checked block by block: every \`\`\`score fence is a
document of its own, and positions are reported in the Markdown file.
Exit codes: 0 no errors, 1 errors found, 2 usage error or unreadable file.`,
  check: `scoresheet check FILE… [--json]

Prints every error, warning and info as FILE:LINE:COL: SEVERITY CODE: MESSAGE
(1-based); hints appear in --json only.
Exit 1 if any file has an error, 0 otherwise (warnings do not fail).`,
  settle: `scoresheet settle FILE [--format text|md|csv] [--json]
scoresheet settle FILE… | DIR [--format text|md|csv] [--json]

Prints the settlement: the score sheet with running totals, final totals,
money at the stake and who pays whom (Doppelkopf), or each game with its
winner (Belote/Coinche). Exit 1 if the file has errors.

Several files, or a folder (its .score files), are a season: each evening is
settled, then the season — standings, money, evenings attended and each
evening's totals, one season per game. Players are matched by name (any case);
an absent player scores 0. A season.score file (first line "season") in the
folder sets a season pot; see docs/seasons.md. CSV gives the season table.`,
  stats: `scoresheet stats FILE… | DIR [--format text|md|csv] [--json]

Statistics over the evenings, per game. Doppelkopf, per player: games, wins,
win rate, as Re and as Kontra, solos by kind and won, duty solos, average per
game, best and worst evening, and who wins with whom. Belote/Coinche, per team
and per player: contracts taken, made, failed, litiges, coinched, capots,
average per round. Exit 1 if a file has errors.`,
  explain: `scoresheet explain FILE [--round N]

Prints each round's score item by item: the winner, every point, multipliers
and what each player or team gets.`,
};
