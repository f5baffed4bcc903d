/**
 * A catalogue kept in the generic lookup store (`lookup/ByKey`, `lookup/Upsert`):
 * a new lookup type is a declaration with no server change. Its key and field rules are the lookup type
 * (contract/lookupTypes.ts), which the server holds every item to; the console adds the icon and what only
 * the screen needs (help, an option list), field by field, and the item's Spanish beside its text when the type's
 * items are translated.
 */
import { lookupContract } from '../../contract/lookup';
import { lookupText, type TranslatedText } from '../../contract/lookupText';
import { LOOKUP_TEXT_MAX, type LookupItemField, type LookupType } from '../../contract/lookupTypes';
import type { ScreenPath } from '../../contract/permissions';
import { defineResource, type FieldDef, type ResourceDeclaration, type ResourceDescriptor } from './defineResource';
import { defineEntry, type EntryDeclaration } from './resourceEntry';

/**
 * An item's Spanish, typed beside its English `text` (issue 31): the console's one language besides English. Empty,
 * the item reads in English in Spanish too. Its label is `resources.<name>.fields.translations.es`. Not sortable: the
 * lookup lists are sorted in the console by a row's own top-level fields (dataProvider/adapter.ts pageArray).
 */
export const SPANISH_TEXT: FieldDef = { source: 'translations.es', kind: 'text', maxLength: LOOKUP_TEXT_MAX, sortable: false };

/** An `option` field's choice named by a lookup item's text in the console's language (FieldOptions.label). */
export const lookupItemLabel = (row: Record<string, unknown>, locale = 'en') => lookupText(row as unknown as TranslatedText, locale);

/** `fields` with the Spanish text right after the English one, for a type whose items are translated. */
export function withSpanishText(fields: FieldDef[], translated = true): FieldDef[] {
  if (!translated) return fields;
  const after = fields.findIndex((f) => f.source === 'text') + 1;
  return [...fields.slice(0, after), SPANISH_TEXT, ...fields.slice(after)];
}

export interface LookupDeclaration extends Omit<ResourceDeclaration, 'endpoints' | 'path' | 'showAllFilter' | 'name' | 'fields'> {
  /** The type's name, when given (its entry's, src/declare/resourceEntry.ts lookupEntry): held to the type's. */
  name?: string;
  /** Defaults to `admin/catalogues/<name in lower case>`. */
  path?: ScreenPath;
  /** What the screen adds to a declared field, by source: its help, or a kind shown otherwise (`option`); never its rules. */
  fields?: Partial<Record<LookupItemField, Omit<Partial<FieldDef>, 'source' | 'required' | 'maxLength' | 'min' | 'max'>>>;
}

/** The console's fields of a lookup type: its rules, with what the screen adds. */
export function lookupFields(type: LookupType, more: LookupDeclaration['fields'] = {}): FieldDef[] {
  for (const source of Object.keys(more)) {
    if (!type.fields.some((f) => f.source === source)) throw new Error(`${type.key} declares no field ${source} (contract/lookupTypes.ts)`);
  }
  return withSpanishText(
    type.fields.map((rule) => ({ ...rule, ...more[rule.source] })),
    type.translated !== false,
  );
}

export function defineLookupResource(type: LookupType & { name: string }, { name: entryName, path, fields, ...declaration }: LookupDeclaration): ResourceDescriptor {
  const { key, name } = type;
  if (entryName !== undefined && entryName !== name) throw new Error(`The entry ${entryName} names the lookup type ${name} (contract/lookupTypes.ts)`);
  return defineResource({
    name,
    fields: lookupFields(type, fields),
    path: path ?? lookupPath(name),
    showAllFilter: 'showAll',
    defaultSort: { field: 'text', order: 'ASC' },
    endpoints: {
      list: {
        endpoint: lookupContract.byKey,
        shape: 'array',
        serverFilters: ['showAll'],
        input: ({ filter }) => ({ body: { key, showAll: Boolean(filter?.showAll) } }),
      },
      save: { endpoint: lookupContract.upsert, fixed: { key } },
    },
    ...declaration,
  }, { fieldRules: 'contract' });
}

/** The URL of a lookup type's screen unless it names its own. */
export const lookupPath = (name: string): ScreenPath => `admin/catalogues/${name.toLowerCase()}`;

/**
 * The entry of a lookup type's screen (./resourceEntry.ts; its declaration: defineLookupResource): a table named
 * by its items' text. Here rather than in ./resourceEntry.ts: the console's own chunk then holds this module and
 * what it imports, which the lookup declarations' chunks share (else the bundler's shared chunk takes this module
 * and imports the console's chunk back: a cycle, refused by vite.config.ts).
 */
export const lookupEntry = ({ path, ...entry }: Omit<EntryDeclaration, 'path' | 'recordRepresentation'> & { path?: ScreenPath }) =>
  defineEntry({ recordRepresentation: 'text', path: path ?? lookupPath(entry.name), ...entry });
