// The extension in the desktop extension host (dist/extension.js): the same extension as in the web worker host
// (main.ts), plus what only Node has: local files are written atomically (src/node/userFiles.ts), and a table
// session's server (src/session/server.ts). The web build starts from main.ts and never sees Node's modules.

import type * as vscode from 'vscode';
import { render } from '../messages';
import { writeFailure } from '../node/fileMessages';
import { writeFileAtomic } from '../node/userFiles';
import { displayLang } from './displayLanguage';
import { activate as activateShared, deactivate, type ScoresheetApi } from './main';
import { lanAddresses } from '../session/addresses';
import { qrRows } from '../session/qr';
import { startTableServer } from '../session/server';
import { setTableSessionPlatform } from './tableSession';
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
  // A table session's server listens on the local network: Node's http, here only.
  setTableSessionPlatform({ start: startTableServer, lanAddresses, qrRows });
  // "Save as image": a local Chromium or Chrome draws the card; without one the image is saved as SVG.
  setImageRenderer((svg, width, height) => {
    const drawn = drawPng(svg, width, height);
    return 'png' in drawn ? drawn.png : undefined;
  });
  return activateShared(context);
}
