// The view's only door to the extension host: typed postMessage and UI-state persistence via acquireVsCodeApi.

import { PROTOCOL_VERSION, type ViewMessage, type ViewState } from '../src/protocol';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare global {
  // Provided by VS Code inside a webview; absent in tests and the screenshot page.
  function acquireVsCodeApi(): VsCodeApi;
}

export interface Host {
  post(message: ViewMessage): void;
  getState(): ViewState;
  setState(patch: Partial<ViewState>): void;
}

export const DEFAULT_STATE: ViewState = { protocol: PROTOCOL_VERSION, locked: false, scrollY: 0 };

function readState(raw: unknown): ViewState {
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_STATE };
  const s = raw as Partial<ViewState>;
  // A state written by another protocol version is dropped rather than misread.
  if (s.protocol !== PROTOCOL_VERSION) return { ...DEFAULT_STATE };
  return {
    protocol: PROTOCOL_VERSION,
    source: typeof s.source === 'string' ? s.source : undefined,
    block: typeof s.block === 'number' && Number.isInteger(s.block) && s.block >= 0 ? s.block : undefined,
    locked: s.locked === true,
    scrollY: typeof s.scrollY === 'number' && s.scrollY >= 0 ? s.scrollY : 0,
    selectedGame: typeof s.selectedGame === 'number' ? s.selectedGame : undefined,
    activeRound: typeof s.activeRound === 'number' ? s.activeRound : undefined,
  };
}

/** In-memory host for tests and the screenshot page: records what the view posts. */
export class MemoryHost implements Host {
  readonly posted: ViewMessage[] = [];
  private state: ViewState;
  constructor(initial?: Partial<ViewState>) {
    this.state = { ...DEFAULT_STATE, ...initial };
  }
  post(message: ViewMessage): void {
    this.posted.push(message);
  }
  getState(): ViewState {
    return { ...this.state };
  }
  setState(patch: Partial<ViewState>): void {
    this.state = { ...this.state, ...patch };
  }
}

class VsCodeHost implements Host {
  private state: ViewState;
  constructor(private readonly api: VsCodeApi) {
    this.state = readState(api.getState());
  }
  post(message: ViewMessage): void {
    this.api.postMessage(message);
  }
  getState(): ViewState {
    return { ...this.state };
  }
  setState(patch: Partial<ViewState>): void {
    this.state = { ...this.state, ...patch };
    this.api.setState(this.state);
  }
}

let current: Host | undefined;

/** acquireVsCodeApi may be called only once per page, so the host is a lazily created singleton. */
export function getHost(): Host {
  if (!current) {
    current = typeof acquireVsCodeApi === 'function' ? new VsCodeHost(acquireVsCodeApi()) : new MemoryHost();
  }
  return current;
}

/** Tests install their own host before the app connects. */
export function setHost(host: Host): void {
  current = host;
}
