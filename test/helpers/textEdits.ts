// Applying edits to a text the way an editor applies one workspace edit to one document (edits do not overlap).

interface Position {
  line: number;
  character: number;
}

interface Edit {
  range: { start: Position; end: Position };
  newText: string;
}

export function applyEdits(text: string, edits: readonly Edit[]): string {
  const lines = text.split('\n');
  const offset = (p: Position) => {
    let o = 0;
    for (let i = 0; i < Math.min(p.line, lines.length); i++) o += lines[i].length + 1;
    return p.line >= lines.length ? text.length : o + Math.min(p.character, lines[p.line].length);
  };
  const sorted = [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  let out = text;
  for (const e of sorted) out = out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end));
  return out;
}

/** The text a range covers (line breaks as `\n`). */
export function textIn(text: string, range: Edit['range']): string {
  return text
    .split('\n')
    .slice(range.start.line, range.end.line + 1)
    .map((l, i, all) =>
      l.slice(i === 0 ? range.start.character : 0, i === all.length - 1 ? range.end.character : undefined),
    )
    .join('\n');
}
