// tournament.score (score-format.md, "Tournaments and concours"): every line read, in English, German and French,
// and every problem with its code on the word that causes it (0-based lines and columns).

import { describe, expect, it } from 'vitest';
import { isTournamentSettings, parseTournamentSettings, toNumber } from '../../src/tournament';

const problems = (text: string) =>
  parseTournamentSettings(text).problems.map((p) => [p.code, p.range.start.line, p.range.start.character]);

describe('isTournamentSettings: the first directive is tournament, turnier or concours', () => {
  it('tells a tournament from a sheet and from a season', () => {
    expect(isTournamentSettings('# club\n\ntournament Herbst\n')).toBe(true);
    expect(isTournamentSettings('\uFEFFTurnier Herbst\n')).toBe(true);
    expect(isTournamentSettings('concours du club\n')).toBe(true);
    expect(isTournamentSettings('game doppelkopf\ntournament x\n')).toBe(false);
    expect(isTournamentSettings('season Winter\n')).toBe(false);
  });
});

describe('the lines, as written in English', () => {
  const s = parseTournamentSettings(`tournament Herbstturnier 2026   # the title
game doppelkopf
rules ddv
set duty-solo on
stake 0.05 EUR
series 3
games 4:12 5: 15
player 1 Anna
player 2 "Ben M."
ranking index
placement 4: 4 2 -2 -4
tiebreak points best-series games-won
missed -3 -150
entry 10 EUR
prizes 100 50 30,50 EUR
best 2
`);
  it('reads every value', () => {
    expect(s.problems).toEqual([]);
    expect(s.title).toBe('Herbstturnier 2026');
    expect([s.game, s.series, s.games, s.ranking, s.placement, s.tiebreaks, s.missed, s.best]).toEqual([
      'doppelkopf',
      3,
      { 4: 12, 5: 15 },
      'index',
      { 4: [4, 2, -2, -4] },
      ['points', 'best-series', 'games-won'],
      { placement: -3, points: -150 },
      2,
    ]);
    expect(s.players.map((p) => [p.number, p.name])).toEqual([
      [1, 'Anna'],
      [2, 'Ben M.'],
    ]);
    expect(s.entry).toEqual({ cents: 1000, currency: 'EUR' });
    expect(s.prizes).toEqual({ kind: 'amounts', cents: [10000, 5000, 3050], currency: 'EUR' });
  });
  it('hands the game, rules, switches and stake down to the sheets', () => {
    expect(s.inherit?.game).toBe('doppelkopf');
    expect(s.inherit?.preset?.text).toBe('ddv');
    expect(s.inherit?.settings.map((x) => [x.key.text, x.values.map((v) => v.text)])).toEqual([['duty-solo', ['on']]]);
    expect(s.inherit?.stake).toMatchObject({ cents: 5, currency: 'EUR' });
  });
});

describe('German and French words', () => {
  it('turnier, teilnehmer, wertung, feinwertung, gefehlt, startgeld, preise, beste', () => {
    const s = parseTournamentSettings(
      'Turnier Weihnachten\ngame doppelkopf\nregeln ddv\nserien 2\nspiele 4:24 5:30\nteilnehmer 7 Jürgen\n' +
        'wertung platzierung\nplatzierung 5: 5 3 0 -3 -5\nfeinwertung punkte beste-serie\ngefehlt -3 -150\n' +
        'startgeld 10,50 €\npreise 50 % 30 % 20%\nbeste 3\n',
    );
    expect(s.problems).toEqual([]);
    expect([s.series, s.games, s.ranking, s.placement[5], s.tiebreaks, s.best]).toEqual([
      2,
      { 4: 24, 5: 30 },
      'placement',
      [5, 3, 0, -3, -5],
      ['points', 'best-series'],
      3,
    ]);
    expect(s.entry).toEqual({ cents: 1050, currency: '€' });
    expect(s.prizes).toEqual({ kind: 'percent', percent: [50, 30, 20] });
  });
  it('concours, parties, joueur, classement, match, exempt, individuel, inscription, prix', () => {
    const s = parseTournamentSettings(
      'concours Concours du club\ngame coinche\nrègles official\nparties 4\njoueur 1 Rouges\nclassement match\n' +
        'match 3 1\nexempt 3 1000\nindividuel oui\ndépartage victoires écart\ninscription 20 EUR\nprix 60 30 10 EUR\n',
    );
    expect(s.problems).toEqual([]);
    expect([s.series, s.ranking, s.placement[2], s.bye, s.individual, s.tiebreaks]).toEqual([
      4,
      'match',
      [3, 1],
      { match: 3, points: 1000 },
      true,
      ['wins', 'point-diff'],
    ]);
  });
});

describe('every problem of tournament.score, on its word', () => {
  const head = 'tournament T\ngame doppelkopf\n';
  it('tournament-unknown-directive, tournament-duplicate (warning; the second counts)', () => {
    expect(problems(`${head}rounds 3\nseries 2\nseries 3\n`)).toEqual([
      ['tournament-unknown-directive', 2, 0],
      ['tournament-duplicate', 4, 0],
    ]);
    expect(parseTournamentSettings(`${head}series 2\nseries 3\n`).series).toBe(3);
  });
  it('tournament-bad-game: no game line (on the first line), or one that names no game', () => {
    expect(problems('tournament T\nseries 2\n')).toEqual([['tournament-bad-game', 0, 0]]);
    expect(problems('tournament T\ngame jass\n')).toEqual([['tournament-bad-game', 1, 5]]);
  });
  it('tournament-bad-number: a word, zero or nothing where a number goes', () => {
    expect(problems(`${head}series three\nbest 0\nmissed -3\n`)).toEqual([
      ['tournament-bad-number', 2, 7],
      ['tournament-bad-number', 3, 5],
      ['tournament-bad-number', 4, 7],
    ]);
  });
  it('tournament-bad-word: a ranking the game does not offer, an unknown tie-break', () => {
    expect(problems(`${head}ranking match\ntiebreak points luck\n`)).toEqual([
      ['tournament-bad-word', 2, 8],
      ['tournament-bad-word', 3, 16],
    ]);
    expect(parseTournamentSettings(`${head}ranking match\n`).problems[0].message).toBe(
      '"match" is none of points, placement, index or average: e.g. `ranking points`.',
    );
  });
  it('tournament-bad-games: not SIZE:GAMES, or a table size the game does not have', () => {
    expect(problems(`${head}games 24 6:30\n`)).toEqual([
      ['tournament-bad-games', 2, 6],
      ['tournament-bad-games', 2, 9],
    ]);
  });
  it('tournament-bad-placement: no size, a count that does not match, a size no table has', () => {
    expect(problems(`${head}placement 3 1 -1 -3\nplacement 4: 3 1 -1\nplacement 6: 1 1 1 1 1 1\n`)).toEqual([
      ['tournament-bad-placement', 2, 10],
      ['tournament-bad-placement', 3, 10],
      ['tournament-bad-placement', 4, 10],
    ]);
  });
  it('tournament-bad-player and tournament-duplicate-player', () => {
    expect(problems(`${head}player Anna\nplayer x Anna\nplayer 1 Anna\nplayer 1 Ben\nplayer 2 anna\n`)).toEqual([
      ['tournament-bad-player', 2, 7],
      ['tournament-bad-player', 3, 7],
      ['tournament-duplicate-player', 5, 7],
      ['tournament-duplicate-player', 6, 9],
    ]);
  });
  it('tournament-bad-money: a bad amount, over 100%, two currencies; percent without entry (warning)', () => {
    expect(problems(`${head}entry ten\nprizes 60% 50%\n`)).toEqual([
      ['tournament-bad-money', 2, 6],
      ['tournament-bad-money', 3, 7],
    ]);
    expect(problems(`${head}entry 10 EUR\nprizes 50 30 CHF\n`)).toEqual([['tournament-bad-money', 3, 7]]);
    const p = parseTournamentSettings(`${head}prizes 50% 50%\n`).problems;
    expect(p.map((x) => [x.code, x.severity])).toEqual([['tournament-bad-money', 'warning']]);
  });
  it('tournament-wrong-game: a concours line in a Doppelkopf tournament, a games line in a concours', () => {
    expect(problems(`${head}bye 3 1000\nindividual on\nmatch 2 1\n`)).toEqual([
      ['tournament-wrong-game', 2, 0],
      ['tournament-wrong-game', 3, 0],
      ['tournament-wrong-game', 4, 0],
    ]);
    expect(problems('concours C\ngame belote\ngames 4:12\n')).toEqual([['tournament-wrong-game', 2, 0]]);
  });
  it('tournament-series-switch: `set series` is left out (each sheet is one series), a warning', () => {
    const s = parseTournamentSettings(`${head}set series 24\nset duty-solo on\n`);
    expect(s.problems.map((p) => [p.code, p.severity, p.range.start.line])).toEqual([
      ['tournament-series-switch', 'warning', 2],
    ]);
    expect(s.inherit?.settings.map((x) => x.key.text)).toEqual(['duty-solo']);
  });
  it('`set series` is left out only where the game says so (Doppelkopf): Skat hands its games per list down', () => {
    // Skat's `series` is the games of a list (score-format.md), not the duty solos' series: the sheets inherit it.
    const s = parseTournamentSettings('tournament T\ngame skat\nset series 36/48\n');
    expect(s.problems.filter((p) => p.code === 'tournament-series-switch')).toEqual([]);
    expect(s.inherit?.settings.map((x) => `${x.key.text} ${x.values.map((v) => v.text).join(' ')}`)).toEqual([
      'series 36/48',
    ]);
  });
  it('the rule lines are checked as a sheet’s: unknown switch and value, on their words', () => {
    expect(problems(`${head}set bock maybe\nset no-such on\nrules tournament\n`)).toEqual([
      ['unknown-setting-value', 2, 9],
      ['unknown-setting', 3, 4],
      ['unknown-preset', 4, 6],
    ]);
  });
});

describe('placement averages are exact (a custom table with odd shares)', () => {
  it('toNumber rounds a fraction to 2 decimals for display and JSON', () => {
    // Places 2–3 of `placement 4: 5 3 2 0` share (3 + 2) / 2 = 2.5.
    expect(parseTournamentSettings(`tournament T\ngame doppelkopf\nplacement 4: 5 3 2 0\n`).placement[4]).toEqual([
      5, 3, 2, 0,
    ]);
    expect(toNumber({ n: 5, d: 2 })).toBe(2.5);
    expect(toNumber({ n: 1, d: 3 })).toBe(0.33);
  });
});
