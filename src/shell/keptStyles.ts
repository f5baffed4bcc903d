/**
 * The console's styles kept for the next visit. MUI styles through emotion, which turns each component's styles into
 * CSS (stylis) and inserts it rule by rule while a screen is first drawn: on a phone's CPU a third of the first
 * screen's main-thread time. When the page is left, the rules emotion inserted are kept in the browser's storage; the
 * next visit puts them back before the console loads, in the form emotion takes from a server's render (a style
 * element naming the styles it holds), and emotion skips every style it finds there. A style's name is a hash of its
 * CSS, so a kept rule is right for any build that uses that name; names no build uses any more are dropped when the
 * kept text outgrows LIMIT.
 */
import { storage } from '../../authProvider/storage';

type Kept = { ids: string; css: string };
/** Characters of CSS kept at most (the five screens staff open most come to some 130,000). */
const LIMIT = 600_000;

/** emotion's sheets of the console's styles (key `css`), not those of its global styles (`css-global`). */
const emotionStyles = () => [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"], style[data-emotion^="css "]')];

/** Called before the console's code is loaded: emotion reads the element when it starts. */
export function putStylesBack(): void {
  const kept = storage.get<Kept>('styles');
  if (!kept?.ids || emotionStyles().length > 0) return;
  const style = document.createElement('style');
  style.setAttribute('data-emotion', `css ${kept.ids}`);
  style.textContent = kept.css;
  document.head.appendChild(style);
}

function keep(): void {
  const rules = emotionStyles().flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
  if (rules.length === 0) return;
  // The rules inserted by this visit come last: when the text is over LIMIT, the oldest kept ones are left.
  let from = rules.length;
  for (let size = 0; from > 0 && size + rules[from - 1].length <= LIMIT; from--) size += rules[from - 1].length;
  const ids = new Set<string>();
  for (const rule of rules.slice(from)) {
    const id = /\.css-([\w-]+)/.exec(rule)?.[1];
    if (id) ids.add(id);
  }
  try {
    storage.set('styles', { ids: [...ids].join(' '), css: rules.slice(from).join('') } satisfies Kept);
  } catch {
    // Storage full or refused: the next visit makes its styles as emotion always did.
  }
}

/** When the page is hidden: the last moment a browser promises a page on a phone, and it comes on leaving too. */
export function keepStylesWhenLeaving(): void {
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && keep());
}
