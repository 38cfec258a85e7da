// Formatting is Prettier's job, not a review topic. 120 columns: the rule tables and messages of a
// scoring engine read better on one line than wrapped at 80, and 120 still fits beside a panel.
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
};
