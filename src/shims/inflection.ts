/**
 * The part of the `inflection` package react-admin calls (resource and field names made into default labels), for
 * English nouns as this console names its resources: some 0.5 KB in place of 3.4 KB gzip of rule tables on every
 * screen. vite.config.ts aliases the package to this module; inflection.test.ts checks that it answers as the package
 * does for every declared resource's name and field.
 */
const UNCOUNTABLE = new Set(['equipment', 'information', 'money', 'series', 'species', 'news', 'sheep', 'fish', 'hardware', 'software']);

const apply = (word: string, rules: [RegExp, string][]) => {
  if (UNCOUNTABLE.has(word.toLowerCase())) return word;
  const rule = rules.find(([pattern]) => pattern.test(word));
  return rule ? word.replace(rule[0], rule[1]) : word;
};

const PLURAL: [RegExp, string][] = [
  [/(quiz)$/i, '$1zes'],
  [/(matr|vert|ind)(ix|ex)$/i, '$1ices'],
  [/([^aeiouy]|qu)y$/i, '$1ies'],
  [/(x|ch|ss|sh|zz)$/i, '$1es'],
  [/(status|alias|bus)$/i, '$1es'],
  [/(person)$/i, 'people'],
  [/s$/i, 's'],
  [/$/, 's'],
];
const SINGULAR: [RegExp, string][] = [
  [/(quiz)zes$/i, '$1'],
  [/(matr)ices$/i, '$1ix'],
  [/(vert|ind)ices$/i, '$1ex'],
  [/(status|alias|bus)(es)?$/i, '$1'],
  [/(x|ch|ss|sh|zz)es$/i, '$1'],
  [/([^aeiouy]|qu)ies$/i, '$1y'],
  [/(people)$/i, 'person'],
  [/(ss)$/i, '$1'],
  [/s$/i, ''],
];

export const pluralize = (word: string, plural?: string) => plural ?? apply(word, PLURAL);
export const singularize = (word: string, singular?: string) => singular ?? apply(word, SINGULAR);
export const inflect = (word: string, count: number, singular?: string, plural?: string) =>
  Number.isNaN(count) ? word : count === 1 ? singularize(word, singular) : pluralize(word, plural);
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
export const underscore = (text: string) => text.replace(/([A-Z])/g, '_$1').replace(/^_/, '').toLowerCase();
export const humanize = (text: string, lowFirstLetter?: boolean) => {
  const words = text.toLowerCase().replace(/(_ids|_id)$/g, '').replace(/_/g, ' ');
  return lowFirstLetter ? words : capitalize(words);
};
const STEPS: Record<string, (text: string) => string> = { pluralize, singularize, capitalize, underscore, humanize };
export const transform = (text: string, steps: string[]) => steps.reduce((out, step) => STEPS[step]?.(out) ?? out, text);
