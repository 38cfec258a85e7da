// English texts of the Doppelkopf engine: problems, the working of a round, its one-line summary.

import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';
import type { VocabularyEntry } from '../../../../words/vocabulary';
import { soloName } from './terms';

const players = (re: readonly string[]) => re.join(', ');
type Party = 're' | 'kontra';
const P = (p: Party | undefined) => (p === 'kontra' ? 'Kontra' : 'Re');
const other = (p: Party) => (p === 're' ? 'Kontra' : 'Re');
const nth = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const EXTRA_WORDS = {
  foxes: ['fox', 'foxes'],
  doppelkopf: ['Doppelkopf', 'Doppelkopf tricks'],
  karlchen: ['Karlchen', 'Karlchen'],
  foxWinsLast: ['Fuchs am Ende', 'Fuchs am Ende'],
  dulleCaught: ['Dulle caught', 'Dulle caught'],
  karlchenCaught: ['Karlchen caught', 'Karlchen caught'],
  heartTrick: ['heart trick', 'heart tricks'],
  fox: ['fox', 'foxes'],
  foxLast: ['fox in the last trick', 'foxes in the last trick'],
} as const;
const sitsOut = (n: number) => `${n - 4} sit${n - 4 === 1 ? 's' : ''}`;

export const doppelkopf = {
  // Parties (who plays together)
  'dk.party.not-a-player': (a: { name: string }) => `"${a.name}" is a party, not a player: name a player here.`,
  'dk.party.re-twice': () => 'A player is named twice in "re": Re is two different players. The round is not scored.',
  'dk.party.re-count': (a: { count: number }) =>
    `"re" names ${a.count} player${a.count === 1 ? '' : 's'}; Re in a normal game is exactly 2 players ` +
    '(a solo is written "solo P KIND"). The round is not scored.',
  'dk.party.unknown-solo': (a: { kind: string; kinds: readonly VocabularyEntry[] }) =>
    `Unknown solo kind "${a.kind}"; valid: ${a.kinds.map((e) => e.canonical).join(', ')}.`,
  'dk.party.marriage-partner': (a: { player: string }) =>
    `Who is ${a.player}'s partner? Write "marriage ${a.player} with PARTNER", or "marriage ${a.player} alone" ` +
    'if nobody joined. The round is not scored.',
  'dk.party.marry-self': (a: { player: string }) =>
    `${a.player} cannot marry themselves: the partner is another player (or write "marriage ${a.player} alone").`,
  'dk.party.poverty-off': () =>
    'Poverty (Armut) is not a DDV game; add "set poverty on" to the header if your table plays it. ' +
    'Scored as a normal game with Re = the two players.',
  'dk.party.poverty-self': (a: { player: string }) =>
    `In a poverty the trumps go to another player, not to ${a.player}.`,
  'dk.party.two-games': (a: { first: Message }, f: Fmt) =>
    `This round already says who plays: ${f.t(a.first)}. One game per round; that first one is scored.`,
  'dk.party.sits-out': (a: { player: string; soloist: boolean }) =>
    `${a.player} sits out this round (out) and cannot be ${a.soloist ? 'the soloist' : 'in Re'}. ` +
    'The round is not scored.',
  'dk.out.twice': (a: { player: string }) => `${a.player} is already named as sitting out.`,
  'dk.out.four': (a: { players: number }) =>
    `All ${a.players} players play every round; "out" is only for tables of 5 to 7. The round is not scored.`,
  'dk.out.count': (a: { players: number; named: number }) =>
    `Exactly 4 of the ${a.players} players play each round, so ${sitsOut(a.players)} out; ` +
    `"out" names ${a.named}. The round is not scored.`,
  'dk.missing-parties': () =>
    'This round has facts but does not say who plays together: add "re P1 P2" ' +
    '(or solo, marriage, silent-marriage). It is not scored.',
  'dk.missing-out': (a: { players: number }) =>
    `With ${a.players} players, ${sitsOut(a.players)} out each round: add "out P" so the Kontra party is known. ` +
    'It is not scored.',

  // The game of a round in a few words
  'dk.game.normal': (a: { re: readonly string[] }) => `Re (${players(a.re)})`,
  'dk.game.solo': (a: { re: readonly string[]; kind?: string }) => `${players(a.re)} ${soloName(a.kind)}`,
  'dk.game.marriage': (a: { re: readonly string[] }) => `marriage, Re (${players(a.re)})`,
  'dk.game.marriage-alone': (a: { re: readonly string[] }) => `${players(a.re)} marriage alone (diamonds solo)`,
  'dk.game.silent-marriage': (a: { re: readonly string[] }) => `${players(a.re)} silent marriage (solo)`,
  'dk.game.poverty': (a: { re: readonly string[] }) => `poverty, Re (${players(a.re)})`,

  'dk.bock-mismatch': (a: { marked: number; triggered: number }) =>
    `Marked bock ×${a.marked}, but the bock triggers of the rounds above give ` +
    `${a.triggered === 1 ? 'no bock here' : `×${a.triggered}`}; the mark is used.`,

  // Facts given twice, empty rounds, trick examples
  'dk.duplicate.score': () => 'A second "score" line in this round; only the first one counts.',
  'dk.duplicate.score-entry': (a: { name: string }) =>
    `${a.name} is given twice on this "score" line; the first number counts.`,
  'dk.duplicate.bock': () => 'A second "bock" mark in this round; only the first one counts.',
  'dk.duplicate.bock-trigger': () => 'A second "bock-trigger" line in this round; only the first one counts.',
  // `bock-trigger [N]` (rules v3)
  'dk.bock-trigger.off': () => '"bock-trigger" does not count: bock rounds are off in this file (add "set bock on").',
  'dk.bock-trigger.dropped': (a: { triggers: readonly string[] }, f: Fmt) =>
    `This game meets the bock ${f.plural(a.triggers.length, 'trigger', 'triggers')} ${f.list(a.triggers)}, but ` +
    '"bock-trigger 0" says it starts no bock round: none starts.',
  'dk.empty-round': () => 'This round has neither facts nor a score; it is not counted.',
  'dk.trick-example': (a: { count: number; of: number }) =>
    `${a.count === 1 ? 'One trick' : `${a.count} tricks`} of ${a.of}: checked as a trick example; ` +
    'the round is not scored and not counted in the totals.',
  'dk.deal-unscored': () =>
    'The tricks do not make a valid deal (see the errors on them), so nothing is derived from them ' +
    'and the round is not counted.',

  // Facts: card points, tricks, announcements, special points
  'dk.facts.side-out': (a: { player: string }) =>
    `${a.player} sits out this round and belongs to neither Re nor Kontra.`,
  'dk.facts.range': (a: { party: Party; value: number; tricks: boolean; max: number }) =>
    `${P(a.party)} ${a.value} ${a.tricks ? 'tricks' : 'card points'}: a side has 0 to ${a.max}.` +
    (a.tricks ? ' The trick counts are not used.' : ' The round is not scored until it is corrected.'),
  'dk.facts.twice': (a: { party: Party; first: number; second: number; tricks: boolean }) =>
    `${a.tricks ? 'Tricks' : 'Card points'} of ${P(a.party)} are given twice: ${a.first} and ${a.second}.` +
    (a.tricks ? ' The trick counts are not used.' : ' The round is not scored until one is removed.'),
  'dk.facts.tricks-sum': (a: { re: number; kontra: number; perGame: number }) =>
    `Tricks Re ${a.re} + Kontra ${a.kontra} = ${a.re + a.kontra}, but a game has ${a.perGame} tricks` +
    `${a.perGame === 10 ? ' (without nines)' : ''}. The trick counts are not used (schwarz is judged by card points).`,
  'dk.facts.cards-sum': (a: { re: number; kontra: number }) =>
    `Card points Re ${a.re} + Kontra ${a.kontra} = ${a.re + a.kontra}, but the deck holds 240. ` +
    'The round is not scored until they add up.',
  'dk.facts.no-trick-cards': (a: { party: Party; cards: number }) =>
    `${P(a.party)} took no trick (tricks) but has ${a.cards} card points (cards): a side without a trick has ` +
    `0 card points. The trick counts are not used, so ${P(a.party)} is not schwarz.`,
  'dk.facts.unknown-level': (a: { level: string; party?: Party }) =>
    `"${a.level}" is no announcement level; write no90, no60, no30 or black ` +
    `(or nothing for a plain ${a.party ? P(a.party) : 'Re/Kontra'}).`,
  'dk.missing-cards': () =>
    'This round does not give the card points: add "cards re N" (Kontra has 240 − N). It is not scored.',
  // announced: the other party announced schwarz. ownAbsage: this party made an Absage of its own, which it cannot
  // make with 0 card points, so nobody wins (TSR 7.1.4) and only then do the levels under 90/60/30 score.
  'dk.facts.not-schwarz': (a: { party: Party; tricks: number; announced: boolean; ownAbsage?: boolean }) =>
    `${P(a.party)} has 0 card points but won ${a.tricks} trick${a.tricks === 1 ? '' : 's'}: not schwarz` +
    (!a.announced
      ? '.'
      : a.ownAbsage
        ? `, so the schwarz announcement of ${other(a.party)} is lost; ${P(a.party)} misses its own announcement ` +
          `too, so there is no winner and ${other(a.party)} scores the levels under 90/60/30.`
        : `, so the schwarz announcement of ${other(a.party)} is lost and ${P(a.party)} wins the round.`),
  'dk.facts.unknown-extra': (a: { item: string; items: readonly VocabularyEntry[] }) =>
    `"${a.item}" is no special point; write ${a.items.map((e) => e.canonical).join(', ')}.`,
  'dk.facts.extra-off': (a: { reason: Message; item: string }, f: Fmt) =>
    `${f.t(a.reason)}; "${a.item}" does not count.`,
  'dk.facts.specials-in-solo': (a: { item: string }) =>
    `"${a.item}" does not count: a solo has no special points under ddv ` +
    '(add "set specials-in-solo on" if your table counts them).',
  'dk.facts.fox-last-twice': () => 'Only one fox can win the last trick (fox-last stated twice)',
  'dk.facts.dulle-caught-twice': () => 'Only two ♥10 exist: dulle-caught can count once in a game',
  'dk.facts.too-many-foxes': (a: { count: number }) =>
    `A ${nth(a.count)} fox: only two ♦A are in the game, so at most 2 foxes can be caught. This one is not counted.`,
  'dk.facts.too-many-doppelkopf': (a: { count: number }) =>
    `A ${nth(a.count)} Doppelkopf: a trick of 40 or more needs four aces and tens, so at most 4 exist. ` +
    'This one is not counted.',
  'dk.facts.karlchen-twice': () =>
    'Karlchen a second time: only the ♣J that wins the last trick scores it, once per game. This one is not counted.',
  'dk.facts.karlchen-caught-thrice': () =>
    'Karlchen caught a third time: there are only two ♣J. This one is not counted.',
  'dk.facts.no-fox': (a: { kind: string; item: string }) =>
    `There is no fox in a ${a.kind} solo: a fox is a ♦A that is trump, and ♦A is trump only in a normal game ` +
    `and the diamonds solo. "${a.item}" does not count.`,
  'dk.facts.no-dulle': (a: { kind: string; item: string }) =>
    `There is no Dulle in a ${a.kind} solo: ♥10 is no trump in queens, jacks and fleshless solos. ` +
    `"${a.item}" does not count.`,
  'dk.facts.no-karlchen': (a: { kind: string; item: string }) =>
    `There is no Karlchen in a ${a.kind} solo: Karlchen is the ♣J as a trump, and ♣J is no trump in ` +
    `queens and fleshless solos. "${a.item}" does not count.`,
  'dk.facts.last-trick-party': (a: { item: string; party: Party; first: string }) =>
    `"${a.item}" for ${P(a.party)}, but ${other(a.party)} has a point of the last trick (${a.first}): ` +
    'one party wins the last trick. This one is not counted.',
  'dk.facts.derived-extra': () =>
    '"gegen die Alten" is not written: it is derived (Kontra wins a normal game) and added to the score automatically.',
  'dk.off.fox': () => 'Foxes are switched off in this file (set fox off)',
  'dk.off.doppelkopf': () => 'Doppelkopf tricks are switched off in this file (set doppelkopf off)',
  'dk.off.karlchen': () => 'Karlchen is switched off in this file (set karlchen off)',
  'dk.off.fox-last': () => 'Fuchs am Ende is a house rule that is off (add "set fox-last-trick point")',
  'dk.off.dulle-caught': () =>
    'Dulle caught is a house rule that is off (add "set dulle second-wins" and "set dulle-caught on")',
  'dk.off.karlchen-caught': () => 'Karlchen caught is a house rule that is off (add "set karlchen-caught on")',
  'dk.off.heart-trick': () =>
    'A heart trick only matters as a bock trigger, and this file does not use it ' +
    '(set bock on, set bock-triggers … heart-trick)',

  // Stated facts against a whole deal of tricks
  'dk.derived.cards': (a: { party: Party; stated: number; proven: number }) =>
    `stated cards ${P(a.party)} ${a.stated}, the tricks give ${a.proven}`,
  'dk.derived.tricks': (a: { party: Party; stated: number; proven: number }) =>
    `stated tricks ${P(a.party)} ${a.stated}, the tricks give ${a.proven}`,
  'dk.derived.extras': (a: { party: Party; kind: keyof typeof EXTRA_WORDS; stated: number; proven: number }) =>
    `stated extras ${P(a.party)} ${a.stated} ${EXTRA_WORDS[a.kind][a.stated === 1 ? 0 : 1]}, ` +
    `the tricks give ${a.proven}`,
  'dk.derived.left-out': (a: { party: Party; kind: keyof typeof EXTRA_WORDS; missing: number; proven: number }) =>
    `The tricks also give ${P(a.party)} ${a.missing} ${EXTRA_WORDS[a.kind][a.missing === 1 ? 0 : 1]} that this ` +
    `extras line leaves out; the tricks’ ${a.proven} ${EXTRA_WORDS[a.kind][a.proven === 1 ? 0 : 1]} ` +
    `${a.proven === 1 ? 'counts' : 'count'}.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
