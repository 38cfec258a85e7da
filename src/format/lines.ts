// Splits a document into lines the way VS Code counts them (LF, CRLF or lone CR; BOM not counted).

/** Removes a leading byte-order mark: VS Code does not show it, so columns on line 0 start after it. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The lines of `text` without their terminators; "a\n" has two lines, like an editor shows. */
export function splitLines(text: string): string[] {
  // Most files have no CR at all; the plain split is several times faster than the regular expression.
  return text.indexOf('\r') < 0 ? text.split('\n') : text.split(/\r\n|\r|\n/);
}

/**
 * Where each line of `text` starts (as splitLines cuts it): line i is `text.slice(starts[i], lineEnd(text, starts,
 * i))`. Numbers only: a long document's lines need not all be strings at once.
 */
export function lineStarts(text: string): number[] {
  const starts = [0];
  if (text.indexOf('\r') < 0) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

/** Where line `i` of `text` ends, before its terminator (`starts` from lineStarts). */
export function lineEnd(text: string, starts: readonly number[], i: number): number {
  if (i + 1 >= starts.length) return text.length;
  const next = starts[i + 1];
  // A CR right before an LF is one terminator with it.
  return text.charCodeAt(next - 2) === 13 && text.charCodeAt(next - 1) === 10 ? next - 2 : next - 1;
}
