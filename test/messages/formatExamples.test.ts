// The parser's messages in German and French quote example lines with the file's own players and teams, and with
// the words of the game (German for Doppelkopf, French for Belote and Coinche), never the manual's fixed names.

import { describe, expect, it } from 'vitest';
import { msg, render } from '../../src/messages';
import { run } from '../../src/cli/main';

const DK = { players: ['Jürgen', 'Petra', 'Klaus', 'Moni'] };
const BELOTE = { players: ['Luc', 'Anne', 'Marc', 'Sophie'], teams: ['Nous', 'Eux'] };

function check(text: string, lang: 'de' | 'fr'): string {
  let out = '';
  run(['check', 'abend.score', '--lang', lang], {
    out: (s) => (out += s + '\n'),
    err: () => undefined,
    readFile: () => new TextEncoder().encode(text),
    env: {},
  });
  return out;
}

describe('parser messages quote the file in German and French', () => {
  it('German: Doppelkopf examples with the file’s players and the German words', () => {
    expect(render(msg('usage.marriage', { ex: DK }), 'de')).toBe(
      '`hochzeit Jürgen mit Petra` oder `hochzeit Jürgen allein`',
    );
    expect(render(msg('missing-argument.solo', { ex: DK }), 'de')).toBe(
      'Wer hat welches Solo gespielt? Schreibe z. B. `solo Moni damen`.',
    );
    expect(render(msg('missing-argument.trick', { ex: DK }), 'de')).toContain(
      '`stich Jürgen ♣Q, Petra ♠A, Klaus H10, Moni ♦K => Jürgen 25`',
    );
    expect(render(msg('unknown-name.player', { name: 'Jürgn', players: DK.players, hint: 'Jürgen' }), 'de')).toBe(
      '„Jürgn“ ist kein Spieler; meintest du Jürgen? Die Spieler sind Jürgen, Petra, Klaus, Moni.',
    );
  });

  it('French: Belote examples with the file’s players and teams, else the French compass', () => {
    expect(render(msg('missing-argument.contract', { ex: BELOTE }), 'fr')).toContain('`contrat Marc 90 pique contre`');
    expect(render(msg('missing-argument.contract', {}), 'fr')).toContain('`contrat Sud 90 pique contre`');
    expect(render(msg('usage.cards-belote', { ex: BELOTE }), 'fr')).toBe(
      '`cartes Nous 90 Eux 62` (une équipe peut manquer), ou `cartes 90` pour l’équipe du preneur',
    );
    expect(render(msg('missing-argument.announce-belote', {}), 'fr')).toBe(
      'Qui a annoncé ? Écrivez `annonce Sud tierce` ou `annonce Nord-Sud cinquante`.',
    );
  });

  it('French: Doppelkopf keeps the German words of the game, no English keyword', () => {
    expect(render(msg('usage.poverty', { ex: DK }), 'fr')).toBe('`armut Jürgen mit Petra`');
    expect(render(msg('usage.announce-level'), 'fr')).toContain('keine90, keine60, keine30 ou schwarz');
    const kinds = render(msg('missing-argument.solo-kind'), 'fr');
    for (const english of ['queens', 'jacks', 'fleshless']) expect(kinds).not.toContain(english);
  });

  it('the CLI shows the file’s own names in a German check', () => {
    const out = check('game doppelkopf\nspieler Jürgen Petra Klaus Moni\n\nspiel 1\n  hochzeit Jürgen\n  solo\n', 'de');
    expect(out).toContain('`solo Moni damen`');
    expect(out).not.toMatch(/Anna|Clara|Dora/);
  });
});
