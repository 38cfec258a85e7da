// A coinche evening explained in German and French (issue 15): the contract test, the coinche bracket, a contract
// gone dedans, a litige with its pot, a capot bid, rounding and the score working read in the table's words.
// Expected lines are worked out by hand from belote.md (official rules: belote inside the bracket, rounding to tens).

import { describe, expect, it } from 'vitest';
import { run } from '../../../src/cli/main';
import { gameEnd } from '../../../src/games/belote/steps/sequence';
import { msg, render } from '../../../src/messages';
import { ctxFor } from './helpers';

const SHEET = [
  'game coinche',
  'players Nord Ost Süd West',
  'teams NS EW',
  'rules official',
  'set litige carry',
  '',
  // EW 90 + 10 + belote 20 + tierce 20 = 140 ≥ 100 and > 62: made; (160 + 20 + 20 + 100) × 2 = 600.
  'round 1',
  '  contract Ost 100 hearts coinche',
  '  cards EW 90, NS 62',
  '  last EW',
  '  belote Ost',
  '  announce West tierce',
  '  score NS 0, EW 500',
  '',
  // NS 70 < 80: dedans; EW 160 + 80 = 240.
  'round 2',
  '  contract Nord 80 diamonds',
  '  cards NS 70, EW 82',
  '  last EW',
  '',
  // NS 71 + 10 = 81 against EW 81: litige, NS's 81 held in the pot; EW 81 rounded to 80.
  'round 3',
  '  contract Süd 80 clubs',
  '  cards NS 71, EW 81',
  '  last NS',
  '',
  // Capot bid made: (250 + 20 belote + 250) × 2 = 1040, + the pot 81 = 1121, rounded to 1120.
  'round 4',
  '  contract Nord capot spades coinche',
  '  capot NS',
  '  belote Süd',
  '',
  // No-trump (FFB, ace 19): NS 120 + 10 = 130 ≥ 120; 130 + 120 = 250; EW 32 rounded to 30.
  'round 5',
  '  contract Nord 120 no-trump',
  '  cards NS 120, EW 32',
  '  last NS',
].join('\n');

function cli(args: string[]): string {
  let text = '';
  run(args, {
    out: (s) => (text += s + '\n'),
    err: (s) => (text += s + '\n'),
    readFile: () => Buffer.from(SHEET, 'utf8'),
    listDir: () => undefined,
    env: {},
  });
  return text;
}

const explain = (lang: 'de' | 'fr') => cli(['explain', 'abend.score', '--lang', lang]);
const check = (lang: 'de' | 'fr') => cli(['check', 'abend.score', '--lang', lang]);

/** Words of the English working that must not survive in German or French. */
const ENGLISH = [
  'taker',
  'contract ',
  'defence',
  'made',
  'failed',
  'rounded',
  'pot won',
  'held in pot',
  'announcements',
  'scores nothing',
  'no-trump',
  'last trick',
  'computed',
];

describe('a coinche evening explained in German', () => {
  const text = explain('de');
  it('says the contract test, the coinche bracket and who scores nothing in German', () => {
    expect(text).toContain('Ost 100♥ coinche erfüllt');
    expect(text).toContain('Preneur 140 ≥ Kontrakt 100 und vor der Verteidigung 140 > 62 → erfüllt (EW)');
    expect(text).toContain('coinche ×2');
    expect(text).toContain('(160 + 20 Meldungen + 20 Belote + 100 Kontrakt) ×2 = 600 +600 (EW)');
    expect(text).toContain('die Verteidigung bekommt nichts 0 (NS)');
  });
  it('a failed contract is verloren; the defence takes 160 + the contract', () => {
    expect(text).toContain('Nord 80♦ verloren');
    expect(text).toContain('Preneur 70 < Kontrakt 80 → verloren (NS)');
    expect(text).toContain('(160 + 80 Kontrakt) = 240 +240 (EW)');
    expect(text).toContain('der Preneur bekommt nichts 0 (NS)');
  });
  it('Litige: the 81 wait in the Reserve, rounding is gerundet, the capot bid takes the Reserve', () => {
    expect(text).toContain('Preneur 81 ≥ Kontrakt 80, aber nicht vor der Verteidigung 81 = 81 → Litige (NS)');
    expect(text).toContain('Litige: 81 kommen in die Reserve (NS)');
    expect(text).toContain('gerundet 81 → 80 −1 (EW)');
    expect(text).toContain('Capot als Kontrakt: alle 8 Stiche → erfüllt (NS)');
    // Numbers of four digits are grouped alike in the whole working (issue 30, bug 14: `= 1080 +1 080`).
    expect(text).toContain('(250 + 20 Belote + 250 Kontrakt) ×2 = 1.040 +1.040 (NS)');
    expect(text).toContain('Reserve gewonnen +81 (NS)');
    expect(text).toContain('gerundet 1.121 → 1.120 −1 (NS)');
  });
  it('the headline names no-trump with the French word German tables use', () => {
    expect(text).toContain('Nord 120 sans-atout erfüllt');
  });
  it('the score working of a mismatch is German', () => {
    expect(check('de')).toContain(
      'EW Punkte: angegeben 500, berechnet 600 = 600 (160 + 20 Meldungen + 20 Belote + 100 Kontrakt) ×2',
    );
  });
  it('no English word of the working is left', () => {
    const both = text + check('de');
    expect(ENGLISH.filter((w) => both.includes(w))).toEqual([]);
  });
});

describe('a coinche evening explained in French', () => {
  const text = explain('fr');
  it('preneur, contrat, défense: the contract test and the coinche bracket', () => {
    expect(text).toContain('Ost 100♥ coinche fait');
    expect(text).toContain('preneur 140 ≥ contrat 100 et devant la défense 140 > 62 → fait (EW)');
    expect(text).toContain('(160 + 20 annonces + 20 belote + 100 contrat) ×2 = 600 +600 (EW)');
    expect(text).toContain('la défense ne marque rien 0 (NS)');
  });
  it('a failed contract is dedans', () => {
    expect(text).toContain('Nord 80♦ dedans');
    expect(text).toContain('preneur 70 < contrat 80 → dedans (NS)');
    expect(text).toContain('(160 + 80 contrat) = 240 +240 (EW)');
    expect(text).toContain('le preneur ne marque rien 0 (NS)');
  });
  it('litige, the pot, arrondi, the capot bid and the dix de der', () => {
    expect(text).toContain('preneur 81 ≥ contrat 80 mais pas devant la défense 81 = 81 → litige (NS)');
    expect(text).toContain('litige : 81 points mis en réserve (NS)');
    expect(text).toContain('arrondi 81 → 80 −1 (EW)');
    expect(text).toContain('capot annoncé : les 8 plis → fait (NS)');
    expect(text).toContain('capot : les 8 plis (cartes 152 + cent de der 100) +252 (NS)');
    expect(text).toContain('points en réserve remportés +81 (NS)');
    // French groups with a narrow no-break space, in the bracket's value as in its points.
    expect(text).toContain('(250 + 20 belote + 250 contrat) ×2 = 1\u202f040 +1\u202f040 (NS)');
    expect(text).toContain('Nord 120 sans-atout fait');
  });
  it('the score working of a mismatch is French', () => {
    expect(check('fr')).toContain(
      'EW marque : noté 500, calculé 600 = 600 (160 + 20 annonces + 20 belote + 100 contrat) ×2',
    );
  });
  it('no English word of the working is left', () => {
    const both = text + check('fr');
    expect(ENGLISH.filter((w) => both.includes(w))).toEqual([]);
  });
});

describe('the end of a game and the best announcement in German and French', () => {
  const rules = ctxFor('coinche', 'official').rules;
  // NS reach 1010 only through this round's belote in a round they failed: not a win yet (FFB-C §10.3).
  const held = gameEnd({ rules, target: 1000, after: [1010, 400], belote: [20, 0], beloteOnly: [true, false] }, [
    'NS',
    'EW',
  ]);
  it('belote-only-win off holds a team back, in the language', () => {
    expect(held.winner).toBeUndefined();
    expect(render(held.note!, 'de')).toBe(
      'NS hat 1.010 nur durch seine Belote erreicht: noch kein Sieg (belote-only-win off)',
    );
    expect(render(held.note!, 'fr')).toBe(
      'NS n’atteint 1\u202f010 que grâce à sa belote : pas encore gagné (belote-only-win off)',
    );
  });
  it('announcements are named the French way in both languages, and the English sheet word stays in English', () => {
    const beats = msg('bel.ann.beats', {
      winner: msg('bel.ann.name', { label: 'four-jacks' }),
      loser: msg('bel.ann.name', { label: 'hundred' }),
      why: 'carre',
    });
    expect(render(beats, 'en')).toBe('four-jacks beats hundred (a carré beats any sequence)');
    expect(render(beats, 'de')).toBe('carré de valets schlägt cent (ein Carré schlägt jede Folge)');
    expect(render(beats, 'fr')).toBe('carré de valets bat cent (un carré bat n’importe quelle séquence)');
  });
});
