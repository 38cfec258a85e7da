// The language the extension speaks: VS Code's display language, as one of the message catalogs' languages.

import * as vscode from 'vscode';
import { langOf, type Lang } from '../messages';

/** `de` for `de`, `de-CH`…, `fr` likewise, else `en` (read each time: tests and a reload may change it). */
export function displayLang(): Lang {
  return langOf(vscode.env.language) ?? 'en';
}
