/**
 * The contract's validation messages (contract/refusal.ts) in Spanish. zod reports
 * a refusal as English text with its values in place; the refusal's source is
 * found by matching that text against every source, the most specific first,
 * and its values, when they are refusals themselves (nouns such as 'a device'),
 * are translated too.
 */
import { refusalSources } from '../../contract/refusal';
import { es } from './text.es';

interface Matcher {
  source: string;
  pattern: RegExp;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let matchers: Matcher[] = [];

function currentMatchers(): Matcher[] {
  if (matchers.length !== refusalSources.size) {
    matchers = [...refusalSources]
      .map((source) => ({ source, pattern: new RegExp(`^${source.split(/\{\d+\}/).map(escapeRegExp).join('(.*?)')}$`, 's') }))
      // The most literal text first: 'must be one of {0}' before '{0}'.
      .sort((a, b) => b.source.replace(/\{\d+\}/g, '').length - a.source.replace(/\{\d+\}/g, '').length);
  }
  return matchers;
}

/** The Spanish of a contract refusal's English text; undefined when it is not one, or has no translation. */
export function spanishRefusal(message: string): string | undefined {
  for (const { source, pattern } of currentMatchers()) {
    const found = pattern.exec(message);
    if (!found) continue;
    const template = es[source];
    if (template === undefined) return undefined;
    const values = found.slice(1).map((value) => spanishRefusal(value) ?? value);
    return template.replace(/\{(\d+)\}/g, (_: string, i: string) => values[Number(i)] ?? '');
  }
  return undefined;
}
