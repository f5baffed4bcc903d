import * as real from 'inflection/lib/inflection.js';
import { resources } from '../declare/allResources';
import * as shim from './inflection';

const names = resources.map((r) => r.name);
// As getFieldLabelTranslationArgs makes a field's default label: the source's last part, dots as spaces.
const sources = [...new Set(resources.flatMap((r) => r.fields.map((f) => f.source.replace(/\./g, ' '))))];

test.each(names)('resource %s: singular, plural and label as inflection makes them', (name) => {
  for (const count of [1, 2, Number.NaN]) expect(shim.humanize(shim.inflect(name, count))).toBe(real.humanize(real.inflect(name, count)));
  expect(shim.singularize(name)).toBe(real.singularize(name));
  expect(shim.pluralize(shim.singularize(name))).toBe(real.pluralize(real.singularize(name)));
  expect(shim.capitalize(name)).toBe(real.capitalize(name));
});

test("every declared field's default label is inflection's", () => {
  expect(sources.length).toBeGreaterThan(100);
  for (const source of sources) expect([source, shim.transform(source, ['underscore', 'humanize'])]).toEqual([source, real.transform(source, ['underscore', 'humanize'])]);
});

test('the words English makes irregular', () => {
  for (const word of ['status', 'address', 'category', 'box', 'match', 'key', 'person', 'series', 'quiz', 'index']) {
    expect([word, shim.pluralize(word)]).toEqual([word, real.pluralize(word)]);
    expect([word, shim.singularize(real.pluralize(word))]).toEqual([word, real.singularize(real.pluralize(word))]);
  }
});
