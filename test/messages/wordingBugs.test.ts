// The wording bugs of issue 30 (review wording-de-fr.md §4 and §5): each sentence below is what a German or French
// player reads, written out by hand, for the sheets and messages the review found wrong.

import { describe, expect, it } from 'vitest';
import { doppelkopfWords } from '../../src/games/doppelkopf/syntax/words';
import { msg, render, type Message } from '../../src/messages';
import { runCli } from '../helpers/cliInProcess';

/** The CLI on files held in memory: stdout and stderr together. */
function cli(files: Record<string, string>, args: string[]): string {
  const r = runCli(args, {
    readFile: (p) => new TextEncoder().encode(files[p]),
    listDir: (p) => (p === 's' ? Object.keys(files).map((f) => f.slice(2)) : undefined),
  });
  return r.out + r.err;
}

describe('culprit sentences are grammatical: the slip is a noun phrase the frame can hold (D1–D3, F28)', () => {
  // Round 1: Re (A, B) 130:110, won 1 → A +1 B +1 C −1 D −1. Round 2: Re (A, C) 130:110 → A +1 C +1 B −1 D −1.
  // The written total is round 1's alone, so "round 2 left out" explains it exactly (and nothing else does).
  const sheet = {
    'd.score':
      'game doppelkopf\nplayers A B C D\n\nround 1\n  re A B\n  cards re 130\n\nround 2\n  re A C\n  cards re 130\n' +
      '  total A 1 B 1 C -1 D -1\n',
  };
  it('German: a check that finds the slip', () => {
    const out = cli(sheet, ['check', 'd.score', '--lang', 'de']);
    expect(out).toContain(
      'Fehler total-mismatch: angegebener Stand A 1 B 1 C -1 D -1, berechnet A 2 B 0 C 0 D -2; ' +
        'genau diesen Stand erklärt das auf der Liste fehlende Spiel 2.',
    );
    expect(out).toContain(
      'Info total-culprit: Der Stand in Zeile 11 stimmt nicht; den Unterschied erklärt genau das auf der Liste ' +
        'fehlende Spiel 2.',
    );
  });
  it('French: the same check', () => {
    const out = cli(sheet, ['check', 'd.score', '--lang', 'fr']);
    expect(out).toContain('; ce total s’explique exactement par la donne 2 oubliée sur la feuille.');
    expect(out).toContain(
      'Le total de la ligne 11 ne correspond pas ; la différence s’explique exactement par la donne 2 oubliée sur ' +
        'la feuille.',
    );
  });
  const here = (what: Message, lang: 'de' | 'fr') => render(msg('culprit.here', { what, line: 67 }), lang);
  const explains = (what: Message, more: Message[], lang: 'de' | 'fr') =>
    render(msg('culprit.explains', { what, more }), lang);
  const bock = msg('culprit.bock-extra', { round: 17, file: 2, paper: 1 });
  const announced = msg('culprit.announcement', { round: 5, party: 'Re', file: 'keine 90' });
  it('the review’s sentences, as a native reader writes them', () => {
    expect(here(bock, 'de')).toBe(
      'Der Stand in Zeile 67 stimmt nicht; den Unterschied erklärt genau das auf der Liste ohne Bock (×2) notierte ' +
        'Spiel 17.',
    );
    expect(explains(msg('culprit.left-out', { round: 5 }), [], 'de')).toBe(
      'genau diesen Stand erklärt das auf der Liste fehlende Spiel 5.',
    );
    expect(explains(announced, [], 'de')).toBe(
      'genau diesen Stand erklärt Spiel 5, das die Liste so gerechnet hat, als hätte Re nichts statt keine 90 ' +
        'angesagt.',
    );
    expect(here(bock, 'fr')).toBe(
      'Le total de la ligne 67 ne correspond pas ; la différence s’explique exactement par la donne 17 notée sur la ' +
        'feuille sans son Bock ×2.',
    );
    expect(explains(announced, [msg('culprit.twice', { round: 4 })], 'fr')).toBe(
      'ce total s’explique exactement par la donne 5 comptée sur la feuille comme si Re n’avait rien annoncé au ' +
        'lieu de keine 90 (ou aussi par la donne 4 comptée deux fois sur la feuille).',
    );
  });
  it('every slip sits at the end of the German sentence, after its verb (no clause needs a closing comma)', () => {
    const slips: Message[] = [
      msg('culprit.left-out', { round: 3 }),
      msg('culprit.twice', { round: 3 }),
      msg('culprit.signs', { round: 3 }),
      msg('culprit.swapped', { round: 3, a: 'Anna', b: 'Ben', teams: false }),
      msg('culprit.bock-missing', { round: 3, file: 1, paper: 2 }),
      msg('culprit.bock-missing', { round: 3, file: 2, paper: 4 }),
      msg('culprit.bock-extra', { round: 3, file: 2, paper: 1 }),
      msg('culprit.bock-extra', { round: 3, file: 4, paper: 2 }),
      msg('culprit.solo-not-tripled', { round: 3, soloist: 'Dora' }),
      announced,
    ];
    for (const what of slips) {
      const slip = render(what, 'de');
      expect(here(what, 'de')).toBe(`Der Stand in Zeile 67 stimmt nicht; den Unterschied erklärt genau ${slip}.`);
      expect(slip).not.toMatch(/Blatt|steht .* auf dem/);
    }
  });
});

describe('words of the file’s game in the language (bugs 6, 11, 13)', () => {
  // A silent marriage, a 3:1 row written without its kind, and a queens solo.
  const season = {
    's/1.score':
      'game doppelkopf\ndate 2026-01-01\nplayers A B C D\n\nround 1\n  silent-marriage A\n  cards re 130\n\n' +
      'round 2\n  score A +6 B -2 C -2 D -2\n\nround 3\n  solo B queens\n  cards re 125\n',
  };
  it('bug 6: the solo kinds of the statistics say Stille Hochzeit and notiert, in text and CSV', () => {
    for (const format of ['text', 'csv']) {
      const de = cli(season, ['stats', 's', '--lang', 'de', '--format', format]);
      const fr = cli(season, ['stats', 's', '--lang', 'fr', '--format', format]);
      for (const out of [de, fr]) expect(out).not.toMatch(/silent-marriage|recorded/);
      expect(de).toMatch(/Stille Hochzeit/);
      expect(de).toMatch(/notiert/);
      expect(fr).toMatch(/stille Hochzeit/);
      expect(fr).toMatch(/noté/);
    }
    expect(cli(season, ['stats', 's', '--lang', 'de'])).toContain('Spieler  Damen  notiert  Stille Hochzeit');
  });
  const coinche = {
    'c.score':
      'game coinche\nplayers Nord Ost Süd West\nteams NS EW\ntarget 1000\n\n' +
      // A surcoinched capot: (250 + 250) × 4 = 2000, so NS win game 1 at once; then a coinched 80 made by EW:
      // EW 100 + 10 = 110 ≥ 80 and > 52: (160 + 80) × 2 = 480.
      'round 1\n  contract Nord capot spades surcoinche\n  capot NS\n\n' +
      'round 2\n  contract Ost 80 hearts coinche\n  cards EW 100\n  last EW\n',
  };
  const dk = { 'd.score': 'game doppelkopf\nplayers Anna Ben Clara Dora\n\nround 1\n  re Anna Ben\n  cards re 130\n' };
  it('bug 11: a Belote sheet numbers its Partien, a French Doppelkopf sheet names its jeu', () => {
    const de = cli(coinche, ['settle', 'c.score', '--lang', 'de']);
    expect(de).toMatch(/^ *# {2}Partie +NS +EW {2}Ergebnis$/m);
    expect(de).toMatch(/^ *Partie {2}Spiele {2}NS +EW +Sieger$/m);
    expect(cli(dk, ['settle', 'd.score', '--lang', 'fr'])).toMatch(/^ *# +Anna +Ben +Clara +Dora {2}jeu$/m);
    expect(cli(dk, ['settle', 'd.score', '--lang', 'de'])).toMatch(/^ *# +Anna +Ben +Clara +Dora {2}Spiel$/m);
    expect(cli(coinche, ['settle', 'c.score', '--lang', 'fr'])).toMatch(/^ *# {2}partie +NS +EW {2}résultat$/m);
  });
  it('bug 13: an unknown special point lists the words a German or French sheet writes', () => {
    const wrong = { 'd.score': `${dk['d.score']}  extras re füchse\n` };
    expect(cli(wrong, ['check', 'd.score', '--lang', 'de'])).toContain(
      '„füchse“ ist kein Sonderpunkt; schreibe fuchs, fuchs-letzter-stich, fuchs-am-ende, doppelkopf, karlchen, ' +
        'karlchen-gefangen, dulle-gefangen oder herzstich.',
    );
    expect(cli(wrong, ['check', 'd.score', '--lang', 'fr'])).toContain(
      '« füchse » n’est pas un point spécial ; écrivez fuchs, fuchs-letzter-stich, fuchs-am-ende, doppelkopf, ' +
        'karlchen, karlchen-gefangen, dulle-gefangen ou herzstich.',
    );
    expect(
      render(
        msg('dk.party.unknown-solo', { kind: 'damn', kinds: doppelkopfWords('solo-kind', ['queens', 'fleshless']) }),
        'de',
      ),
    ).toBe('Unbekannte Soloart „damn“; gültig: damen, fleischlos.');
  });
  it('bug 14: percentages and four-digit points as the language writes them, the same in every table', () => {
    const de = cli(coinche, ['settle', 'c.score', '--lang', 'de']);
    const fr = cli(coinche, ['settle', 'c.score', '--lang', 'fr']);
    const en = cli(coinche, ['settle', 'c.score']);
    // Each team made its one coinched contract: 1/1. A no-break space (as Intl has it) keeps the sign with its number.
    expect(de).toMatch(/1\/1 \(100[\u00a0\u202f]%\)/);
    expect(fr).toMatch(/1\/1 \(100[\u00a0\u202f]%\)/);
    expect(en).toContain('1/1 (100%)');
    // The Partien table groups like the sheet above it: 2.000 / 2 000 in both; English writes 2000 in both.
    expect(de).toContain('+2.000 (2.000)');
    expect(de).toMatch(/^ *1 +1 +2\.000 +0 +NS$/m);
    expect(fr).toMatch(/^ *1 +1 +2[\u00a0\u202f]000 +0 +NS$/m);
    expect(en).toMatch(/^ *1 +1 +2000 +0 +NS$/m);
  });
});

describe('single sentences the review quoted', () => {
  const ex = { players: ['Amélie', 'Ben', 'Chloé', 'Dora'] };
  it('F3: a question about a player does not guess their gender', () => {
    expect(render(msg('missing-argument.hand-cards', { name: 'Chloé' }), 'fr')).toBe(
      'Quelles cartes a Chloé en main ? Listez-les après le nom, par ex. ♣Q ♠A H10.',
    );
    expect(render(msg('missing-argument.trick-card', { name: 'Amélie', ex }), 'fr')).toMatch(
      /^Quelle carte a été jouée par Amélie \? /,
    );
  });
  it('F27, and its German twin: named winners take a verb', () => {
    const winners = { winners: ['Jürgen', 'Marie'], duty: false, result: 'won' as const, value: 2, scores: 'x' };
    expect(render(msg('dk.summary.outcome', winners), 'fr')).toBe('Jürgen, Marie gagnent 2 · x');
    expect(render(msg('dk.summary.outcome', winners), 'de')).toBe('Jürgen, Marie gewinnen 2 · x');
  });
  it('D4, D18, D20: word order, one kind of game per game, the Fleischloser', () => {
    expect(render(msg('dk.party.marry-self', { player: 'Anna' }), 'de')).toMatch(/^Anna kann sich nicht selbst/);
    expect(render(msg('dk.party.two-games', { first: msg('dk.game.normal', { re: ['A', 'B'] }) }), 'de')).toBe(
      'Dieses Spiel sagt schon, wer spielt: Re (A, B). Nur eine Spielart pro Spiel; die erste wird gewertet.',
    );
    expect(render(msg('dk.game.solo', { re: ['Dora'], kind: 'fleshless' }), 'de')).toBe('Dora Fleischloser');
    expect(render(msg('dk.game.solo', { re: ['Dora'], kind: 'queens' }), 'de')).toBe('Dora Damensolo');
  });
});
