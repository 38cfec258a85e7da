// Hand-built inputs for the Belote/Coinche core: rules contexts, round facts and announcements.

import { announcementValue } from '../../../src/games/belote/steps/announcements';
import { render } from '../../../src/messages';
import type { Announcement, RoundContext, RoundFacts, Team } from '../../../src/games/belote/steps/types';
import { beloteRules } from '../../../src/games/belote/rules';
import type { TrumpKind } from '../../../src/games/belote/syntax/itemTypes';

export function ctxFor(
  game: 'belote' | 'coinche',
  preset: 'house' | 'official',
  set: Record<string, string> = {},
  pot = 0,
): RoundContext {
  return { rules: beloteRules(game, preset, set), names: ['NS', 'EW'], pot };
}

export function facts(p: Partial<RoundFacts>): RoundFacts {
  return { cards: [undefined, undefined], belotes: [0, 0], announcements: [], ...p };
}

export function ann(team: Team, item: string, trump?: TrumpKind, preset = 'house'): Announcement {
  const v = announcementValue(item, trump, preset);
  if ('error' in v) throw new Error(render(v.error));
  return { team, ...v };
}

export const NS: Team = 0;
export const EW: Team = 1;
/** Seat of South (team NS) and of West (team EW) in `players Nord Ost Süd West`. */
export const SOUTH = 2;
export const WEST = 3;
export const NORTH = 0;
