// The line under a settlement's title names the rules as a player reads them: the preset's name and each switch
// the sheet sets by name and value in the output's language (the words of the view's Rules list), never the keys
// `ddv` or `official` (issue 30, the wording review).

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { renderSettlement } from '../../src/report/settlement';

const DK = 'game doppelkopf\nplayers A B C D\nrules ddv\nset bock on\nstake 0,10 €\n' + 'round\n  re A B\n  won re 1\n';
const COINCHE =
  'game coinche\nteams NS EO\nrules official\ntarget 1000\n' +
  'round\n  contract NS 80 hearts\n  points NS 100 EO 62\n';

const second = (text: string, lang: 'en' | 'de' | 'fr') =>
  renderSettlement(analyzeScore(text), 'text', { lang }).split('\n')[1];

describe('the rules line of settle', () => {
  it('Doppelkopf: preset, switches and stake in English, German and French', () => {
    expect(second(DK, 'en')).toBe('DDV rules; Bock rounds: on; stake 0.10 € per point');
    expect(second(DK, 'de')).toBe('DDV-Regeln; Bockrunden: an; Einsatz 0,10\u00a0€ pro Punkt');
    expect(second(DK, 'fr')).toBe('Règles DDV ; Tours de Bock : oui ; mise 0,10\u00a0€ par point');
  });
  it('Coinche: the preset and the target', () => {
    expect(second(COINCHE, 'en')).toBe('Official FFB rules, target 1000');
    expect(second(COINCHE, 'de')).toBe('Offizielle FFB-Regeln, Ziel 1000');
    expect(second(COINCHE, 'fr')).toBe('Règles officielles FFB, objectif 1000');
  });
  it('Coinche with deals 12: the deals a game instead of the target, which is not used', () => {
    const text = COINCHE.replace('target 1000\n', 'target 1000\nset deals 12\n');
    expect(second(text, 'en')).toBe('Official FFB rules, 12 deals a game');
    expect(second(text, 'de')).toBe('Offizielle FFB-Regeln, 12 Spiele je Partie');
    expect(second(text, 'fr')).toBe('Règles officielles FFB, 12 donnes par partie');
  });
});
