// Word wrap for the hand-laid texts of the command line's help: a paragraph assembled from parts (a game's clause)
// is broken at spaces into lines of at most `width` columns, as the help's hand-wrapped paragraphs are.

/**
 * `text` broken greedily at single spaces into lines of at most `width` characters (79: the help's lines stay
 * short of 80 columns; a word longer than that stands alone on its line). `first` starts the first line and
 * `indent` every later one; both count toward the width.
 * Line breaks already in `text` stay, each line wrapped on its own.
 */
export function wrap(text: string, width = 79, first = '', indent = ''): string {
  const out: string[] = [];
  let line = first;
  let empty = true;
  const flush = () => {
    out.push(line);
    line = indent;
    empty = true;
  };
  text.split('\n').forEach((part, i) => {
    if (i > 0) flush();
    for (const word of part.split(' ').filter((w) => w !== '')) {
      if (!empty && line.length + 1 + word.length > width) flush();
      line += (empty ? '' : ' ') + word;
      empty = false;
    }
  });
  out.push(line);
  return out.join('\n');
}
