// French texts of the trick checker every game shares (see en/tricks.ts).

import type { DomainCatalog } from '../message';
import type { tricks as en } from '../en/tricks';

const count = (n: number) => ['aucun', 'un', 'deux', 'trois'][n] ?? String(n);
const deckHas = (card: string, copies: number) =>
  copies === 1 ? `il n’y a qu’un ${card}` : `le jeu en compte ${count(copies)}`;

export const tricks: DomainCatalog<typeof en> = {
  'duty.follow-suit': (a) => `doit fournir à ${a.suit}`,
  'duty.follow-trump-led': () => 'doit fournir atout (atout demandé)',
  'duty.not-held': () => 'ne peut pas jouer cette carte',
  'duty.source.not-held': () => 'absente de sa main',
  'tricks.illegal-play': (a, f) =>
    `${a.player} ${f.t(a.duty)} : ` +
    `${a.allowed.length === 1 ? 'carte permise' : 'cartes permises'} ${a.allowed.join(', ')}, pas ${a.card} ` +
    `(${typeof a.source === 'string' ? a.source : f.t(a.source)})`,
  'tricks.illegal-card': (a, f) => `${f.t(a.play)}.`,
  'tricks.not-in-deck': (a, f) => `${a.card} ne fait pas partie du jeu : ${f.t(a.why)}.`,
  'tricks.listed-twice': (a) => `${a.card} figure ${a.count} fois ; le jeu en compte ${count(a.copies)}.`,
  'tricks.where.played': (a) => `jouée au pli ${a.trick}`,
  'tricks.where.hand': (a) => `dans la main de ${a.player}`,
  'tricks.already-held': (a, f) =>
    `${a.card} est déjà ${a.where.map(f.t).join(' et ')} ; ${deckHas(a.card, a.copies)}.`,
  'tricks.extra-trick': (a) => `Une donne compte ${a.tricks} plis ; celui-ci est le pli ${a.trick}.`,
  'tricks.not-playing': (a) => `${a.player} ne joue pas cette donne ; les joueurs sont ${a.players.join(', ')}.`,
  'tricks.player-twice': (a) => `${a.player} a déjà joué une carte dans ce pli ; chacun joue une carte par pli.`,
  'tricks.played-twice': (a) =>
    `${a.card} a déjà été jouée au ` +
    `${a.where.map((w) => `pli ${w.trick}${w.player !== undefined ? ` par ${w.player}` : ''}`).join(' et au ')} ; ` +
    `${deckHas(a.card, a.copies)}.`,
  'tricks.not-held': (a) =>
    `${a.player} n’a pas ${a.card} ; il lui reste ${a.hand.length ? a.hand.join(', ') : 'aucune carte'}.`,
  'tricks.missing-players': (a) =>
    `Un pli compte une carte de chacun des ${a.seats} joueurs ; ${a.missing.join(', ')} ` +
    `${a.missing.length === 1 ? 'n’a' : 'n’ont'} rien joué ici.`,
  'tricks.wrong-winner': (a) => `${a.winner} remporte ce pli avec ${a.card}, pas ${a.stated}.`,
  'tricks.wrong-value': (a) =>
    `Ce pli vaut ${a.value} (${a.cards.map((c, i) => `${c} ${a.parts[i]}`).join(' + ')}), pas ${a.stated}.`,
  'tricks.wrong-leader': (a) =>
    `${a.winner} a remporté le pli ${a.trick}, donc ${a.winner} entame le pli ${a.next}, pas ${a.leader}.`,
  'tricks.never-played': (a) => `${a.player} a ${a.card} en main, mais ne la joue jamais.`,
  'tricks.cards-left': (a, f) =>
    `Les ${a.tricks} plis sont notés, mais ${a.cards.join(', ')} ` +
    `${a.cards.length === 1 ? 'n’a jamais été jouée' : 'n’ont jamais été jouées'} (${f.t(a.deck)}).`,
  'trick.wins': (a) => `${a.winner} remporte le pli avec ${a.card} : ${a.parts.join(' + ')} = ${a.value}`,
};
