import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { i18nProvider } from '../../i18n/i18nProvider';
import { LAZY_AREAS, type LazyArea, loadArea } from '../../i18n/lazyAreas';
import { loadSpanish } from '../../i18n/spanish';

// The components are tested outside the screens that load their message areas (AreaMessages): every area is
// loaded up front, in both languages, and the provider takes them in. The browser tests load them as users do.
// Inputs and views load lazily (their first render waits on an import): on a busy 2-core machine that can take
// longer than Testing Library's 1 s default, so every component test waits up to 10 s for what it looks for.
configure({ asyncUtilTimeout: 10_000 });

await loadSpanish();
await Promise.all((Object.keys(LAZY_AREAS) as LazyArea[]).flatMap((area) => [loadArea(area, 'en'), loadArea(area, 'es')]));
await i18nProvider.changeLocale('en');
