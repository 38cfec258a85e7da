// A second code-server in another display language (`--locale de`), for the scenario that checks the extension
// speaks German. code-server resolves the display language only when a language pack for it is installed (else
// VS Code, and so `vscode.env.language`, stays English); with no marketplace to install one from, a stand-in pack
// without translations of its own is registered: VS Code's own UI stays English, our strings come from our bundles.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { CodeServerInstall, RunningServer, Sandbox } from './codeServer';
import { startCodeServer } from './codeServer';

/**
 * Registers a language pack for `locale` in the sandbox's user data (`languagepacks.json`, as VS Code writes it when
 * a pack is installed from its UI); its translations file is empty, so every VS Code string keeps its English text.
 */
export function registerStandInLanguagePack(sandbox: Sandbox, locale: string): void {
  const dir = path.join(sandbox.root, `language-pack-${locale}`, 'translations');
  mkdirSync(dir, { recursive: true });
  const translations = path.join(dir, 'main.i18n.json');
  writeFileSync(translations, JSON.stringify({ version: '1.0.0', contents: {} }));
  writeFileSync(
    path.join(sandbox.userDataDir, 'languagepacks.json'),
    JSON.stringify({
      [locale]: {
        hash: `scoresheet-e2e-${locale}`,
        extensions: [{ extensionIdentifier: { id: `scoresheet-e2e.language-pack-${locale}` }, version: '1.0.0' }],
        translations: { vscode: translations },
        label: locale,
      },
    }),
  );
}

/**
 * A workspace of its own: one sheet with three wrong scores and a rule switch set, and at most one problem shown (so a
 * note says more).
 */
export function makeLocalisedWorkspace(dir: string): { dir: string; file: string } {
  mkdirSync(path.join(dir, '.vscode'), { recursive: true });
  writeFileSync(
    path.join(dir, '.vscode', 'settings.json'),
    JSON.stringify({ 'scoresheet.validate.maxProblems': 1 }, null, 2),
  );
  const file = path.join(dir, 'falsch.score');
  writeFileSync(
    file,
    [
      '# Drei falsche Punktzeilen (je +3 statt +2).',
      'game doppelkopf',
      'spieler Anna Ben Clara Dora',
      // A switch the file sets: the view's rules read it as `bock an`.
      'set bock on',
      '',
      'spiel 1',
      '  re Anna Clara',
      '  augen re 151',
      '  punkte Anna +3 Ben -2 Clara +2 Dora -2',
      '',
      'spiel 2',
      '  re Ben Dora',
      '  augen re 151',
      '  punkte Anna -2 Ben +3 Clara -2 Dora +2',
      '',
      'spiel 3',
      '  re Anna Ben',
      '  augen re 151',
      '  punkte Anna +2 Ben +3 Clara -2 Dora -2',
      '',
    ].join('\n'),
  );
  return { dir, file };
}

/** Starts code-server with `--locale` on the localised workspace; its log is `code-server-<locale>.log`. */
export function startLocalisedServer(
  install: CodeServerInstall,
  sandbox: Sandbox,
  workspace: string,
  locale: string,
): Promise<RunningServer> {
  registerStandInLanguagePack(sandbox, locale);
  return startCodeServer(install, sandbox, workspace, ['--locale', locale], `code-server-${locale}.log`);
}
