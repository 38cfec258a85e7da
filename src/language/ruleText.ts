// The rule switches in the editor's and the view's language: what each `set` key means (as its game's editor hooks
// say it) and how on/off read. The keys and the other values stay the words the file uses; the games' rule tables keep
// the English.

import type { GameEditor } from '../games/game';
import type { Lang } from '../messages';
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

const LEVELS: Record<string, string> = { no90: 'keine 90', no60: 'keine 60', no30: 'keine 30', black: 'schwarz' };

/**
 * A Doppelkopf announcement as the engine lists it (`Re`, `Re: no90`) in the language: German and French tables say
 * the Absage in the game's own words (`Re: keine 90`); English keeps the file's keyword as before.
 */
export function announcementText(announcement: string, lang: Lang): string {
  if (lang === 'en') return announcement;
  return announcement.replace(/: (no90|no60|no30|black)$/, (_m, level: string) => `: ${LEVELS[level]}`);
}
