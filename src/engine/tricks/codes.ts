// Stable problem codes of the trick checker; quick fixes, docs and tests key on these strings.

import type { TricksCode } from '../../messages/codes';

export const TRICKS_CODES: Readonly<Record<TricksCode, string>> = {
  'trick-winner': 'The winner written after `=>` is not the player whose card wins the trick.',
  'trick-value': 'The trick value written after `=>` is not the sum of its card points.',
  'illegal-card': 'A card the player was not allowed to play (follow suit, must trump, must overtrump).',
  'card-not-in-hand': 'A card played that is not in the player’s `hand`.',
  'duplicate-card': 'A card played (or held) more often than the deck has it.',
  'missing-card': 'All tricks of the deal are written, but some card of the deck was never played.',
  'wrong-leader': 'A trick not led by the winner of the trick before.',
  'trick-size': 'A trick without exactly one card from each player in the round.',
  'player-twice': 'The same player plays twice in one trick.',
  'not-a-deck-card': 'A card that is not in the game’s deck under its rules (a rank it does not play or leaves out).',
  'extra-trick': 'More tricks than a deal has.',
  'derived-mismatch': 'A stated fact (card points, the last trick, a game’s extras) contradicts the written tricks.',
};
