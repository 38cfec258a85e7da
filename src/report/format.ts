// The three shapes a settlement is written in: aligned text for a terminal, Markdown, CSV for a spreadsheet.

export type SettleFormat = 'text' | 'md' | 'csv';
