// The `scoresheet.*` settings declared in package.json (keep the two in step): typed values, and one object that
// owns the one configuration listener and tells its subscribers which settings changed.

import * as vscode from 'vscode';
import { DEFAULT_LANGUAGE_SETTINGS, type LanguageSettings } from '../language/service';
import { Disposable } from './dispose';

export type { RoundScoresMode, ValidateRun } from '../language/service';

/** The language service's settings (validation, round scores, hints) and the extension's own. */
export interface Settings extends LanguageSettings {
  statusBar: boolean;
  /** A hosted viewer.html (http or https), for the exported page's QR code; empty: the QR code holds the log. */
  shareViewerUrl: string;
}

export const DEFAULTS: Settings = {
  ...DEFAULT_LANGUAGE_SETTINGS,
  statusBar: true,
  shareViewerUrl: '',
};

const SECTION = 'scoresheet';

/** The key of each setting below `scoresheet.` in package.json. */
const KEYS: Record<keyof Settings, string> = {
  validateRun: 'validate.run',
  maxProblems: 'validate.maxProblems',
  validateMarkdown: 'validate.markdown',
  roundScores: 'roundScores',
  derivedValueHints: 'inlayHints.derivedValues',
  statusBar: 'statusBar.enabled',
  shareViewerUrl: 'share.viewerUrl',
};

/** The settings in force for a resource (they are resource-scoped); a value of the wrong kind reads as the default. */
export function readSettings(scope?: vscode.ConfigurationScope): Settings {
  const c = vscode.workspace.getConfiguration(SECTION, scope);
  const run = c.get<string>(KEYS.validateRun, DEFAULTS.validateRun);
  const mode = c.get<string>(KEYS.roundScores, DEFAULTS.roundScores);
  const max = c.get<number>(KEYS.maxProblems, DEFAULTS.maxProblems);
  return {
    validateRun: run === 'onSave' || run === 'off' ? run : 'onType',
    maxProblems: Number.isFinite(max) && max >= 0 ? Math.floor(max) : DEFAULTS.maxProblems,
    validateMarkdown: c.get<boolean>(KEYS.validateMarkdown, DEFAULTS.validateMarkdown),
    roundScores: mode === 'inlayHints' || mode === 'off' ? mode : 'codeLens',
    derivedValueHints: c.get<boolean>(KEYS.derivedValueHints, DEFAULTS.derivedValueHints),
    statusBar: c.get<boolean>(KEYS.statusBar, DEFAULTS.statusBar),
    shareViewerUrl: String(c.get<string>(KEYS.shareViewerUrl, DEFAULTS.shareViewerUrl) ?? '').trim(),
  };
}

/** Which settings a configuration change touched. */
export interface SettingsChange {
  affects(setting: keyof Settings): boolean;
}

/** The one reader of the settings: values per resource, and one event when any `scoresheet.*` setting changes. */
export class Config extends Disposable {
  private readonly changed = this._register(new vscode.EventEmitter<SettingsChange>());
  readonly onDidChange = this.changed.event;

  constructor() {
    super();
    this._register(
      vscode.workspace.onDidChangeConfiguration((e) => {
        const touched = (Object.keys(KEYS) as (keyof Settings)[]).filter((k) =>
          e.affectsConfiguration(`${SECTION}.${KEYS[k]}`),
        );
        if (touched.length > 0) this.changed.fire({ affects: (setting) => touched.includes(setting) });
      }),
    );
  }

  for(scope?: vscode.ConfigurationScope): Settings {
    return readSettings(scope);
  }
}
