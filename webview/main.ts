// Entry of the settlement webview bundle (dist/webview.js): defines the components and mounts the app, with the
// table session's card above it (empty while no session runs).

import './components/settlementApp';
import './components/tableSession';

// The host's HTML already contains the element; the screenshot page and tests may not.
if (!document.querySelector('scoresheet-settlement')) {
  document.body.append(document.createElement('scoresheet-settlement'));
}
if (!document.querySelector('scoresheet-table-session')) {
  document.body.prepend(document.createElement('scoresheet-table-session'));
}
