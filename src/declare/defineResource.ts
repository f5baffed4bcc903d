/**
 * A resource is declared once: its fields, its endpoint-table entry, its URL
 * and icon. From that come the list (columns, sorting, search, CSV export of
 * the visible columns), the create and edit forms with validation, the menu
 * entry and the i18n keys `resources.<name>.fields.<source>`.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { RaRecord, TranslateFunction } from 'react-admin';
import type { Endpoint } from '../../contract/define';
import type { LookupKey } from '../../contract/lookupKeys';
import { type InputRules, rowRules } from '../../contract/keys';
import type { ScreenPath } from '../../contract/permissions';
import type { LazyArea } from '../../i18n/lazyAreas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLengthOk } from '../../contract/passwordPolicy';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { ResourceEndpoints } from '../../dataProvider/endpoints';
import type { CallInput } from '../../dataProvider/http';
import { type FieldPath, withValue } from './fieldPath';

export type FieldKind =
  | 'text'
  | 'email'
  /** Write only: sent when typed, never shown; held to the password policy's length (contract/passwordPolicy.ts). */
  | 'password'
  /** A stored secret (an activation card's password): never a list column nor a CSV cell; typed masked, revealed on demand. */
  | 'secret'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  /** An amount of money: shown and typed with its currency's symbol, 2 decimals and the language's thousands separator (src/components/money.ts). */
  | 'currency'
  /** One item of a lookup type (`lookup` names the key). */
  | 'lookup'
  /** Several items of a lookup type. */
  | 'lookupMany'
  /** Several items of a lookup type, each with a percent adding up to at most 100 (a business's manufacturers). */
  | 'lookupPercent'
  /** A business, picked by type-ahead. */
  | 'business'
  /** One of the rows a call answers (`options` names the call): a platform user's role. */
  | 'option';

/** Choices fetched from a call: each row's `id` and `name` keys give the choice (`{ Id, Name }` for roles). */
export interface FieldOptions {
  endpoint: Endpoint;
  input?: CallInput;
  id: string;
  name: string;
  /** The value is a list of one `{ [id], [name] }` row rather than the id (a platform user's Roles, spec §6). */
  oneInList?: boolean;
  /**
   * The call searches a long list (devices): the choices are fetched as the user types, this query parameter
   * carrying the text; the current value is named by the field's `nameSource`.
   */
  search?: string;
  /**
   * A choice's name made from its row, when one key does not name it (a device model: manufacturer, brand, model);
   * given the console's language where the name has one per language (a country).
   */
  label?: (row: Record<string, unknown>, locale?: string) => string;
  /** The other names a row is found by when typed in a picker: a country's name in every language and its code. */
  aka?: (row: Record<string, unknown>) => string[];
  /**
   * The choices narrow to the value of another field of the same form (a state to its country's): that value
   * goes with the call as query parameter `param`; without one, every row comes.
   */
  narrowBy?: { source: string; param: string };
  /** The value is a list of ids, several rows picked (a device file's target models). */
  many?: boolean;
}

export interface FieldDef {
  source: string;
  kind: FieldKind;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** The value a new record starts with. */
  default?: unknown;
  /** Shown as a list column (default true). */
  list?: boolean;
  /** A list column hidden until the user shows it with the column chooser. */
  hidden?: boolean;
  /** Shown in the create and edit forms (default true). */
  form?: boolean;
  /** i18n key of the field's help, shown as a tooltip. */
  help?: string;
  /** For `lookup` and `lookupMany`: the lookup key the choices come from. */
  lookup?: LookupKey;
  /** Shown in forms only when this says so (a billing address only when it differs from the primary one). */
  visibleWhen?: (values: Record<string, unknown>) => boolean;
  /** A list filter offered by the filter button (the advanced search) rather than always shown. */
  advanced?: boolean;
  /** Choices given in place (id → i18n key, or a plain name), for fixed sets. */
  choices?: { id: number | string; name: string }[];
  /** For `option`: the call the choices come from. */
  options?: FieldOptions;
  /** For `business` and searched `option`s: the record's field holding the current value's name, shown before any search. */
  nameSource?: string;
  /**
   * A list column (and CSV cell) computed from the row, for a value with no field of its own (a full name); words
   * in the console's language take its `translate` (given by the list cell and the CSV, not by every caller).
   */
  compute?: (record: Record<string, unknown>, translate?: TranslateFunction) => unknown;
  /** Whether the list sorts by this column (default true); false for columns the server cannot order by. */
  sortable?: boolean;
  /**
   * For `lookup`: the key chosen by another of the record's fields instead of `lookup`, by that field's value (a
   * product, or a product add when `isAdd`: `{ field: 'isAdd', keys: { true: 'product.add' } }`). Declared, not
   * computed, so that an import reads a row's cell under the key its row chooses (contract/imports.ts).
   */
  lookupBy?: { field: string; keys: Readonly<Record<string, LookupKey>> };
  /** A rule that needs the whole record (a report template's placeholders depend on its area): an i18n key with its arguments, or null. */
  check?: (value: unknown, record: Record<string, unknown>) => FieldProblem | null;
  /** The cell of this field in the inline-editable list, written by hand (a report template's text with its editor). */
  cell?: ComponentType<CellEditorProps>;
  /** A text typed over several lines (a disclaimer). */
  multiline?: boolean;
  /**
   * Its list cell's text, when not one line cut short to leave the others room (the default): `paragraph`, a long
   * text wrapped, at least 200 px wide (the audit log's change in words); `wrap`, the whole text wrapped at its words
   * (an audit log's type and vehicle beside that paragraph); `whole`, one line never cut (a short label: who, and
   * the Activity's action and record type).
   */
  fit?: 'paragraph' | 'wrap' | 'whole';
  /** Its list cell links to this path of the row (an Activity entry's record), when there is one. */
  link?: (record: Record<string, unknown>) => string | null;
  /** The value is one record's only (a device's serial number): the record already holding it is found as it is typed. */
  unique?: UniqueLookup;
  /**
   * For `currency`: whose currency the amount is in, its symbol shown instead of the default $ — the record's own
   * field holding an item of billing.currency (`source`), or the billing currency of the business a field names
   * (`businessBilling`: a discount's). Shown by the inputs; a list cell and the CSV show the default.
   */
  currency?: { source: string } | { businessBilling: string };
  /** For `currency`: the amount is a percent instead when this says so (a discount of the percent type). */
  percentWhen?: (record: Record<string, unknown>) => boolean;
}

/**
 * How a unique value's holder is found: `endpoint` called with the value as query parameter `param` answers the
 * record holding it (404 when none does); the input then names it (`name`) with a link to it (`path`), and the
 * form is not saved while another record holds the value.
 */
export interface UniqueLookup {
  endpoint: Endpoint;
  param: string;
  name: (holder: Record<string, unknown>) => string;
  path: (holder: Record<string, unknown>) => string;
}

export type FieldProblem = { message: string; args?: Record<string, unknown> };

/** What a hand-written cell of the inline-editable list gets. */
export interface CellEditorProps {
  field: FieldDef;
  record: RaRecord;
  value: unknown;
  label: string;
  error: boolean;
  onChange: (value: unknown) => void;
}

export interface ResourceDescriptor {
  name: string;
  /** The console URL of its list, as the spec writes it (`admin/makes`): under a path of spec §6's table (contract/permissions.ts). */
  path: ScreenPath;
  icon: SvgIconComponent;
  fields: FieldDef[];
  endpoints: ResourceEndpoints;
  recordRepresentation: string;
  /** `table`: a list with create and edit pages; `editable`: rows edited in place and saved together. */
  view: 'table' | 'editable';
  /** Shown when a list row is expanded (a partner's tree). */
  expand?: ComponentType;
  /** The alert that heads the failed rows of a save (the spec's discount alert differs). */
  failureAlert?: string;
  /** List filters besides the search box, always shown. */
  filters?: FieldDef[];
  /**
   * The field holding each record's place in the list (`sortOrder`): an inline-editable list then shows its rows
   * in that order and lets them be moved by drag or keyboard, renumbering the field and flagging the moved rows changed.
   */
  orderField?: string;
  /** The list has a search box (default true); false where its call takes no search (the opening-hours audit log). */
  searchable?: boolean;
  /** A filter that, when true, also lists inactive records (`showAll`). */
  showAllFilter?: string;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Shown only inside another resource's page (a country's states): no URL of its own. */
  embedded?: boolean;
  /** Rows can be selected (spec §4: the checked flags), the selection cleared on every load; the selected rows can be exported. */
  selectable?: boolean;
  /**
   * Views written by hand where the spec asks for more than a declaration gives (the business tabs).
   * `form`: the create and edit forms' content only; the declared pages still load, save (pessimistically),
   * report stale edits and redirect.
   */
  views?: {
    list?: ComponentType;
    create?: ComponentType;
    /** Given the declaration, which a detail then need not import (its module is loaded by the declaration). */
    edit?: ComponentType<{ id: string; descriptor: ResourceDescriptor }>;
    form?: ComponentType<{ descriptor: ResourceDescriptor }>;
  };
  /** Shown under the edit form (a country's states, for example). */
  editAside?: ComponentType<{ record: RaRecord }>;
  /**
   * The spec's URL of the create and edit pages when it is not the list's (`admin/device-detail`): they are
   * then `<detailPath>/create` and `<detailPath>/<id>`; default `<path>/create` and `<path>/update/<id>`.
   */
  detailPath?: string;
  /**
   * The pages its routes are made for before its declaration loads (its entry, ./resourceEntry.ts): `create`
   * where a table saves (`endpoints.save`), `edit` where its records open (`opensRecords`). An entry's are held to
   * its declaration by src/declare/registry.test.ts.
   */
  pages?: ('create' | 'edit')[];
  /** The lazy message area holding its labels (i18n/lazyAreas.ts), loaded before its screens show; none: they are in en.ts. */
  messages?: LazyArea;
  /** Where a saved edit returns to, when the list is shown on another screen (admin/mobile); default the list. */
  returnTo?: string;
  /** How the change history names its records (area and kind): its edit page shows their last change and History. */
  history?: { area: string; entity: string };
  /**
   * The fields its Import reads (issue 34), when they are not its list's (a business list's columns are not what its
   * save takes): loaded with the import, so the list's first JavaScript does not grow.
   */
  importFields?: () => Promise<FieldDef[]>;
  /** Runs after every create or update of a record, wherever it is saved (a configuration value refreshes the cache). */
  afterSave?: (record: RaRecord, dataProvider: AppDataProvider) => Promise<void>;
}

export type ResourceDeclaration = Omit<ResourceDescriptor, 'view' | 'recordRepresentation'> &
  Partial<Pick<ResourceDescriptor, 'view' | 'recordRepresentation'>>;

/**
 * A field of records of type R: its source one of R's paths (./fieldPath.ts FieldPath), unless its value is
 * computed from the row (a column of its own, as a full name).
 */
export type FieldOf<R> = (FieldDef & { source: FieldPath<R> }) | (FieldDef & { compute: NonNullable<FieldDef['compute']> });

/**
 * `defineResource<BusinessRow>({ … })`: each field's source is held to the record type R (the contract's), so a
 * field naming no value of its records fails the typecheck; without R, any source. `fieldRules`: 'contract' when the
 * fields are the contract's own rules (a lookup type's, contract/lookupTypes.ts).
 */
export function defineResource<R extends object = Record<string, unknown>>(
  declaration: ResourceDeclaration & { fields: NoInfer<FieldOf<R>>[] },
  { fieldRules = 'declared' }: { fieldRules?: 'declared' | 'contract' } = {},
): ResourceDescriptor {
  // A secret is never searched: typing it in the search box must not find its record.
  const secrets = declaration.fields.filter((f) => f.kind === 'secret').map((f) => f.source);
  const { list, save, saveBatch } = declaration.endpoints;
  return {
    view: 'table',
    recordRepresentation: declaration.fields.find((f) => f.kind === 'text')?.source ?? 'id',
    ...declaration,
    fields: fieldRules === 'contract' ? declaration.fields : withContractRules(declaration.name, declaration.fields, save ? save.endpoint.inputRules : batchRules(saveBatch)),
    endpoints: list && secrets.length > 0 ? { ...declaration.endpoints, list: { ...list, unsearched: [...(list.unsearched ?? []), ...secrets] } } : declaration.endpoints,
  };
}

/** The rules of one row of a batch save (its rows may sit in a field of the body). */
const batchRules = (batch: ResourceEndpoints['saveBatch']) => (batch?.rowsAt ? rowRules(batch.endpoint.inputRules, batch.rowsAt) : batch?.endpoint.inputRules);

/** The kinds whose value is typed text, held to the contract's required-ness and length (a password: to its policy). */
const TYPED_TEXT = new Set<FieldKind>(['text', 'email', 'secret']);

/**
 * Each typed-text field required and bounded as the save call's body says (contract/keys.ts inputRulesOf), unless
 * the field says otherwise. The limits are written once, in the contract: a declaration restating one fails as it
 * loads, in development and tests.
 */
export function withContractRules(resource: string, fields: FieldDef[], rules: InputRules | null | undefined): FieldDef[] {
  if (!rules) return fields;
  if (import.meta.env.DEV) {
    const restated = fields.flatMap((f) => {
      if (!TYPED_TEXT.has(f.kind)) return [];
      const said = [f.required === true && rules.required.includes(f.source) && 'required', f.maxLength !== undefined && f.maxLength === rules.maxLength[f.source] && `maxLength ${f.maxLength}`].filter(Boolean);
      return said.length > 0 ? [`${f.source} (${said.join(', ')})`] : [];
    });
    if (restated.length > 0) throw new Error(`resources/${resource}: ${restated.join('; ')} restate the contract: leave them to it`);
  }
  return fields.map((f) => {
    if (!TYPED_TEXT.has(f.kind)) return f;
    const required = f.required ?? (rules.required.includes(f.source) || undefined);
    const maxLength = f.maxLength ?? rules.maxLength[f.source];
    return { ...f, ...(required !== undefined && { required }), ...(maxLength !== undefined && { maxLength }) };
  });
}

/** The fields shown as list columns (and so exported): never a secret. */
export const listFields = (d: ResourceDescriptor) => d.fields.filter((f) => f.list !== false && f.kind !== 'secret');
/** The fields shown in forms. */
export const formFields = (d: ResourceDescriptor) => d.fields.filter((f) => f.form !== false);

/** A new record: id 0 (unsaved, spec §4) with the declared defaults. */
export function newRecord(d: ResourceDescriptor): RaRecord {
  let record: RaRecord = { id: 0, ...d.endpoints.save?.fixed };
  for (const f of d.fields) {
    if (f.default !== undefined) record = withValue(record, f.source, f.default);
    else if (f.kind === 'boolean') record = withValue(record, f.source, false);
  }
  return record;
}

/** Validation of one field's value (and its `check`, given the record): an i18n key with its arguments, or null. */
export function fieldError(field: FieldDef, value: unknown, record?: Record<string, unknown>): FieldProblem | null {
  const checked = record && field.check ? field.check(value, record) : null;
  if (checked) return checked;
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && field.required && value.length === 0);
  if (empty) return field.required ? { message: 'app.validation.required' } : null;
  // A password is never trimmed nor cut: its length is counted as the policy counts it.
  if (field.kind === 'password') {
    return typeof value === 'string' && !passwordLengthOk(value) ? { message: 'app.validation.password_length', args: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } } : null;
  }
  if (field.maxLength !== undefined && typeof value === 'string' && value.trim().length > field.maxLength) {
    return { message: 'app.validation.max_length', args: { max: field.maxLength } };
  }
  if (field.kind === 'lookupPercent' && Array.isArray(value)) return sharesError(value as { id?: unknown; percent?: unknown }[]);
  if (field.kind === 'email' && typeof value === 'string' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())) return { message: 'ra.validation.email' };
  if (field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'currency') {
    const n = Number(value);
    if (!Number.isFinite(n) || (field.kind === 'integer' && !Number.isInteger(n))) return { message: 'ra.validation.number' };
    if (field.min !== undefined && n < field.min) return { message: 'ra.validation.minValue', args: { min: field.min } };
    if (field.max !== undefined && n > field.max) return { message: 'ra.validation.maxValue', args: { max: field.max } };
  }
  return null;
}

/** Each share names an item once, with a percent from 0 to 100, and together they make at most 100 %. */
function sharesError(shares: { id?: unknown; percent?: unknown }[]): ReturnType<typeof fieldError> {
  if (shares.some((s) => s === null || s === undefined || s.id === null || s.id === undefined || s.id === '')) return { message: 'app.validation.share_item' };
  if (new Set(shares.map((s) => s.id)).size < shares.length) return { message: 'app.validation.share_repeated' };
  const percents = shares.map((s) => Number(s.percent));
  if (percents.some((p) => !Number.isFinite(p) || p < 0 || p > 100)) return { message: 'app.validation.share_percent' };
  const total = percents.reduce((sum, p) => sum + p, 0);
  return total > 100 ? { message: 'app.validation.share_total', args: { total: Math.round(total * 100) / 100 } } : null;
}

/** Whether its records open on a page of their own: the edit form (a save call), or a detail written by hand (`views.edit`). */
export const opensRecords = (d: ResourceDescriptor) => d.view === 'table' && Boolean(d.endpoints.save || d.views?.edit);

/** The list, create and edit URLs of a resource. */
export const paths = (d: Pick<ResourceDescriptor, 'path' | 'detailPath'>) => ({
  list: `/${d.path}`,
  create: `/${d.detailPath ?? d.path}/create`,
  edit: (id: RaRecord['id']) => (d.detailPath ? `/${d.detailPath}/${id}` : `/${d.path}/update/${id}`),
});

/** The lookup key a `lookup` field's value is an item of, for this record (its `lookupBy`, else its `lookup`). */
export const lookupKeyOf = (field: Pick<FieldDef, 'lookup' | 'lookupBy'>, record: Record<string, unknown>): LookupKey | undefined =>
  field.lookupBy?.keys[String(record[field.lookupBy.field])] || field.lookup;
