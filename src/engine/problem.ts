// Builds a Problem from its message as data: the English text is rendered once, the data kept for other languages.

import type { Fix, Problem, Range, Severity } from '../format/types';
import { render, type Message } from '../messages';
import type { ProblemCode } from '../messages/codes';

export function problem(code: ProblemCode, severity: Severity, range: Range, m: Message | string, fix?: Fix): Problem {
  const p: Problem =
    typeof m === 'string'
      ? { code, severity, range, message: m }
      : { code, severity, range, message: render(m), msg: m };
  if (fix) p.fix = fix;
  return p;
}

/** A quick fix whose title is a message. */
export function fixOf(title: Message, edits: Fix['edits']): Fix {
  return { title: render(title), titleMsg: title, edits };
}
