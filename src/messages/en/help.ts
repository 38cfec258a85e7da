// English help of the command line (`scoresheet --help`, `scoresheet help COMMAND`): one text per topic.

import type { Fmt } from '../fmt';
import { gameList, gameTables } from '../gameWords';
import type { Message } from '../message';
import { wrap } from '../../text/wrap';

export const help = {
  // `kinds`: every game's, from the registry (the CLI's entry point hands them in); `tables`: each game's CSV tables.
  'cli.help.main': (
    a: { kinds: readonly string[]; tables: readonly { kinds: readonly string[]; tables: readonly string[] }[] },
    f: Fmt,
  ) => `scoresheet — scores ${gameList(a.kinds, f)} from .score logs

Usage:
  scoresheet check FILE…              report every problem (exit 1 if any error)
  scoresheet settle FILE [--format md|csv] [--json]
                                      totals, money and who pays whom
  scoresheet settle FILE… | DIR       each evening and the season: standings, money
  scoresheet stats FILE… | DIR        statistics per player (and team) over the evenings
  scoresheet sheets DIR --series N    a tournament's blank table sheets for series N
  scoresheet explain FILE [--round N] each round's score, item by item
  scoresheet fmt FILE… [--check]      format like the editor's Format Document
  scoresheet lsp                      a language server on stdio (other editors)
  scoresheet import FILE… [--out DIR] other tools' records (CSV, .xlsx, app exports) as .score files
  scoresheet merge A B                two keepers' sheets of one evening compared round by round
  scoresheet serve FILE [--port N] [--host H]
                                      the live sheet for the phones at the table

Options:
  --json        one JSON document on stdout (check, settle, stats)
  --format F    settle and stats output: text (default), md or csv; settle also
                html (web page), chat (group chat) or png (image)
  --round N     explain only round N
  --series N    sheets: the series whose table sheets to print
  --rules P     what if: score with rules preset P instead of the file's (check, settle, explain, stats)
  --set K=V     what if: rule switch K set to V (repeatable; check, settle, explain, stats)
  --compare K=V settle: totals and money under the file's rules and with K=V, side by side
  --fix         check: apply every preferred quick fix and say what changed
  --lang L      output in en, de or fr (default: LC_ALL, LC_MESSAGES or LANG)
${wrap(
  `settle --format csv: the one table the CSV holds, rounds by default; each game's: ` +
    `${gameTables(a.tables, f)}; de/fr: ";", decimal comma, BOM`,
  79,
  '  --table T     ',
  ' '.repeat(16),
)}
  -h, --help    this help; "scoresheet help COMMAND" for one command
  -v, --version the version

Markdown files (.md) are checked block by block: every \`\`\`score fence is a
document of its own, and positions are reported in the Markdown file.
Exit codes: 0 no errors, 1 errors found, 2 usage error or unreadable file.`,
  'cli.help.check': () => `scoresheet check FILE… [--json] [--fix] [--rules PRESET] [--set KEY=VALUE]…

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
  // `settles`: what settle prints of each game's own, from the registry (GameReport.settleHelp).
  'cli.help.settle': (
    a: { settles: readonly Message[] },
    f: Fmt,
  ) => `scoresheet settle FILE [--format text|md|csv] [--json] [--rules PRESET] [--set KEY=VALUE]…
scoresheet settle FILE --compare KEY=VALUE… [--format text|md] [--json]
scoresheet settle FILE… | DIR [--format text|md|csv] [--json] [--rules PRESET] [--set KEY=VALUE]…
scoresheet settle FILE | DIR --format html|chat|png [-o OUT] [--viewer URL]

${wrap(
  'Prints the settlement: the score sheet with running totals, final totals and, per game, ' +
    `${a.settles.map((s) => f.t(s)).join('; ')}. Exit 1 if the file has errors.`,
)}

Several files, or a folder (its .score files), are a season: each evening is
settled, then the season — standings, money, evenings attended and each
evening's totals, one season per game. Players are matched by name (any case);
an absent player scores 0. A season.score file (first line "season") in the
folder sets a season pot; see docs/seasons.md. CSV gives the season table.

A folder with a tournament.score file (first line "tournament", "turnier" or
"concours") is a tournament: its other .score files (and those one folder
down) are the table sheets. settle prints the standings (rank, start number,
the main key, the tie-breaks, each series), each series' tables, the
statistics per player and the money; the checks across the sheets go to
stderr, and any error makes the exit code 1. See docs/tournaments.md.

--compare KEY=VALUE (repeatable; rules=PRESET for the preset) settles the file
twice, as written and with those rules, and prints each player's (or team's)
total and money side by side with the difference.

--rules and --set score as if the header said so, without editing the file; in
a season they apply to every evening of the games that have that preset or
switch (the others are settled as written, with a note; one no game of the
season has is an error).

--format html writes the page of the editor's "Export as web page" (an evening,
or a folder's season): offline, recomputed from the logs when it opens, with
the log's fingerprint, the previous evening's fingerprint, an A4 printout and
a QR code. --viewer URL (a hosted copy of viewer.html) makes the QR code a link
that carries the log after the #; without it the QR code holds the log text
when it fits. --format chat prints 5 to 8 lines for a group chat. --format png
draws the standings card in Chromium or Chrome (CHROME_PATH; none found: exit
2). -o OUT writes to a file instead of printing (png needs it).

On a tournament folder --format html writes the tournament's page: the
standings, the tables of each series, the lists still missing, each list's
problems and the statistics. Opened with ?projector after its address, it shows
the standings alone, large, a page at a time, for a projector.`,
  // `stats`: each game's statistics as a sentence, from the registry (GameSeason.statsHelp).
  'cli.help.stats': (a: { stats: readonly Message[] }, f: Fmt) =>
    `scoresheet stats FILE… | DIR [--format text|md|csv] [--json] [--rules PRESET] [--set KEY=VALUE]…

${wrap(
  `Statistics over the evenings, per game. ${a.stats.map((s) => f.t(s)).join(' ')} Exit 1 if a file has errors. ` +
    '--rules and --set apply to every evening of the games that have them, as for settle.',
)}`,
  'cli.help.sheets': () => `scoresheet sheets DIR --series N

Prints a blank table sheet for each table of series N of the tournament in DIR
(its tournament.score): the series and table lines and the players in seat
order, ready to print or to fill in. Where sheets of series N are there
already, their tables and seats are used; otherwise series 1 seats the
participants by start number and each later series by the standings after the
one before, four (or five) to a table, teams two to a table.`,
  'cli.help.explain': () => `scoresheet explain FILE [--round N] [--rules PRESET] [--set KEY=VALUE]…

Prints each round's score item by item: the winner, every point, multipliers
and what each player or team gets.`,
  'cli.help.fmt': () => `scoresheet fmt FILE… [--check]

Formats .score files (and the \`\`\`score blocks of Markdown files) as the
editor's Format Document does, and writes them. With --check nothing is
written: exit 1 if a file is not formatted (for pre-commit hooks and CI).`,
  'cli.help.lsp': () => `scoresheet lsp

Serves the language layer (diagnostics, quick fixes, hover, completion,
formatting, outline) over the Language Server Protocol on stdin/stdout, for
.score files and \`\`\`score blocks in Markdown. See the README for Neovim
and Helix.`,
  'cli.help.serve': () => `scoresheet serve FILE [--port N] [--host H]

A table session: serves the .score file's live sheet to the phones at the
table. The first line printed is the session's link with its token (on a
terminal its QR code follows); every phone that opens it sees the sheet, the
totals, who pays whom and the chart as they change, and can add a round with
the same form as the editor's settlement view. Each round is checked with the
engine and appended to FILE (written in one step, in the order they come); a
phone that had not seen the latest round is told and shown the current sheet.
Without the token every request gets 403. Ctrl+C ends the session.

  --port N   the port (default: any free one)
  --host H   where to listen: this computer only (default), lan (this
             computer's address on the local network), or an address`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
