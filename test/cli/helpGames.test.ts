// The help's paragraphs that speak of the games (issue 31): the core's texts name no game, each game's clause comes
// from its own catalog, and the help of settle, stats and import names every game's, in English, German and French,
// wrapped within 80 columns (the hand-wrapped lines around them reach 80).

import { describe, expect, it } from 'vitest';
import { IMPORT_FORMATS } from '../../src/games/importers';
import { IMPORT_NAMES } from '../../src/games/importNames';
import { runCli } from '../helpers/cliInProcess';

const SHEET = new TextEncoder().encode('game doppelkopf\nplayers A B C D\n');
const help = (topic: string, lang: string) =>
  runCli(['help', topic, '--lang', lang], { env: {}, readFile: () => SHEET }).out;
/** The help as one line: the wrap's line breaks (and its indents) read as single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const SETTLE = {
  en: [
    'final totals and, per game, money at the stake and who pays whom (Doppelkopf);',
    'each game with its winner (Belote/Coinche);',
    'the games a target ends, money, who pays whom and the winner (Points);',
    'games won and lost, the Wertung, money and who pays whom (Skat). Exit 1',
  ],
  de: [
    'den Endstand und, je Spiel, das Geld zum Einsatz und wer wem zahlt (Doppelkopf);',
    'jede Partie mit ihrem Sieger (Belote/Coinche);',
    'die Partien, die ein Ziel beendet, das Geld, wer wem zahlt und den Sieger (Punkte);',
    'gewonnene und verlorene Spiele, die Wertung, das Geld und wer wem zahlt (Skat). Exit-Code 1',
  ],
  fr: [
    'les totaux et, selon le jeu, l’argent à la mise et qui paie qui (Doppelkopf) ;',
    'chaque partie avec son gagnant (belote, coinche) ;',
    'les parties qu’un objectif termine, l’argent, qui paie qui et le gagnant (points) ;',
    'les jeux gagnés et perdus, la Wertung, l’argent et qui paie qui (Skat). Code de sortie 1',
  ],
};

const STATS = {
  en: [
    'Doppelkopf, per player: games, wins, win rate, as Re and as Kontra,',
    'Belote/Coinche, per team and per player: contracts taken, made, failed, litiges, coinched, capots,',
    'Points, per player: rounds, games and games won, win rate, average per round, best round, best and worst evening.',
    'Skat, per player: games declared, won and lost, win rate, Grand and Null games, points and average per list.',
  ],
  de: [
    'Doppelkopf, pro Spieler: Spiele, Siege, Siegquote, als Re und als Kontra,',
    'Belote/Coinche, pro Team und pro Spieler: Kontrakte genommen, erfüllt, verloren,',
    'Punkte, pro Spieler: Spiele, Partien und gewonnene Partien, Siegquote, Schnitt pro Spiel, bestes Spiel,',
    'Skat, pro Spieler: Spiele als Alleinspieler, gewonnen und verloren, Siegquote, Grand- und Nullspiele,',
  ],
  fr: [
    'Doppelkopf, par joueur : donnes, victoires, taux de victoire, en Re et en Kontra,',
    'Belote et coinche, par équipe et par joueur : contrats pris, faits, chutés,',
    'Points, par joueur : donnes, parties et parties gagnées, taux de victoire, moyenne par donne, meilleure donne,',
    'Skat, par joueur : jeux annoncés, gagnés et perdus, taux de victoire, Grand et Null, points et moyenne',
  ],
};

const IMPORT = {
  en: [
    "one sheet per evening), Bockzettel's JSON export, Doppelkopf Zettel's session and QtDoppelKopf's saved game.",
    'one column per player (Belote/Coinche: per team), each',
  ],
  de: [
    'je Abend), den JSON-Export von Bockzettel, die Sitzung von Doppelkopf Zettel und das gespeicherte Spiel von ' +
      'QtDoppelKopf.',
    'je Spieler (Belote/Coinche: je Team) eine Spalte',
  ],
  fr: [
    'par soirée), l’export JSON de Bockzettel, la session de Doppelkopf Zettel et la partie enregistrée de ' +
      'QtDoppelKopf.',
    'une colonne par joueur (belote, coinche : par équipe), avec',
  ],
};

describe('the help of settle, stats and import names each game as the game says it', () => {
  for (const lang of ['en', 'de', 'fr'] as const) {
    it(`${lang}: settle says what it prints of each game`, () => {
      const text = flat(help('settle', lang));
      for (const clause of SETTLE[lang]) expect(text, lang).toContain(clause);
    });

    it(`${lang}: stats lists each game's statistics`, () => {
      const text = flat(help('stats', lang));
      for (const clause of STATS[lang]) expect(text, lang).toContain(clause);
    });

    it(`${lang}: import lists the apps the importers read and the games' column remarks`, () => {
      const out = help('import', lang);
      // --from takes csv, xlsx and each app importer's id.
      expect(out).toContain('[--from csv|xlsx|bockzettel|zettel|qtdoppelkopf]');
      for (const clause of IMPORT[lang]) expect(flat(out), lang).toContain(clause);
    });

    it(`${lang}: the assembled paragraphs keep within 80 columns`, () => {
      const main = runCli(['--help', '--lang', lang], { env: {}, readFile: () => SHEET }).out;
      const at = main.indexOf('  --table T');
      const table = main.slice(at, main.indexOf('\n  -h', at)).split('\n');
      expect(table.length, lang).toBeGreaterThan(1);
      for (const line of table.slice(1)) expect(line, lang).toMatch(/^ {16}\S/);
      // The paragraphs assembled from the games' clauses (the others are laid out by hand).
      const assembled = [help('settle', lang), help('stats', lang), help('import', lang)]
        .flatMap((text) => text.split('\n\n'))
        .filter((p) => /Skat|Bockzettel|per team|je Team|par équipe/.test(p));
      expect(assembled, lang).toHaveLength(4);
      for (const line of [...table, ...assembled.flatMap((p) => p.split('\n'))])
        expect(line.length, line).toBeLessThanOrEqual(80);
    });
  }

  it("the help's names of the importers are the importers' own", () => {
    // The help reads IMPORT_NAMES so that it need not load the readers: the same apps and remarks, in order.
    expect(IMPORT_NAMES.apps.map((a) => a.id)).toEqual(['bockzettel', 'zettel', 'qtdoppelkopf']);
    expect(IMPORT_FORMATS.apps.map((a) => [a.id, a.name])).toEqual(IMPORT_NAMES.apps.map((a) => [a.id, a.name]));
    expect(IMPORT_FORMATS.spreadsheets.flatMap((x) => (x.columnsNote ? [x.columnsNote] : []))).toEqual(
      IMPORT_NAMES.columnsNotes,
    );
  });
});
