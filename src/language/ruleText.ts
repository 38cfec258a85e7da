// The rule switches in the editor's and the view's language: what each `set` key means (as its game's editor hooks
// say it) and how on/off read. The keys and the other values stay the words the file uses; the games' rule tables keep
// the English.

import type { GameEditor } from '../games/game';
import { msg, render, type Lang } from '../messages';
import { english, type Translate } from './messages';

/**
 * What a switch means in the caller's language (`t`), as the game's editor hooks say it (`game`: its module's
 * `editor`); `engineText` (the engine's English) for a key they do not describe.
 */
export function switchDescription(
  game: Pick<GameEditor, 'switchDescriptions'> | undefined,
  key: string,
  engineText: string,
  t: Translate = english,
): string {
  const described = game && Object.hasOwn(game.switchDescriptions, key) ? game.switchDescriptions[key] : undefined;
  return described?.(t) ?? engineText;
}

/** A switch value as shown to a reader: on/off and `all` in the language, every other value as the file writes it. */
export function switchValueText(value: string, t: Translate = english): string {
  switch (value) {
    case 'on':
      return t('on');
    case 'off':
      return t('off');
    case 'all':
      return t('all');
    default:
      return value;
  }
}

/**
 * The hover of a header's `set KEY VALUE` line: the switch by name, the value in force (what the engine uses: the
 * default where the written value is no value of it), what it means, and the default. Names and values in `lang`, the
 * meaning (as `game`, the sheet's game's editor hooks, says it) and the word "default" by `t`; the key stays the file's
 * word.
 */
export function switchHoverMarkdown(
  game: Pick<GameEditor, 'switchDescriptions'> | undefined,
  w: { key: string; value: string; default: string; describe: string },
  lang: Lang,
  t: Translate = english,
): string {
  const valueText = (value: string) =>
    value
      .split(' ')
      .map((v) => render(msg('switch.value', { key: w.key, value: v }), lang))
      .join(', ');
  const colon = lang === 'fr' ? ' : ' : ': ';
  const name = render(msg('switch.name', { key: w.key }), lang);
  return [
    `**${name}** \`${w.key}\`${colon}${valueText(w.value)}`,
    switchDescription(game, w.key, w.describe, t),
    `${t('default')}${colon}${valueText(w.default)}`,
  ].join('\n\n');
}
