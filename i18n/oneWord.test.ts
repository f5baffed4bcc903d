/**
 * One Spanish word per concept: an English label reads the same in Spanish wherever it appears, in the console's
 * messages (en.ts/es.ts, react-admin's own in ra-es.ts included: they share the screen with ours, and every lazy
 * area of lazyAreas.ts) and in the server's tables (server/http/text.es.ts and each area's server/modules/<area>/text.es.ts), so a user never meets "Tax rates" as
 * two different Spanish words on two screens.
 */
import { describe, expect, it } from 'vitest';
import { es as serverEs } from '../server/http/text.es';
import { en } from './en';
import { es } from './es';
import { LAZY_AREAS } from './lazyAreas';

/** Each server area's own messages (server/modules/<area>/text.es.ts), beside the shared table. */
const serverAreas = import.meta.glob<Record<string, string>>('../server/modules/*/text.es.ts', { eager: true, import: 'spanish' });

type Tree = { [key: string]: string | Tree };
type Lang = 'en' | 'es';

/**
 * English labels whose Spanish legitimately varies with what it describes, each with the only forms allowed.
 * Keep it small: a label belongs here only when Spanish grammar, not a choice of words, makes the difference.
 */
const AGREEMENT: Record<string, { forms: string[]; why: string }> = {
  // Gender and number agree with the noun described (el dispositivo, la herramienta; the users' status filter
  // lists them in the plural: "Activos", "Inactivos", "Bloqueados").
  Active: { forms: ['Activo', 'Activa', 'Activos'], why: 'gender/number of the record described' },
  Inactive: { forms: ['Inactivo', 'Inactiva', 'Inactivos'], why: 'gender/number of the record described' },
  'Locked out': { forms: ['Bloqueado', 'Bloqueados'], why: 'a user’s flag; the users’ status filter in the plural' },
  Created: { forms: ['Creado', 'Creada'], why: 'el negocio / la orden de trabajo' },
  Updated: { forms: ['Actualizado', 'Actualizada'], why: 'el dispositivo / la orden de trabajo' },
  Added: { forms: ['Añadido', 'Añadida', 'Añadidas'], why: 'el archivo / la herramienta / las calificaciones' },
  Changed: { forms: ['Modificado', 'Modificadas'], why: 'a row of a list / the ratings a copy changes' },
  All: { forms: ['Todos', 'Todas'], why: 'los elementos / las categorías' },
  none: { forms: ['ninguno', 'ninguna'], why: 'ningún valor / ninguna hora, ninguna reparación' },
  // The English word is a verb on a button and an adjective on a state, which Spanish tells apart.
  Open: { forms: ['Abrir', 'Abierto', 'Abierta'], why: 'the action (Abrir) / el horario abierto, la incidencia abierta' },
  List: { forms: ['Listar', 'Lista'], why: 'react-admin’s action (Listar) / its list view’s title (Lista)' },
  // Spanish writes a language's name in lower case inside a sentence: chat's are put into "Traducción (%{language})".
  English: { forms: ['Inglés', 'inglés'], why: 'a label / inside a sentence' },
  Spanish: { forms: ['Español', 'español'], why: 'a label / inside a sentence' },
};

/** Every [key path, English, Spanish] of two twin trees, '||||' plural forms as one string. */
function pairs(enTree: Tree, esTree: Tree | undefined, prefix: string): [string, string, string][] {
  return Object.entries(enTree).flatMap(([key, value]): [string, string, string][] => {
    const twin = esTree?.[key];
    if (typeof value !== 'string') return pairs(value, typeof twin === 'object' ? twin : undefined, `${prefix}${key}.`);
    // A key missing in Spanish is keys.test.ts's to report.
    return typeof twin === 'string' ? [[`${prefix}${key}`, value.trim(), twin.trim()]] : [];
  });
}

/**
 * The server's nouns carry their article, to be composed into a sentence ('Product' → 'el producto', so
 * '{0} was not found.' reads 'No se encontró el producto.'): compared without it, in the English's case.
 */
function serverPair([english, spanish]: [string, string]): [string, string, string] {
  const bare = /^(the|a|an) /i.test(english) ? spanish : spanish.replace(/^(el|la|los|las) /, '');
  const cased = /^[A-Z]/.test(english) ? bare.charAt(0).toUpperCase() + bare.slice(1) : bare;
  return [`server: ${english}`, english.trim(), cased.trim()];
}

async function everyPair() {
  // Each area's tree walked on its own, not merged over the base (a merge would hide a resource both define).
  const areas = await Promise.all(
    Object.entries(LAZY_AREAS).map(async ([name, area]) => {
      const [enArea, esArea] = await Promise.all([area.en(), area.es()]);
      return pairs((enArea as unknown as Record<Lang, Tree>).en, (esArea as unknown as Record<Lang, Tree>).es, `${name}: `);
    }),
  );
  return [...pairs(en as unknown as Tree, es as unknown as Tree, ''), ...areas.flat(), ...[serverEs, ...Object.values(serverAreas)].flatMap((table) => Object.entries(table).map(serverPair))];
}

describe('one Spanish word per concept', () => {
  it('gives each English label one Spanish translation everywhere', async () => {
    const spanishOf = new Map<string, Map<string, string[]>>();
    for (const [key, english, spanish] of await everyPair()) {
      const translations = spanishOf.get(english) ?? new Map<string, string[]>();
      translations.set(spanish, [...(translations.get(spanish) ?? []), key]);
      spanishOf.set(english, translations);
    }
    const twice = [...spanishOf]
      .filter(([english, translations]) => translations.size > 1 && !(english in AGREEMENT && [...translations.keys()].every((s) => AGREEMENT[english].forms.includes(s))))
      .map(([english, translations]) => `"${english}": ${[...translations].map(([spanish, keys]) => `"${spanish}" (${keys.join(', ')})`).join(' / ')}`);
    expect(twice).toEqual([]);
  });

  it('keeps the allowed forms to labels that still need them', async () => {
    const all = await everyPair();
    for (const [english, { forms }] of Object.entries(AGREEMENT)) {
      const used = new Set(all.filter(([, e]) => e === english).map(([, , s]) => s));
      expect(used.size, `"${english}" has one Spanish form now: drop it from AGREEMENT`).toBeGreaterThan(1);
      for (const form of forms) expect(used, `"${english}" → "${form}" is no longer used: drop it`).toContain(form);
    }
  });
});
