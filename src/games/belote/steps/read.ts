// Step 1 of a Belote/Coinche round: its directives read into team-level facts, with the summary-level
// checks of belote.md §8 (card sums, capot claims, belotes, announcements).

import type { Round, RoundItem } from '../../../format/ast';
import type { Problem, Range } from '../../../format/types';
import { announcementValue } from './announcements';
import type { TrickSummary } from '../../../engine/model';
import { problem } from '../../../engine/problem';
import { msg, type Message } from '../../../messages';
import type { MissingKind, Twice } from '../messages/en/beloteRead';
import type { BeloteRules } from '../rules';
import { roundingProblems } from './checkStated';
import { completeCards } from './dealPoints';
import { headline } from './explain';
import { mergeDerived, readTricks } from './fromTricks';
import { missingFacts, type MissingFact } from './score';
import { teamOf, type RoundFacts, type StatedLine } from './types';
import { dealFor } from './values';

export interface RoundRead {
  facts: RoundFacts;
  problems: Problem[];
  /** Whether any scoring fact (taker, trump, contract, cards, last, belote, announce, capot, generale) is written. */
  hasFacts: boolean;
  score?: StatedLine;
  total?: StatedLine;
}

function span(a: Range, b: Range): Range {
  return { start: a.start, end: b.end };
}

function stated(item: Extract<RoundItem, { kind: 'score' | 'total' }>, problems: Problem[]): StatedLine {
  const values: StatedLine['values'] = [undefined, undefined];
  const tokens: StatedLine['tokens'] = [undefined, undefined];
  for (let ix = 0; ix < item.entries.length; ix++) {
    const e = item.entries[ix];
    const team = teamOf(e.side);
    if (team === undefined) continue;
    if (values[team] !== undefined)
      problems.push(
        problem('duplicate-fact', 'warning', e.side.range, msg('bel.read.team-twice', { name: e.side.text })),
      );
    values[team] = e.value.value;
    tokens[team] = e.value;
  }
  return { kind: item.kind, item, values, tokens };
}

const TWICE_BITS: Record<Twice, number> = { taker: 1, trump: 2, contract: 4, cards: 8 };

export function readRound(round: Round, rules: BeloteRules): RoundRead {
  const problems: Problem[] = [];
  const f: RoundFacts = { cards: [undefined, undefined], belotes: [0, 0], announcements: [] };
  let hasFacts = false;
  let score: StatedLine | undefined;
  let total: StatedLine | undefined;
  let cardsItem: Extract<RoundItem, { kind: 'cards' }> | undefined;
  let pointsItem: Extract<RoundItem, { kind: 'points' }> | undefined;
  let lastItem: Extract<RoundItem, { kind: 'last' }> | undefined;
  let capotItem: Extract<RoundItem, { kind: 'capot' }> | undefined;
  const beloteItems: Extract<RoundItem, { kind: 'belote' }>[] = [];
  // The facts read so far, one bit each (not a Set per round).
  let seen = 0;
  const once = (what: Twice, range: Range) => {
    const bit = TWICE_BITS[what];
    if (seen & bit) problems.push(problem('duplicate-fact', 'warning', range, msg('bel.read.twice', { what })));
    seen |= bit;
  };

  for (let jx = 0; jx < round.items.length; jx++) {
    const it = round.items[jx];
    switch (it.kind) {
      case 'taker': {
        hasFacts = true;
        once('taker', it.range);
        const team = teamOf(it.player);
        if (team !== undefined) {
          f.takerTeam = team;
          f.takerPlayer = it.player.ref?.kind === 'player' ? it.player.ref.index : undefined;
        }
        break;
      }
      case 'trump':
        hasFacts = true;
        once('trump', it.range);
        f.trump = it.trump;
        break;
      case 'contract': {
        hasFacts = true;
        once('contract', it.range);
        const team = teamOf(it.player);
        if (team !== undefined) {
          f.takerTeam = team;
          f.takerPlayer = it.player.ref?.kind === 'player' ? it.player.ref.index : undefined;
        }
        f.trump = it.trump.trump;
        const v = it.value.value;
        if (typeof v === 'number' && (v < 80 || v % 10 !== 0))
          problems.push(
            problem('bad-contract-value', 'error', it.value.token.range, msg('bel.read.bad-contract', { value: v })),
          );
        f.contract = { value: v, modifier: it.modifier?.value };
        break;
      }
      case 'cards': {
        hasFacts = true;
        once('cards', it.range);
        cardsItem = it;
        f.cards = [undefined, undefined];
        f.derIn = false;
        for (let kx = 0; kx < it.sides.length; kx++) {
          const sv = it.sides[kx];
          const team = teamOf(sv.side);
          if (team === undefined) continue;
          if (f.cards[team] !== undefined)
            problems.push(
              problem('duplicate-fact', 'warning', sv.side.range, msg('bel.read.cards-twice', { name: sv.side.text })),
            );
          f.cards[team] = sv.value.value;
        }
        break;
      }
      case 'points': {
        // Points with the last trick in them: the sheet's own sum, `last` not needed.
        hasFacts = true;
        once('cards', it.range);
        pointsItem = it;
        cardsItem = undefined;
        f.cards = [undefined, undefined];
        f.derIn = true;
        for (let ax = 0; ax < it.sides.length; ax++) {
          const sv = it.sides[ax];
          const team = teamOf(sv.side);
          if (team !== undefined) f.cards[team] = sv.value.value;
        }
        break;
      }
      case 'last': {
        hasFacts = true;
        const team = teamOf(it.side);
        if (lastItem) {
          const same = team === f.last;
          problems.push(
            problem('last-twice', same ? 'warning' : 'error', it.side.range, msg('bel.read.last-twice', { same })),
          );
        }
        lastItem = it;
        if (team !== undefined) f.last = team;
        break;
      }
      case 'belote': {
        hasFacts = true;
        const team = teamOf(it.side);
        if (team !== undefined) beloteItems.push(it);
        break;
      }
      case 'announce': {
        hasFacts = true;
        const team = teamOf(it.side);
        if (!rules.announcements) {
          const r = it.items.length ? span(it.items[0].range, it.items[it.items.length - 1].range) : it.range;
          problems.push(problem('bad-announcement', 'error', r, msg('bel.read.announcements-off')));
          break;
        }
        if (team === undefined) break;
        for (let ax = 0; ax < it.items.length; ax++) {
          const tok = it.items[ax];
          const v = announcementValue(tok.word ?? tok.text, f.trump, rules.preset);
          if ('error' in v) problems.push(problem('bad-announcement', 'error', tok.range, v.error));
          else f.announcements.push({ team, ...v, range: tok.range });
        }
        break;
      }
      case 'capot': {
        hasFacts = true;
        const team = teamOf(it.side);
        if (capotItem && team !== f.capot)
          problems.push(problem('capot-claim', 'error', it.side.range, msg('bel.read.capot-twice')));
        capotItem = it;
        if (team !== undefined) f.capot = team;
        break;
      }
      case 'generale': {
        hasFacts = true;
        const team = teamOf(it.player);
        if (team !== undefined && it.player.ref?.kind === 'player') f.generale = { player: it.player.ref.index, team };
        break;
      }
      case 'score':
        if (score)
          problems.push(problem('duplicate-fact', 'warning', it.range, msg('bel.read.line-twice', { kind: 'score' })));
        score = stated(it, problems);
        break;
      case 'total':
        if (total)
          problems.push(problem('duplicate-fact', 'warning', it.range, msg('bel.read.line-twice', { kind: 'total' })));
        total = stated(it, problems);
        break;
      default:
        // Tricks and hands are checked by the trick engine; Doppelkopf items by the parser.
        break;
    }
  }

  // `cards N`: the taking team's card points (the taker or contract line may come after it).
  if (cardsItem?.bare && f.takerTeam !== undefined) f.cards[f.takerTeam] = cardsItem.bare.value;

  // Announcements read before the trump was known: re-value them now (no-trump carrés differ).
  if (f.trump) {
    for (let ax = 0; ax < f.announcements.length; ax++) {
      const a = f.announcements[ax];
      const v = announcementValue(a.label, f.trump, rules.preset);
      if (!('error' in v)) a.value = v.value;
    }
  }

  // Belote (§8 check 9): none at no-trump, one at a suit contract, up to four at all-trump.
  const maxBelotes = f.trump === 'no-trump' ? 0 : f.trump === 'all-trump' ? 4 : 1;
  beloteItems.forEach((it, i) => {
    const team = teamOf(it.side)!;
    if (f.trump && i >= maxBelotes) {
      problems.push(
        problem('belote-no-trump', 'error', it.side.range, msg('bel.read.belote-count', { max: maxBelotes })),
      );
      return;
    }
    f.belotes[team]++;
  });

  // Card sums and capot (§8 checks 5–7), where the trump tells the deal total.
  if (f.trump) {
    const kind = dealFor(f.trump, rules);
    // Each language names the deal by its trump (`a no-trump deal`).
    const trump = f.trump;
    const [a, b] = f.cards;
    if (cardsItem && cardsItem.sides.length) {
      const first = cardsItem.sides[0].value.range;
      const lastTok = cardsItem.sides[cardsItem.sides.length - 1].value.range;
      if (a !== undefined && b !== undefined && a + b === kind.cards + 10 && a >= 0 && b >= 0) {
        // The habit of many sheets: the 10 for the last trick is in the numbers already.
        f.derIn = true;
        problems.push(
          problem('cards-with-der', 'info', span(first, lastTok), msg('be.cards.with-der', { a, b, deal: kind.cards })),
        );
      } else if (a !== undefined && b !== undefined && a + b !== kind.cards)
        problems.push(
          problem('cards-sum', 'error', span(first, lastTok), msg('be.cards.sum', { a, b, deal: kind.cards, trump })),
        );
      else if ((a ?? 0) > kind.cards || (b ?? 0) > kind.cards)
        problems.push(
          problem(
            'cards-sum',
            'error',
            span(first, lastTok),
            msg('be.cards.too-many', { value: Math.max(a ?? 0, b ?? 0), deal: kind.cards, trump }),
          ),
        );
      for (const sv of cardsItem.sides)
        if (sv.value.value < 0) problems.push(problem('cards-sum', 'error', sv.value.range, msg('be.cards.negative')));
    }
    const bare = cardsItem?.bare;
    if (bare && (bare.value < 0 || bare.value > kind.cards))
      problems.push(
        problem(
          'cards-sum',
          'error',
          bare.range,
          msg('be.cards.bare-range', { value: bare.value, deal: kind.cards, trump }),
        ),
      );
    if (pointsItem && pointsItem.sides.length) {
      const at = span(pointsItem.sides[0].value.range, pointsItem.sides[pointsItem.sides.length - 1].value.range);
      const most = kind.cards + 10;
      if (a !== undefined && b !== undefined ? a + b !== most : (a ?? b ?? 0) > most || (a ?? b ?? 0) < 0)
        problems.push(
          problem(
            'cards-sum',
            'error',
            at,
            msg('be.points.sum', { a: a ?? 0, b: b ?? most - (a ?? 0), deal: kind.cards, trump }),
          ),
        );
    }
    const capot = f.capot ?? f.generale?.team;
    const cards = completeCards(f, kind);
    if (capot !== undefined) {
      const claim = capotItem?.side.range ?? round.headerRange;
      if (cards && (cards[capot] !== kind.cards + (f.derIn ? 10 : 0) || cards[1 - capot] !== 0))
        problems.push(
          problem(
            'capot-claim',
            'error',
            claim,
            msg('bel.read.capot-cards', { deal: kind.cards, a: cards[capot], b: cards[1 - capot] }),
          ),
        );
      else if (f.last !== undefined && f.last !== capot)
        problems.push(problem('capot-claim', 'error', claim, msg('bel.read.capot-last')));
    } else if (
      cards &&
      cardsItem &&
      (f.derIn ? cards.includes(kind.cards + 10) : f.last !== undefined && cards[f.last] === kind.cards)
    ) {
      problems.push(problem('capot-hint', 'hint', cardsItem.range, msg('bel.read.capot-hint', { deal: kind.cards })));
    }
  }
  return { facts: f, problems, hasFacts, score, total };
}

/** The directive that supplies each missing fact. */
const MISSING_KIND: Record<MissingFact, MissingKind> = {
  'missing-taker': 'taker',
  'missing-trump': 'trump',
  'missing-contract': 'contract',
  'missing-cards': 'cards',
  'missing-last': 'last',
};

/** What a round says on its own, before the pot and the game in progress are known. */
export interface BeloteCore {
  round: Round;
  read: RoundRead;
  /** The facts scored from: the written ones, or what a whole deal of tricks proves. */
  facts: RoundFacts;
  /** Scoring facts are written and none is missing. */
  scorable: boolean;
  /** Tricks that are not a whole deal, with no summary lines: checked trick by trick, never scored. */
  tricksOnly: boolean;
  example: boolean;
  missing: MissingFact[];
  tricks?: TrickSummary[];
  headline: Message;
  problems: Problem[];
}

export interface BeloteContext {
  rules: BeloteRules;
  players: string[];
  names: [string, string];
  /**
   * Only the problems are read (a one-off check): a step leaves out what only a reader of the sheet sees (summary,
   * round info, statistics). Every problem is still found by the same code.
   */
  problemsOnly?: boolean;
  /**
   * Rounds are scored without their breakdown lines; a step's breakdown is then worked out when it is read (or, with
   * `problemsOnly`, never).
   */
  lean?: boolean;
}

export function readBeloteRound(round: Round, ctx: BeloteContext): BeloteCore {
  const { rules } = ctx;
  const game = rules.game;
  const read = readRound(round, rules);
  const problems: Problem[] = [];
  const tricks = readTricks(round, read.facts.trump, ctx);
  // With a whole deal the tricks settle whether a capot happened, so the "write capot" hint has nothing to add.
  for (let ax = 0; ax < read.problems.length; ax++) {
    const p = read.problems[ax];
    if (!tricks?.derived || p.code !== 'capot-hint') problems.push(p);
  }
  let facts = read.facts;
  if (tricks) {
    problems.push(...tricks.problems);
    if (tricks.derived) {
      const merged = mergeDerived(round, read.facts, tricks.derived, ctx);
      facts = merged.facts;
      problems.push(...merged.problems);
    }
  }
  const tricksOnly = tricks !== undefined && !tricks.derived && !tricks.summaryStated;
  const missing = read.hasFacts ? missingFacts(facts, game) : [];
  if (read.score && !(read.hasFacts && missing.length === 0) && rules.rounding !== 'none')
    problems.push(...roundingProblems(read.score));

  let shownMissing: MissingFact[] = missing;
  if (tricksOnly) {
    // The trick lines stand in for cards and last; only a missing trump matters, since without it no trick can be won.
    shownMissing = [];
    if (!facts.trump) {
      const m = game === 'coinche' ? 'missing-contract' : 'missing-trump';
      problems.push(problem(m, 'warning', round.headerRange, msg('bel.read.tricks-no-trump', { missing: m })));
    } else if (tricks.example && !read.score) {
      const n = tricks.tricks.length;
      problems.push(problem('trick-example', 'hint', round.headerRange, msg('bel.read.trick-example', { n })));
    } else if (!tricks.example) {
      const written = read.score !== undefined;
      problems.push(
        problem(
          'deal-unscored',
          written ? 'warning' : 'info',
          round.headerRange,
          msg('bel.read.deal-invalid', { written }),
        ),
      );
    }
  }
  for (let ax = 0; ax < shownMissing.length; ax++) {
    const m = shownMissing[ax];
    // A line that was written but could not be read (an unknown name, say) is not "missing": say so, so nobody hunts
    // for it.
    const kind = MISSING_KIND[m];
    const unreadable = round.items.some((it) => it.kind === kind) || round.rejected?.includes(kind) === true;
    const written = read.score !== undefined;
    problems.push(
      problem(
        m,
        written ? 'warning' : 'error',
        round.headerRange,
        msg('bel.read.missing', { missing: m, kind, unreadable, written }),
      ),
    );
  }
  const core: BeloteCore = {
    round,
    read,
    facts,
    scorable: read.hasFacts && missing.length === 0,
    tricksOnly,
    example: tricks?.example ?? false,
    missing,
    headline: headline(facts, ctx.players),
    problems,
  };
  if (tricks) core.tricks = tricks.tricks;
  return core;
}
