// What a table session reports as it runs (a round added or refused, phones coming and going), and those events as
// messages in the user's language: the CLI prints them on stderr, the editor in its output channel. None holds the
// session's link or token.

import { msg, type Message } from '../messages';

export type SessionEvent =
  | { kind: 'added'; index: number; from: string }
  | { kind: 'refused'; reason: 'stale' | 'invalid' | 'no-sheet' | 'failed'; from: string; detail?: string }
  | { kind: 'phones'; count: number }
  | { kind: 'forbidden'; from: string }
  | { kind: 'limited'; from: string };

export function eventMessage(e: SessionEvent): Message {
  switch (e.kind) {
    case 'added':
      return msg('session.added', { index: e.index, from: e.from });
    case 'refused':
      return msg('session.refused', {
        reason: e.reason,
        from: e.from,
        ...(e.detail !== undefined ? { detail: e.detail } : {}),
      });
    case 'phones':
      return msg('session.phones', { count: e.count });
    case 'forbidden':
      return msg('session.forbidden', { from: e.from });
    case 'limited':
      return msg('session.limited', { from: e.from });
  }
}
