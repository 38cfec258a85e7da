// Which extension features exist, read from the installed (packaged) extension, so scenarios of unbuilt features skip
// with a reason.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';

interface Manifest {
  name: string;
  publisher: string;
  version: string;
  main?: string;
  activationEvents?: string[];
  contributes?: { commands?: { command: string; title: string; category?: string }[] };
}

export interface Features {
  extensionDir: string;
  manifest: Manifest;
  /** `Category: Title` of every contributed command, with `%nls%` placeholders resolved. */
  commandTitles: Map<string, string>;
  /** Why a feature is missing, or undefined when it is there. */
  missing: {
    diagnostics?: string;
    statusBar?: string;
    quickFix?: string;
    hover?: string;
    outline?: string;
    settlement?: string;
    serializer?: string;
  };
}

/**
 * Features that have landed: from now on a missing one is a regression and fails its scenario
 * instead of skipping it. A feature still being built stays out of this list (its scenario
 * skips with the reason) and goes in with a one-line change when it lands.
 */
export const LANDED: readonly (keyof Features['missing'])[] = [
  'diagnostics',
  'statusBar',
  'quickFix',
  'hover',
  'outline',
  'settlement',
  'serializer',
];

export const OPEN_SETTLEMENT_TO_THE_SIDE = 'Scoresheet: Open Settlement to the Side';

/** Finds the installed extension in the extensions dir and looks at its manifest and bundle. */
export function detectFeatures(extensionsDir: string, id: string): Features {
  const folder = readdirSync(extensionsDir).find((name) => name.toLowerCase().startsWith(`${id.toLowerCase()}-`));
  if (!folder) throw new Error(`extension ${id} is not in ${extensionsDir}`);
  const extensionDir = path.join(extensionsDir, folder);
  const manifest = JSON.parse(readFileSync(path.join(extensionDir, 'package.json'), 'utf8')) as Manifest;
  const nlsFile = path.join(extensionDir, 'package.nls.json');
  const nls = existsSync(nlsFile) ? (JSON.parse(readFileSync(nlsFile, 'utf8')) as Record<string, string>) : {};
  const resolve = (text: string | undefined): string =>
    (text ?? '').replace(/^%(.+)%$/, (whole, key: string) => nls[key] ?? whole);

  const commandTitles = new Map<string, string>();
  for (const command of manifest.contributes?.commands ?? []) {
    const category = resolve(command.category);
    commandTitles.set(command.command, category ? `${category}: ${resolve(command.title)}` : resolve(command.title));
  }

  const mainFile = manifest.main
    ? path.join(extensionDir, manifest.main.endsWith('.js') ? manifest.main : `${manifest.main}.js`)
    : '';
  const bundle = mainFile && existsSync(mainFile) ? readFileSync(mainFile, 'utf8') : '';
  const noBundle = `the packaged extension has no main bundle (${manifest.main ?? 'no "main"'})`;
  // Property names survive minification, so the registration calls are visible in the bundle.
  const needs = (api: string, what: string): string | undefined =>
    !bundle
      ? noBundle
      : bundle.includes(api)
        ? undefined
        : `${what} not built yet: the packaged ${manifest.main ?? 'bundle'} never calls ${api}`;

  const hasCommand = (title: string): boolean =>
    [...commandTitles.values()].some((t) => t.toLowerCase() === title.toLowerCase());
  const settlement = hasCommand(OPEN_SETTLEMENT_TO_THE_SIDE)
    ? needs('createWebviewPanel', 'the settlement view')
    : `the packaged manifest contributes no command "${OPEN_SETTLEMENT_TO_THE_SIDE}" (issues 5/6)`;

  const missing: Features['missing'] = {};
  const set = (key: keyof Features['missing'], reason: string | undefined): void => {
    if (reason !== undefined) missing[key] = reason;
  };
  set('diagnostics', needs('createDiagnosticCollection', 'diagnostics (issue 5)'));
  set('statusBar', needs('createStatusBarItem', 'the status bar item (issue 5)'));
  set('quickFix', needs('registerCodeActionsProvider', 'quick fixes (issue 5)'));
  set('hover', needs('registerHoverProvider', 'the hover (issue 5)'));
  set('outline', needs('registerDocumentSymbolProvider', 'the outline (issue 5)'));
  set('settlement', settlement);
  set(
    'serializer',
    settlement ?? needs('registerWebviewPanelSerializer', 'restoring the settlement view after a reload (issue 6)'),
  );
  return { extensionDir, manifest, commandTitles, missing };
}
