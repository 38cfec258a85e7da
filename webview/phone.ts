// Entry of a table session's phone page (dist/phone.js, served by the session's server beside the page): defines the
// components; the page's one element, <scoresheet-phone>, does the rest (webview/components/phoneApp.ts).

import './components/phoneApp';
