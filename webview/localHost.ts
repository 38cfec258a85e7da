// A host inside the page itself, for the pages that compute their own sheet (the exported page, a table session's
// phone page): it answers the view's request for a round's working from the analysis it shows; the UI state lives in
// memory. Subclasses answer more.

import type { DocumentAnalysis } from '../src/engine/analyze';
import { roundWorking } from '../src/extension/settlement/model';
import type { Lang } from '../src/messages';
import type { HostMessage, ViewMessage, ViewState } from '../src/protocol';
import { DEFAULT_STATE, type Host } from './host';

export class LocalHost implements Host {
  /** What the page shows, and where the answers go (the app's `receive`). */
  shown?: { analysis: DocumentAnalysis; lang: Lang; answer: (m: HostMessage) => void };
  private state: ViewState = { ...DEFAULT_STATE };

  post(message: ViewMessage): void {
    const shown = this.shown;
    if (message.type !== 'explainRound' || !shown) return;
    const { source, block, version, index } = message;
    const working = roundWorking(shown.analysis, index, shown.lang);
    // Answered after the request returns, as a host's answer would come.
    queueMicrotask(() => shown.answer({ type: 'roundWorking', source, block, version, index, working }));
  }

  getState(): ViewState {
    return { ...this.state };
  }

  setState(patch: Partial<ViewState>): void {
    this.state = { ...this.state, ...patch };
  }
}
