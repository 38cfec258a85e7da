// Helpers for the happy-dom view tests: mount the app with an in-memory host and reach into shadow roots.

import './happyDomShims';
import { MemoryHost, setHost } from '../../webview/host';
import type { HostMessage, ViewState } from '../../src/protocol';
import '../../webview/components/settlementApp';
import type { SettlementApp } from '../../webview/components/settlementApp';

export async function settle(el: Element): Promise<void> {
  // Nested lit elements update in later microtasks; wait until every one in the tree is done.
  for (let pass = 0; pass < 4; pass++) {
    const all = [el, ...deepQueryAll(el, '*')].filter(
      (e): e is Element & { updateComplete: Promise<unknown> } => 'updateComplete' in e,
    );
    await Promise.all(all.map((e) => e.updateComplete));
  }
}

export async function mount(
  messages: HostMessage[],
  state?: Partial<ViewState>,
): Promise<{ app: SettlementApp; host: MemoryHost }> {
  const host = new MemoryHost(state);
  setHost(host);
  document.body.innerHTML = '';
  const app = document.createElement('scoresheet-settlement');
  document.body.append(app);
  for (const m of messages) app.receive(m);
  await settle(app);
  return { app, host };
}

/** querySelectorAll through every open shadow root below `root`. */
export function deepQueryAll(root: Element | ShadowRoot | Document, selector: string): Element[] {
  const out: Element[] = [];
  const visit = (node: Element | ShadowRoot | Document) => {
    for (const el of Array.from(node.querySelectorAll('*'))) {
      if (el.matches(selector)) out.push(el);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  if (root instanceof Element && root.shadowRoot) visit(root.shadowRoot);
  visit(root);
  return out;
}

export function deepQuery(root: Element, selector: string): Element | undefined {
  return deepQueryAll(root, selector)[0];
}

/** Text of an element and its shadow tree, whitespace collapsed. */
export function deepText(el: Element | ShadowRoot): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element && (node.localName === 'style' || node.localName === 'script')) return;
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
    for (const c of Array.from(node.childNodes)) walk(c);
  };
  walk(el);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
