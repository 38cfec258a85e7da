// The host inside a page that computes its own sheet (the exported page and its viewer, a table session's phone page):
// it answers the view's request for a round's working from the analysis it shows; what the view posts is recorded and
// the UI state lives in memory (MemoryHost). Subclasses answer more.

import type { DocumentAnalysis } from '../src/analysis/analyze';
import { roundWorking } from '../src/view/model';
import type { Lang } from '../src/messages';
import type { HostMessage, ViewMessage } from '../src/protocol';
import { MemoryHost } from './host';

export class LocalHost extends MemoryHost {
  /** What the page shows, and where the answers go (the app's `receive`). */
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
