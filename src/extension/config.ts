// Typed access to the `scoresheet.*` settings declared in package.json (keep the two in step).

import * as vscode from 'vscode';

export type ValidateRun = 'onType' | 'onSave' | 'off';
export type RoundScoresMode = 'codeLens' | 'inlayHints' | 'off';

export interface Settings {
  validateRun: ValidateRun;
  maxProblems: number;
  validateMarkdown: boolean;
  roundScores: RoundScoresMode;
  derivedValueHints: boolean;
  statusBar: boolean;
}

export const DEFAULTS: Settings = {
  validateRun: 'onType',
  maxProblems: 500,
  validateMarkdown: true,
  roundScores: 'codeLens',
  derivedValueHints: true,
  statusBar: true,
};

export function readSettings(scope?: vscode.ConfigurationScope): Settings {
  const c = vscode.workspace.getConfiguration('scoresheet', scope);
  const run = c.get<string>('validate.run', DEFAULTS.validateRun);
  const mode = c.get<string>('roundScores', DEFAULTS.roundScores);
  const max = c.get<number>('validate.maxProblems', DEFAULTS.maxProblems);
  return {
    validateRun: run === 'onSave' || run === 'off' ? run : 'onType',
    maxProblems: Number.isFinite(max) && max >= 0 ? Math.floor(max) : DEFAULTS.maxProblems,
    validateMarkdown: c.get<boolean>('validate.markdown', DEFAULTS.validateMarkdown),
    roundScores: mode === 'inlayHints' || mode === 'off' ? mode : 'codeLens',
    derivedValueHints: c.get<boolean>('inlayHints.derivedValues', DEFAULTS.derivedValueHints),
    statusBar: c.get<boolean>('statusBar.enabled', DEFAULTS.statusBar),
  };
}
