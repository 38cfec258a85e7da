// The names Belote's message examples use where the file has none: the four seats and their two partnerships
// (written in German, as the messages have always shown them in every language but French syntax help).

import { player, team as teamIn, type Ex } from '../../../messages/examples';

const SEATS = ['Nord', 'Ost', 'Süd', 'West'];
const TEAMS = ['Nord-Süd', 'Ost-West'] as const;

/** Player `i` as written in a line: the file's, else the seat (Nord, Ost, Süd, West). */
export const seat = (ex: Ex | undefined, i: number): string => player(ex, i, SEATS);

/** Team 0 (1st+3rd player) or 1 as written in a line: the file's, else Nord-Süd / Ost-West. */
export const team = (ex: Ex | undefined, i: 0 | 1): string => teamIn(ex, i, TEAMS);
