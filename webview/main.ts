// Entry of the settlement webview bundle (dist/webview.js): defines the components and mounts the app.

import './components/settlementApp';

// The host's HTML already contains the element; the screenshot page and tests may not.
if (!document.querySelector('scoresheet-settlement')) {
  document.body.append(document.createElement('scoresheet-settlement'));
}
