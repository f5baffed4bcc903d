/**
 * Shows its children once the area's messages are loaded in the language shown (i18n/lazyAreas.ts), suspending
 * until then: put it around a screen whose labels live in a lazy area (routes.tsx does for declared resources).
 */
import { type ComponentType, type ReactNode, use } from 'react';
import { useI18nProvider, useLocaleState } from 'react-admin';
import { isAreaLoaded, type LazyArea, loadArea } from './lazyAreas';

const ready = new Map<string, Promise<void>>();

export function AreaMessages({ area, children }: { area: LazyArea; children: ReactNode }) {
  const [locale] = useLocaleState();
  const i18nProvider = useI18nProvider();
  if (!isAreaLoaded(area, locale)) {
    const key = `${area}:${locale}`;
    let promise = ready.get(key);
    if (!promise) {
      // Loaded, then the provider takes the messages in again (i18nProvider.ts merges the loaded areas).
      promise = loadArea(area, locale).then(() => i18nProvider.changeLocale(locale));
      promise.catch(() => ready.delete(key));
      ready.set(key, promise);
    }
    use(promise);
  }
  return <>{children}</>;
}

/** `Page` shown once its area's messages are loaded (an area's hand-written pages, src/layout/screens.ts). */
export function withAreaMessages(area: LazyArea, Page: ComponentType): ComponentType {
  return function PageWithMessages() {
    return (
      <AreaMessages area={area}>
        <Page />
      </AreaMessages>
    );
  };
}
