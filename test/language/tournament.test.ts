// The language service in a tournament folder (issue 33): a table sheet is analysed under what tournament.score
// hands down, the checks across the sheets are diagnostics with their codes on the lines that cause them — on the
// sheet being typed and on the other open files of the tournament — completion offers the tournament's lines, and
// the tournament model (standings, tables, who has no list yet) follows the lists as they are typed.

import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { GAMES } from '../../src/games/registry';
import { createLanguageService, type FolderAccess, type LanguageService } from '../../src/language/service';
import { english } from '../../src/language/messages';
import { translatorFor } from '../../src/lsp/translate';
import type { Lang } from '../../src/messages';
import { FakeTimer } from '../helpers/fakeTimer';
import { DK_FOLDER, partie, S1T1, S2T1, S2T2 } from '../tournament/fixtures';

const ROOT = 'file:///club/turnier';
const uriOf = (name: string) => `${ROOT}/${name}`;

/** The folder in memory, as the host's folder access reads it; `reads` counts the files read. */
function memoryFolder(files: Record<string, string>): FolderAccess & { reads: number } {
  const byUri = new Map(Object.entries(files).map(([name, text]) => [uriOf(name), text]));
  const access = {
    reads: 0,
    async list(folder: string) {
      const prefix = `${folder}/`;
      const names = new Map<string, boolean>();
      for (const uri of byUri.keys())
        if (uri.startsWith(prefix)) {
          const rest = uri.slice(prefix.length);
          const [first, ...more] = rest.split('/');
          names.set(first, more.length > 0);
        }
      if (names.size === 0) return undefined;
      return [...names].map(([name, folder]) => ({ uri: prefix + name, name, folder }));
    },
    async read(uri: string) {
      access.reads++;
      return byUri.get(uri);
    },
  };
  return access;
}

function host(files: Record<string, string> = DK_FOLDER, lang: Lang = 'en') {
  const timer = new FakeTimer();
  const folders = memoryFolder(files);
  const service = createLanguageService<TextDocument>({
    games: GAMES,
    displayLanguage: () => lang,
    translate: (m, ...args) => (lang === 'en' ? english : translatorFor(lang))(m, ...args),
    timer,
    folders,
  });
  const triggers: [string, string][] = [];
  service.onDidAnalyse((e) => triggers.push([e.document.uri.slice(ROOT.length + 1), e.trigger]));
  return { service, timer, folders, triggers };
}

const open = (name: string, text: string) => TextDocument.create(uriOf(name), 'score', 1, text);
const edit = (d: TextDocument, from: string, to: string) => {
  const text = d.getText();
  const at = text.indexOf(from);
  if (at < 0) throw new Error(`no ${from}`);
  const start = d.positionAt(at);
  const end = d.positionAt(at + from.length);
  return TextDocument.update(d, [{ range: { start, end }, text: to }], d.version + 1);
};
const codes = (s: LanguageService<TextDocument>, d: TextDocument) => {
  const shown = s.getDiagnostics(d);
  return (shown?.show ? shown.problems : []).map((p) => [p.code, p.range.start.line, p.range.start.character]);
};

describe('a table sheet in a tournament folder', () => {
  it('is analysed under the inherited lines once the folder is read, and its game count is checked', async () => {
    const { service, folders } = host();
    // Round 4 struck (and the total that no longer agrees): three games at a table of four where `games 4:4` asks 4.
    const short = S1T1.replace('round 4\n  won Ben Dora 2\ntotal Anna -2 Ben 0 Clara 0 Dora 2\n', '');
    const d = open('serie-1/tisch-1.score', short);
    service.didOpen(d);
    // On its own the sheet has no game line: nothing scored yet.
    expect(service.current(d)[0].game).toBeUndefined();
    await service.tournamentReady(d);
    expect(service.current(d)[0].game).toBe('doppelkopf');
    // The third game (round 3, line 7) is where the count falls short.
    expect(codes(service, d)).toEqual([['tournament-game-count', 7, 0]]);
    // Each folder was read once: serie-1 looking for a settings file (its other sheet; the open one is the
    // editor's), then the tournament's: tournament.score and the three other sheets.
    expect(folders.reads).toBe(5);
  });

  it('two sheets for one table: both files are told, the one typed in and the other open one', async () => {
    const { service, timer, triggers } = host();
    let t2 = open('serie-2/tisch-2.score', S2T2);
    const t1 = open('serie-2/tisch-1.score', S2T1);
    service.didOpen(t1);
    service.didOpen(t2);
    await service.tournamentReady(t2);
    expect(codes(service, t2)).toEqual([]);
    expect(codes(service, t1)).toEqual([]);
    triggers.length = 0;
    // Table 2's sheet now says table 1: two sheets for table 1 of series 2, each on its `table` number (line 1,
    // character 6).
    t2 = edit(t2, 'table 2', 'table 1');
    service.didChange(t2);
    timer.advance(150);
    expect(triggers).toEqual([
      ['serie-2/tisch-1.score', 'tournament'],
      ['serie-2/tisch-2.score', 'change'],
    ]);
    expect(codes(service, t2)).toEqual([['tournament-same-table', 1, 6]]);
    expect(codes(service, t1)).toEqual([['tournament-same-table', 1, 6]]);
    // Typed back: both clean again.
    t2 = edit(t2, 'table 1', 'table 2');
    service.didChange(t2);
    timer.advance(150);
    expect(codes(service, t1)).toEqual([]);
    expect(codes(service, t2)).toEqual([]);
  });

  it('a seat twice in a series, and the participant then missing, on the sheets and on tournament.score', async () => {
    const { service, timer } = host();
    let t2 = open('serie-2/tisch-2.score', S2T2);
    const settings = open('tournament.score', DK_FOLDER['tournament.score']);
    service.didOpen(settings);
    service.didOpen(t2);
    await service.tournamentReady(t2);
    expect(codes(service, settings)).toEqual([]);
    // Dora's seat at table 2 given to Ben, who sits at table 1 of series 2 too: Ben twice (players line 2, Ben at
    // character 26), and Dora at no table of series 2 (her `player 4 Dora` line, 10, name at character 9).
    t2 = edit(t2, 'players Anna Fritz Hanna Dora', 'players Anna Fritz Hanna Ben');
    t2 = edit(t2, 'won Fritz Dora 1', 'won Fritz Ben 1');
    t2 = edit(t2, 'Hanna -5 Dora -5', 'Hanna -5 Ben -5');
    service.didChange(t2);
    timer.advance(150);
    expect(codes(service, t2)).toEqual([['tournament-seated-twice', 2, 25]]);
    expect(codes(service, settings)).toEqual([['tournament-missing', 10, 9]]);
  });

  it('what tournament.score hands down changes: the open sheets are analysed again under it', async () => {
    const { service, timer, triggers } = host();
    let settings = open('tournament.score', DK_FOLDER['tournament.score']);
    const t1 = open('serie-1/tisch-1.score', S1T1);
    service.didOpen(settings);
    service.didOpen(t1);
    await service.tournamentReady(t1);
    expect(codes(service, t1)).toEqual([]);
    triggers.length = 0;
    settings = edit(settings, 'rules ddv\n', 'rules ddv\nset duty-solo on\n');
    service.didChange(settings);
    timer.advance(150);
    expect(triggers).toEqual([
      ['serie-1/tisch-1.score', 'tournament'],
      ['tournament.score', 'change'],
    ]);
    // Nobody at table 1 played a solo: each of the four owes one, on the last round's line (9).
    expect(codes(service, t1).map(([c, l]) => [c, l])).toEqual([
      ['duty-solo-owed', 9],
      ['duty-solo-owed', 9],
      ['duty-solo-owed', 9],
      ['duty-solo-owed', 9],
    ]);
  });
});

describe('a concours in the editor', () => {
  it('teams meeting twice: a warning on the later partie’s teams as its teams are typed', async () => {
    const files = {
      'tournament.score': 'concours C\ngame coinche\nset deals 1\nparties 2\n',
      'p1.score': partie(1, 1, ['Rouges', 'Bleus'], [[160, 0]]),
    };
    const { service, timer } = host(files);
    let p2 = open('p2.score', partie(2, 1, ['Bleus', 'Verts'], [[160, 0]]));
    service.didOpen(p2);
    await service.tournamentReady(p2);
    expect(codes(service, p2)).toEqual([]);
    // Bleus now play Rouges again (players, teams and deal lines typed over): the warning is on the `équipes`
    // line's teams (line 3, from Bleus at character 8).
    p2 = TextDocument.update(p2, [{ text: partie(2, 1, ['Bleus', 'Rouges'], [[160, 0]]) }], p2.version + 1);
    service.didChange(p2);
    timer.advance(150);
    const shown = service.getDiagnostics(p2);
    expect(
      shown?.show && shown.problems.map((p) => [p.code, p.severity, p.range.start.line, p.range.start.character]),
    ).toEqual([['tournament-teams-met', 'warning', 3, 8]]);
  });
});

describe('the tournament model', () => {
  it('the series and tables, and who has no list yet, as the lists come in', async () => {
    const rest = { ...DK_FOLDER };
    delete rest['serie-2/tisch-2.score'];
    const { service, timer } = host(rest);
    let t2 = open('serie-2/tisch-2.score', 'series 2\ntable 2\n');
    service.didOpen(t2);
    await service.tournamentReady(t2);
    const before = service.tournamentModel(t2)!;
    expect(before.title).toBe('Herbstturnier 2026');
    expect(before.series.map((s) => s.tables.map((x) => x.table))).toEqual([
      [1, 2],
      [1, 2],
    ]);
    expect(before.series[1].tables[1].players).toEqual([]);
    // Series 2's table 2 has no players yet: Anna, Dora, Fritz and Hanna sit at no table of series 2.
    expect([...before.series[1].missing].sort()).toEqual(['Anna', 'Dora', 'Fritz', 'Hanna']);
    expect(before.series[0].missing).toEqual([]);
    const changes: string[] = [];
    service.onDidChangeTournament((folder) => changes.push(folder));
    t2 = edit(t2, 'table 2\n', S2T2.slice('series 2\n'.length));
    service.didChange(t2);
    timer.advance(150);
    expect(changes).toEqual([ROOT]);
    const after = service.tournamentModel(t2)!;
    expect(after.series[1].missing).toEqual([]);
    expect(after.series[1].tables[1]).toMatchObject({
      table: 2,
      players: ['Anna', 'Fritz', 'Hanna', 'Dora'],
      totals: { Anna: 5, Fritz: 5, Hanna: -5, Dora: -5 },
      timeout: true,
    });
  });
});

describe('completion in a tournament', () => {
  it('tournament.score: its lines in the display language, ranking keys and the tie-breaks not used yet', async () => {
    const { service } = host(DK_FOLDER, 'de');
    const settings = open('tournament.score', DK_FOLDER['tournament.score'] + '\n');
    service.didOpen(settings);
    const last = DK_FOLDER['tournament.score'].split('\n').length;
    const at = (text: string) => {
      const d = TextDocument.update(
        settings,
        [{ range: { start: { line: last, character: 0 }, end: { line: last, character: 0 } }, text }],
        2,
      );
      return service.getCompletions(d, { line: last, character: text.length }).suggestions.map((s) => s.label);
    };
    expect(at('')).toEqual(
      expect.arrayContaining(['turnier', 'serie', 'wertung', 'feinwertung', 'teilnehmer', 'startgeld', 'preise']),
    );
    expect(at('wertung ')).toEqual(['punkte', 'platzierung', 'index', 'schnitt']);
    expect(at('feinwertung punkte ')).toEqual([
      'platzierung',
      'beste-serie',
      'siege',
      'differenz',
      'gewonnene-spiele',
      'verlorene-spiele',
    ]);
    expect(at('feinwertung gewonnene-spiele ')).toEqual([
      'punkte',
      'platzierung',
      'beste-serie',
      'siege',
      'differenz',
      'verlorene-spiele',
    ]);
    // The next start number after the nine registered.
    expect(at('teilnehmer ')).toEqual(['10']);
  });

  it('a table sheet: the `series` and `table` lines in its header, the series there are after `series`', async () => {
    const { service } = host(DK_FOLDER, 'fr');
    const d = open('serie-1/tisch-1.score', S1T1);
    service.didOpen(d);
    await service.tournamentReady(d);
    const at = (line: number, text: string) => {
      const e = TextDocument.update(
        d,
        [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: `${text}\n` }],
        2,
      );
      return service.getCompletions(e, { line, character: text.length }).suggestions.map((s) => s.label);
    };
    expect(at(2, '')).toEqual(expect.arrayContaining(['partie', 'table']));
    expect(at(2, 'partie ')).toEqual(['1', '2']);
  });
});
