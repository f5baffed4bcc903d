/**
 * The Spanish messages, loaded the first time they are needed: by the shell
 * before it starts the console for a user who chose Spanish (src/main.tsx), or
 * when the language is switched (i18nProvider.ts). English users never fetch them.
 */
import type { en } from './en';

let loaded: typeof en | undefined;

/** The Spanish messages if already loaded. */
export const spanishIfLoaded = () => loaded;

export async function loadSpanish(): Promise<typeof en> {
  loaded ??= (await import('./es')).es;
  return loaded;
}
