// The extension in the desktop extension host (dist/extension.js): the same extension as in the web worker host
// (main.ts), plus what only Node has: local files are written atomically (src/node/userFiles.ts). The web build
// starts from main.ts and never sees Node's modules.

import type * as vscode from 'vscode';
import { render } from '../messages';
import { writeFailure } from '../node/fileMessages';
import { writeFileAtomic } from '../node/userFiles';
import { displayLang } from './displayLanguage';
import { activate as activateShared, deactivate, type ScoresheetApi } from './main';
import { setLocalWriter } from './userFiles';
import { setImageRenderer } from './settlement/shareCommands';
import { drawPng } from '../node/browser';

export { deactivate };
export type { ScoresheetApi };

export function activate(context: vscode.ExtensionContext): ScoresheetApi {
  setLocalWriter((path, content) => {
    try {
      writeFileAtomic(path, content);
    } catch (e) {
      throw new Error(render(writeFailure(e), displayLang()), { cause: e });
    }
  });
  // "Save as image": a local Chromium or Chrome draws the card; without one the image is saved as SVG.
  setImageRenderer((svg, width, height) => {
    const drawn = drawPng(svg, width, height);
    return 'png' in drawn ? drawn.png : undefined;
  });
  return activateShared(context);
}
