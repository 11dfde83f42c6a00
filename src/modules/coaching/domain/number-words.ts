/**
 * Numbers written as words, one table for every reader of them: the quantities a resume states
 * ('a team of twelve', 'twenty-five percent', 'two million dollars'), the years of experience it
 * claims ('eight years') and the figures an answer gives ('three weeks').
 */
const BELOW_TWENTY = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

export const NUMBER_WORDS: Readonly<Record<string, number>> = Object.fromEntries([
  ...BELOW_TWENTY.map((word, i) => [word, i + 1] as const),
  ...TENS.map((word, i) => [word, (i + 2) * 10] as const),
  ['dozen', 12],
  ['hundred', 100],
  ['thousand', 1e3],
  ['million', 1e6],
  ['billion', 1e9],
  ['trillion', 1e12],
]);

/**
 * A number below a hundred in words, as a pattern without capturing groups: 'seven', 'twelve',
 * 'forty', 'twenty-five', 'thirty two'. Fixed word lists only, so it matches in linear time.
 */
export const SPELLED_NUMBER = `(?:(?:${TENS.join('|')})(?:[- ](?:${BELOW_TWENTY.slice(0, 9).join('|')}))?|${BELOW_TWENTY.join('|')})`;

/** The value of a number in words ('twenty-five' -> 25, 'dozen' -> 12); undefined for other text. */
export function valueInWords(text: string): number | undefined {
  let sum = 0;
  for (const word of text.toLowerCase().split(/[- ]/)) {
    const value = NUMBER_WORDS[word];
    if (value === undefined) return undefined;
    sum += value;
  }
  return sum;
}
