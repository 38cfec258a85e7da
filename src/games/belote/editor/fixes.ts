// Belote's and Coinche's fixes worked out in the editor: the other team's side of a `cards` line (the deal's card
// points without the last trick, less the side written).

import type { Round, RoundItem } from '../../../format/ast';
import { writeName } from '../../../text/names';
import type { EditorSheet, MissingCardsSide } from '../../game';
import { beloteRules } from '../rules';
import { dealFor } from '../steps/values';

/** Card points of the round's deal without the last trick: the engine's deal table (rules/belote.md Part A). */
function cardTotal(sheet: EditorSheet, round: Round): number | undefined {
  const trumpItem = round.items.find((i) => i.kind === 'trump' || i.kind === 'contract');
  const trump =
    trumpItem?.kind === 'trump' ? trumpItem.trump : trumpItem?.kind === 'contract' ? trumpItem.trump.trump : undefined;
  const game = sheet.game;
  if (!trump || (game !== 'belote' && game !== 'coinche') || !sheet.rules) return undefined;
  return dealFor(trump, beloteRules(game, sheet.rules.preset, sheet.rules.values)).cards;
}

/** For a `cards` line with one side: the other team and the deal's card points less N (a player stands for a team). */
export function missingCardsSide(sheet: EditorSheet, round: Round, item: RoundItem): MissingCardsSide | undefined {
  if (item.kind !== 'cards' || item.sides.length !== 1) return undefined;
  const { side, value } = item.sides[0];
  const ref = side.ref;
  if (!ref) return undefined;
  const team = ref.kind === 'team' ? ref.index : ref.kind === 'player' ? ref.index % 2 : undefined;
  const teams = sheet.document.header.teams;
  const total = cardTotal(sheet, round);
  if (team === undefined || !teams || total === undefined) return undefined;
  const otherName = teams[team === 0 ? 1 : 0].text;
  const n = total - value.value;
  return { at: value.range.end, side: otherName, value: n, insert: `, ${writeName(otherName)} ${n}` };
}
