// German texts of the trick checker every game shares (see en/tricks.ts).

import type { DomainCatalog } from '../message';
import type { tricks as en } from '../en/tricks';

const count = (n: number) => ['keine', 'eine', 'zwei', 'drei'][n] ?? String(n);
const deckHas = (card: string, copies: number) =>
  copies === 1 ? `es gibt nur eine ${card}` : `das Kartenspiel hat ${count(copies)}`;

export const tricks: DomainCatalog<typeof en> = {
  'duty.follow-suit': (a) => `muss ${a.suit} bedienen`,
  'duty.follow-trump-led': () => 'muss Trumpf bedienen (Trumpf wurde ausgespielt)',
  'duty.not-held': () => 'darf diese Karte nicht spielen',
  'duty.source.not-held': () => 'nicht auf der Hand',
  'tricks.illegal-play': (a, f) =>
    `${a.player} ${f.t(a.duty)}: erlaubt ${a.allowed.length === 1 ? 'war' : 'waren'} ` +
    `${a.allowed.join(', ')}, nicht ${a.card} (${typeof a.source === 'string' ? a.source : f.t(a.source)})`,
  'tricks.illegal-card': (a, f) => `${f.t(a.play)}.`,
  'tricks.not-in-deck': (a, f) => `${a.card} gehört nicht zum Kartenspiel: ${f.t(a.why)}.`,
  'tricks.listed-twice': (a) => `${a.card} steht ${a.count}-mal da; das Kartenspiel hat ${count(a.copies)}.`,
  'tricks.where.played': (a) => `in Stich ${a.trick} gespielt`,
  'tricks.where.hand': (a) => `in der Hand von ${a.player}`,
  'tricks.already-held': (a, f) =>
    `${a.card} ist schon ${a.where.map(f.t).join(' und ')}; ${deckHas(a.card, a.copies)}.`,
  'tricks.extra-trick': (a) => `Ein Spiel hat ${a.tricks} Stiche; das hier ist Stich ${a.trick}.`,
  'tricks.not-playing': (a) => `${a.player} spielt in diesem Spiel nicht mit; es spielen ${a.players.join(', ')}.`,
  'tricks.player-twice': (a) =>
    `${a.player} hat zu diesem Stich schon eine Karte gelegt; jeder legt eine Karte pro Stich.`,
  'tricks.played-twice': (a) =>
    `${a.card} wurde schon gespielt, in ` +
    `${a.where.map((w) => `Stich ${w.trick}${w.player !== undefined ? ` von ${w.player}` : ''}`).join(' und ')}; ` +
    `${deckHas(a.card, a.copies)}.`,
  'tricks.not-held': (a) =>
    `${a.player} hat ${a.card} nicht auf der Hand; dort sind noch ` +
    `${a.hand.length ? a.hand.join(', ') : 'keine Karten'}.`,
  'tricks.missing-players': (a) =>
    `Ein Stich hat eine Karte von jedem der ${a.seats} Spieler; von ${a.missing.join(', ')} liegt hier keine.`,
  'tricks.wrong-winner': (a) => `${a.winner} gewinnt diesen Stich mit ${a.card}, nicht ${a.stated}.`,
  'tricks.wrong-value': (a) =>
    `Dieser Stich zählt ${a.value} (${a.cards.map((c, i) => `${c} ${a.parts[i]}`).join(' + ')}), nicht ${a.stated}.`,
  'tricks.wrong-leader': (a) =>
    `${a.winner} hat Stich ${a.trick} gewonnen, also spielt ${a.winner} zu Stich ${a.next} aus, nicht ${a.leader}.`,
  'tricks.never-played': (a) => `${a.player} hat ${a.card} auf der Hand, spielt die Karte aber nie.`,
  'tricks.cards-left': (a, f) =>
    `Alle ${a.tricks} Stiche sind notiert, aber ${a.cards.join(', ')} ` +
    `${a.cards.length === 1 ? 'wurde' : 'wurden'} nie gespielt (${f.t(a.deck)}).`,
  'trick.wins': (a) => `${a.winner} sticht mit ${a.card}: ${a.parts.join(' + ')} = ${a.value}`,
};
