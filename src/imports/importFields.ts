/**
 * The fields a list imports (issue 34), from its declaration: each as the contract's ImportField (how a column's text
 * is read), its rules in words, its cell in the template's example row; and the checks of a column mapping.
 */
import type { ImportField } from '../../contract/imports';
import { IMPORT_LISTS } from '../../contract/importLists';
import type { FieldDef, FieldKind, ResourceDescriptor } from '../declare/defineResource';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field the wizard offers: its declaration and how the server reads its column. */
export interface Importable {
  def: FieldDef;
  field: ImportField;
}

/**
 * How each declared kind is read; a kind not here (lookupMany, lookupPercent, business) is not imported. An option of
 * one value (a country, a state, a time zone) is read as the code it is saved as ('US', 'TX'). A password or a secret
 * (a new login's, an activation card's) is read as text: no export writes one, so a new record's comes from a column
 * of the file's own, and an empty cell leaves a record's as it is.
 */
const KINDS: Partial<Record<FieldKind, ImportField['kind']>> = {
  text: 'text',
  secret: 'text',
  password: 'text',
  email: 'text',
  integer: 'integer',
  decimal: 'number',
  currency: 'money',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  lookup: 'lookup',
  option: 'text',
};

/** A choice's names as a cell may hold them: its label in the console's language, and its name as declared. */
const choiceNames = (name: string, translate: Translate) => [...new Set([translate(name, { _: name }), name])];

/**
 * The field as the server reads it, or null when it is not imported (a computed column, a field no form shows, an
 * option picked by a search, whose column holds a name only a search finds: an activation card's device). An option's
 * `compute` only names its choice (a recommendation's make): its column is read as the choice; one kept as a list of
 * one (a platform user's role) is read as the choice put in that list.
 */
export function importField(def: FieldDef, translate: Translate): ImportField | null {
  const kind = KINDS[def.kind];
  if (!kind || (def.compute && !def.options) || def.form === false || def.options?.many || def.options?.search) return null;
  if (def.choices) return { source: def.source, kind: 'choice', choices: def.choices.map((c) => ({ id: c.id, names: choiceNames(c.name, translate) })) };
  if (kind === 'lookup') return def.lookup ? { source: def.source, kind, lookup: def.lookup, ...(def.lookupBy && { lookupBy: { field: def.lookupBy.field, keys: { ...def.lookupBy.keys } } }) } : null;
  return { source: def.source, kind };
}

/** The list's importable fields, in their declared order; those its owner fixes (`fixed`: a state's country) left out. */
export function importableFields(descriptor: ResourceDescriptor, translate: Translate, fixed: readonly string[] = []): Importable[] {
  return descriptor.fields.flatMap((def) => {
    const field = fixed.includes(def.source) ? null : importField(def, translate);
    return field ? [{ def, field }] : [];
  });
}

/** A field's label in the console's language; a name the declaration does not hold stays as it is. */
export function fieldLabel(descriptor: ResourceDescriptor, source: string, translate: Translate): string {
  return descriptor.fields.some((f) => f.source === source) ? translate(`resources.${descriptor.name}.fields.${source}`) : source;
}

/** The labels of the fields that find the record a row updates (contract/imports.ts IMPORT_LISTS). */
export function naturalKey(descriptor: ResourceDescriptor, translate: Translate): string {
  const key: readonly string[] = IMPORT_LISTS[descriptor.name as keyof typeof IMPORT_LISTS]?.key ?? [];
  return key.map((source) => fieldLabel(descriptor, source, translate)).join(' + ');
}

/** At most this many choices are named in a field's rules. */
const CHOICES_NAMED = 5;

/** What a column of the field must hold, in words: its kind, then its rules (required, length, range, choices). */
export function fieldRules({ def, field }: Importable, translate: Translate): string {
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.imports.rules.${key}`, options);
  const names = (field.choices ?? []).map((c) => c.names[0]);
  const shown = names.length > CHOICES_NAMED ? [...names.slice(0, CHOICES_NAMED), '…'] : names;
  return [
    translate(`resources.imports.kinds.${field.kind}`),
    def.required && t('required'),
    def.maxLength !== undefined && t('max_length', { max: def.maxLength }),
    def.min !== undefined && t('min', { min: def.min }),
    def.max !== undefined && t('max', { max: def.max }),
    shown.length > 0 && t('one_of', { names: shown.join(', ') }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A date as YYYY-MM-DD, in the browser's time zone. */
export const isoDate = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

/** The template's example cell of a field: its default, else a plausible value of its kind; a lookup's is left empty. */
export function exampleCell({ def, field }: Importable, translate: Translate, today: Date): string {
  const choice = (id: unknown) => field.choices?.find((c) => String(c.id) === String(id))?.names[0];
  const given = def.default;
  if (given !== undefined && given !== null) {
    if (field.kind === 'boolean') return translate(given ? 'app.format.yes' : 'app.format.no');
    return choice(given) ?? String(given);
  }
  switch (field.kind) {
    case 'choice':
      return field.choices?.[0]?.names[0] ?? '';
    case 'boolean':
      return translate('app.format.yes');
    case 'integer':
      return '1';
    case 'number':
    case 'money':
      return '10.50';
    case 'date':
      return isoDate(today);
    case 'datetime':
      return `${isoDate(today)} 09:00`;
    case 'lookup':
      return '';
    default:
      return (def.kind === 'email' ? 'name@example.com' : translate('resources.imports.template.example')).slice(0, def.maxLength);
  }
}

/** The fields chosen for more than one column (by source, each once). */
export function mappedTwice(mapping: readonly (string | null)[]): string[] {
  const chosen = mapping.filter((m): m is string => m !== null);
  return [...new Set(chosen.filter((source, i) => chosen.indexOf(source) !== i))];
}

/** A sheet's columns matched to the fields as the server found them (by header), a field the wizard does not offer left out. */
export function initialMapping(matches: readonly (string | null)[], fields: readonly Importable[]): (string | null)[] {
  return matches.map((m) => (m !== null && fields.some((f) => f.field.source === m) ? m : null));
}

/** At most this many choices are sent for a field (Import/Check's bound): a longer list is read as codes. */
const MOST_CHOICES = 500;

/** A field's choices, each by its id (as the field holds it) and its name in the console's language and in English. */
type ChoicesOf = (def: FieldDef) => { here: { id: number | string; name: string }[]; english: { id: number | string; name: string }[] } | undefined;

/**
 * The fields with their options' choices: an option of one value from a whole list (a country, a time zone) is read as
 * any of its names, in either language, or its code ('United States', 'Estados Unidos', 'US'), as the list's export
 * writes it; an option narrowed by another field (a state, by its country) or searched stays its code.
 */
export function withOptionChoices(fields: Importable[], choicesOf: ChoicesOf): Importable[] {
  return fields.map((f) => {
    if (f.def.kind !== 'option' || f.field.kind !== 'text') return f;
    const loaded = choicesOf(f.def);
    if (!loaded || loaded.here.length === 0 || loaded.here.length > MOST_CHOICES) return f;
    const choices = loaded.here.map((c) => ({
      id: c.id,
      names: [...new Set([c.name, loaded.english.find((e) => e.id === c.id)?.name ?? c.name, String(c.id)])],
    }));
    const inList = f.def.options?.oneInList ? { inList: f.def.options.id } : {};
    return { ...f, field: { source: f.field.source, kind: 'choice' as const, choices, ...inList } };
  });
}

/** The option fields whose choices are a whole list: loaded for withOptionChoices. */
export const optionFields = (fields: Importable[]) => fields.filter((f) => f.def.kind === 'option' && f.def.options && !f.def.options.search && !f.def.options.narrowBy).map((f) => f.def);
