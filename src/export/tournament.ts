// A tournament's page (`scoresheet settle DIR --format html` on a folder with a tournament.score): the content the page
// embeds (the settings and every table sheet), and the settling the page script runs when it opens. Pure.

import type { Lang } from '../messages';
import { createTournamentLedger, parseTournamentSettings } from '../tournament';
import { showInvisible } from '../text/invisible';
import { toTournamentModel, type TournamentModel } from '../view/tournament';
import { exportPageHtml, type TournamentContent } from './page';
import type { LogFile, PageRequest } from './share';

const byName = (a: LogFile, b: LogFile) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);

/**
 * The page's content: `settings` is tournament.score (its path inside the folder and text), `sheets` the table
 * sheets by their paths inside the folder (`serie-1/tisch-1.score`), put in name order.
 */
export function tournamentContent(folder: string, settings: LogFile, sheets: readonly LogFile[]): TournamentContent {
  return {
    kind: 'tournament',
    folder,
    settings: { file: settings.file, text: settings.text },
    sheets: [...sheets].sort(byName).map((s) => ({ file: s.file, log: s.text })),
  };
}

/** The tournament settled from the page's content, as the standings component draws it. */
export function tournamentModelOf(content: TournamentContent, lang: Lang): TournamentModel | undefined {
  const ledger = createTournamentLedger();
  ledger.update(content.settings.file, content.settings.text);
  for (const s of content.sheets) ledger.update(s.file, s.log);
  const t = ledger.tournament();
  return t && toTournamentModel(t, ledger.sheets(), lang, ledger.settingsFile());
}

/** The tournament's page: its title is the tournament's (`tournament TITLE`), else the folder's name. */
export function tournamentPage(
  input: PageRequest & { folder: string; settings: LogFile; sheets: readonly LogFile[] },
): { html: string; fingerprint: string } {
  const content = tournamentContent(input.folder, input.settings, input.sheets);
  const title = showInvisible(parseTournamentSettings(input.settings.text).title || input.folder);
  return exportPageHtml({ content, script: input.script, lang: input.lang, title });
}
