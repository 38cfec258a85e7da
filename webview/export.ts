// Entry of the exported web page (dist/export.js, inlined into the page): reads the embedded log, recomputes the
// settlement with the same engine and shows it with the view's components, plus the log and its fingerprint.

import { analyzeFileText } from '../src/analysis/analyze';
import type { DocumentAnalysis } from '../src/analysis/analyze';
import { roundWorking, toSettlementModel } from '../src/extension/settlement/model';
import { setTranslator } from '../src/language/messages';
import { translatorFor } from '../src/lsp/translate';
import { langOf, type Lang } from '../src/messages';
import type { HostMessage, ViewMessage } from '../src/protocol';
import { logFingerprint } from '../src/text/sha256';
import { MemoryHost, setHost } from './host';
import { strings } from './strings';
import './components/settlementApp';

interface Embedded {
  fileName: string;
  log: string;
}

function read(): Embedded | undefined {
  try {
    const data = JSON.parse(document.getElementById('scoresheet-log')?.textContent ?? '') as Partial<Embedded>;
    if (typeof data.log !== 'string') return undefined;
    return { log: data.log, fileName: typeof data.fileName === 'string' ? data.fileName : 'evening.score' };
  } catch {
    return undefined;
  }
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, cls?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

/** The page is its own host: it answers the view's requests for a round's working; everything else goes nowhere. */
class PageHost extends MemoryHost {
  shown?: { analysis: DocumentAnalysis; lang: Lang; answer: (m: HostMessage) => void };
  override post(message: ViewMessage): void {
    super.post(message);
    const shown = this.shown;
    if (message.type !== 'explainRound' || !shown) return;
    const { source, block, version, index } = message;
    const working = roundWorking(shown.analysis, index, shown.lang);
    // Answered after the request returns, as a host's answer would come.
    queueMicrotask(() => shown.answer({ type: 'roundWorking', source, block, version, index, working }));
  }
}

function main(): void {
  const host = new PageHost();
  setHost(host);
  const app = document.createElement('scoresheet-settlement');
  app.standalone = true;
  document.body.append(app);
  const data = read();
  if (!data) {
    app.receive({ type: 'noDocument', locked: false });
    return;
  }
  // The same reading as the editor: a Markdown file's first sheet, or the whole .score text.
  const analysis = analyzeFileText(data.fileName, data.log).find((a) => a.game) ?? analyzeFileText('x.score', '')[0];
  // The page speaks the language it was exported in (its <html lang>), as the view did in the editor.
  const lang = langOf(document.documentElement.lang) ?? 'en';
  setTranslator(translatorFor(lang));
  const model = toSettlementModel(analysis, data.fileName, lang);
  host.shown = { analysis, lang, answer: (m) => app.receive(m) };
  app.receive({ type: 'update', source: data.fileName, version: 1, locked: false, model, lang });

  const footer = el('footer', undefined, 'export-footer');
  const print = el('p');
  print.append(strings.exportFingerprint, ' ', el('span', logFingerprint(data.log), 'export-fingerprint'));
  print.id = 'fingerprint';
  const note = el('p', strings.exportRecomputed);
  const details = el('details');
  details.append(el('summary', strings.exportLog), el('pre', data.log));
  footer.append(print, note, details);
  document.body.append(footer);
}

main();
