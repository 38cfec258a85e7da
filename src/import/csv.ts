// CSV as spreadsheet programs write it: `,`, `;` or a tab between fields (the most frequent one in the first line
// outside quotes), fields in double quotes with `""` inside, line breaks inside quotes, CRLF or LF.

export interface CsvSheet {
  rows: string[][];
  separator: ',' | ';' | '\t';
  /** Whether numbers use the decimal comma: a `;` or tab file (German and French exports). */
  decimalComma: boolean;
}

function separatorOf(text: string): CsvSheet['separator'] {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) {
      if (counts[','] + counts[';'] + counts['\t'] > 0) break;
    } else if (!quoted && (c === ',' || c === ';' || c === '\t')) counts[c]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

/** The rows of a CSV text (a leading byte order mark is dropped); blank lines are kept as empty rows. */
export function readCsv(input: string): CsvSheet {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i++;
      continue;
    }
    if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (c === '\r' && text[i + 1] === '\n') i++;
    } else field += c;
    i++;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const decimalComma =
    separator === ';' || (separator === '\t' && rows.some((r) => r.some((f) => /^\s*[+-]?\d+,\d+\s*$/.test(f))));
  return { rows, separator, decimalComma };
}
