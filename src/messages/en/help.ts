// English texts of `scoresheet --help` and `scoresheet help COMMAND` (src/cli/args.ts). Commands, options, values
// and file names stay as typed; only the sentences change with the language.

import type { Fmt } from '../fmt';

export const help = {
  'help.main': () => `scoresheet — scores Doppelkopf, Belote and Coinche from .score logs

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
  --lang L      output in en, de or fr (default: LC_ALL, LC_MESSAGES or LANG)
  --table T     settle --format csv: the one table the CSV holds: rounds (default),
                transfers, games, teams, money (de/fr: ";", decimal comma, BOM)
  -h, --help    this help; "scoresheet help COMMAND" for one command
  -v, --version the version

Markdown files (.md) are checked block by block: every \`\`\`score fence is a
document of its own, and positions are reported in the Markdown file.
Exit codes: 0 no errors, 1 errors found, 2 usage error or unreadable file.`,
  'help.check': () => `scoresheet check FILE… [--json]

Prints every error, warning and info as FILE:LINE:COL: SEVERITY CODE: MESSAGE
(1-based); hints appear in --json only.
Exit 1 if any file has an error, 0 otherwise (warnings do not fail).`,
  'help.settle': () => `scoresheet settle FILE [--format text|md|csv] [--json]
scoresheet settle FILE… | DIR [--format text|md|csv] [--json]

Prints the settlement: the score sheet with running totals, final totals,
money at the stake and who pays whom (Doppelkopf), or each game with its
winner (Belote/Coinche). Exit 1 if the file has errors.

Several files, or a folder (its .score files), are a season: each evening is
settled, then the season — standings, money, evenings attended and each
evening's totals, one season per game. Players are matched by name (any case);
an absent player scores 0. A season.score file (first line "season") in the
folder sets a season pot; see docs/seasons.md. CSV gives the season table.`,
  'help.stats': () => `scoresheet stats FILE… | DIR [--format text|md|csv] [--json]

Statistics over the evenings, per game. Doppelkopf, per player: games, wins,
win rate, as Re and as Kontra, solos by kind and won, duty solos, average per
game, best and worst evening, and who wins with whom. Belote/Coinche, per team
and per player: contracts taken, made, failed, litiges, coinched, capots,
average per round. Exit 1 if a file has errors.`,
  'help.explain': () => `scoresheet explain FILE [--round N]

Prints each round's score item by item: the winner, every point, multipliers
and what each player or team gets.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
