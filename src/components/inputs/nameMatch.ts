/**
 * How a text typed in a picker finds a choice: every word typed occurs in one of its names (the one shown, or
 * another it is known by: its name in the other language, its code), whatever the case and the accents, so
 * "can" finds Canada, "canada" finds Canadá and "mexico" finds México.
 */

export interface NamedChoice {
  id: number | string;
  name: string;
  /** The other names it is found by. */
  aka?: string[];
}

/** Lower case without accents: what two names are compared as. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether `typed` finds `choice`; `exact`: whether it is one of its names whole. */
export function matchesName(choice: NamedChoice, typed: string, exact = false): boolean {
  const names = [choice.name, ...(choice.aka ?? [])].map(fold);
  const wanted = fold(typed).trim();
  if (exact) return names.includes(wanted);
  const words = wanted.split(/\s+/).filter(Boolean);
  return names.some((name) => words.every((word) => name.includes(word)));
}
