/**
 * The labels refusals name fields by (fieldLabels.ts): the server's copy of them is the console's, which
 * resource labels each endpoint agrees with the console's endpoint table, and the fields the contract validates
 * that have no label are listed here, so a gap is seen (and closed by adding the label to i18n, or accepted by
 * adding it to the list).
 */
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contract/index';
import type { Endpoint } from '../../contract/define';
import { IMPORT_LISTS } from '../../contract/importLists';
import { lookupContract } from '../../contract/lookup';
import { lookupTypes } from '../../contract/lookupTypes';
import { en, es } from '../../i18n/allMessages';
import { resources } from '../../src/declare/allResources';
import { CHOICE_GROUPS, endpointLabels, fieldLabel, LABELLED_BY, labellingResources, RENAMED } from './fieldLabels';
import { en as serverEn } from './fieldLabels.en';
import { es as serverEs } from './fieldLabels.es';

const name = (e: Endpoint) => `${e.method} ${e.path}`;

/** The field paths of an input schema, as refusals name them (a row's index left out). */
function fieldsOf(schema: unknown, prefix = ''): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, inner]) => [`${prefix}${key}`, ...fieldsOf(inner, `${prefix}${key}.`)]);
    case 'array':
      return fieldsOf(def.element, prefix);
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap((o) => fieldsOf(o, prefix)))];
    case 'pipe':
      return fieldsOf(def.in, prefix);
    default:
      return 'innerType' in def ? fieldsOf(def.innerType, prefix) : [];
  }
}

const resourceNames = Object.keys(en.resources);

/**
 * The resources the server reads labels of: those that label an endpoint, every lookup type's, and every list that
 * imports (an import matches a file's headers to its fields by their labels), in the console's order.
 */
function labellingNames(): string[] {
  const named = new Set([...LABELLED_BY.values()].flatMap((r) => (typeof r === 'string' ? [r] : r({}))));
  for (const t of lookupTypes()) if (t.name) named.add(t.name);
  for (const list of Object.keys(IMPORT_LISTS)) named.add(list);
  return resourceNames.filter((r) => named.has(r));
}

/**
 * The fields and field groups of those resources in a console catalogue, and the named values a server-written
 * export shows (CHOICE_GROUPS): what the server's copy holds.
 */
function consoleLabels(resources: Record<string, unknown>): Record<string, object> {
  return Object.fromEntries(
    labellingNames().map((name) => {
      const { fields, fieldGroups } = resources[name] as { fields?: object; fieldGroups?: object };
      const choices = (CHOICE_GROUPS[name] ?? []).map((group) => [group, (resources[name] as Record<string, object>)[group]]);
      return [name, { ...(fields && { fields }), ...(fieldGroups && { fieldGroups }), ...Object.fromEntries(choices) }];
    }),
  );
}

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const keyOf = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : quoted(key));

/** A labels tree as TypeScript source, one label a line. */
function source(tree: object, indent = '  '): string {
  const lines = Object.entries(tree).map(([key, value]) => {
    if (typeof value === 'string') return `${indent}${keyOf(key)}: ${quoted(value)},`;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${key}: a label is text or a group of labels`);
    const inner = source(value, `${indent}  `);
    return inner ? `${indent}${keyOf(key)}: {\n${inner}\n${indent}},` : `${indent}${keyOf(key)}: {},`;
  });
  return lines.join('\n');
}

/** The server's copy of the labels in one language, as fieldLabels.<language>.ts holds it. */
const catalogueFile = (language: 'en' | 'es', labels: object) => `/**
 * The console's field labels in ${language === 'en' ? 'English' : 'Spanish'} (i18n: \`resources.<name>.fields\` and \`fieldGroups\`) of the resources
 * that label an endpoint's fields: the server's own copy, read by fieldLabels.ts. Written by fieldLabels.test.ts
 * from the console's messages, which it keeps this equal to: after a label changes there, rewrite this file with
 * \`npx vitest run --project server server/http/fieldLabels.test.ts -u\`, do not edit it.
 */
export const ${language}: Record<string, object> = {
${source(labels)}
};
`;

describe('the labels of refused fields', () => {
  it('are the console’s, in English and Spanish', () => {
    expect(serverEn).toEqual(consoleLabels(en.resources));
    expect(serverEs).toEqual(consoleLabels(es.resources));
  });

  it('are written from the console’s (`-u` rewrites fieldLabels.en.ts and fieldLabels.es.ts; the next run checks them)', async () => {
    await expect(catalogueFile('en', consoleLabels(en.resources))).toMatchFileSnapshot('./fieldLabels.en.ts');
    await expect(catalogueFile('es', consoleLabels(es.resources))).toMatchFileSnapshot('./fieldLabels.es.ts');
  });

  it('come from the resource the console uses each endpoint for', () => {
    const usedBy = new Map<Endpoint, Set<string>>();
    for (const r of resources) {
      const { list, one, save, remove, saveBatch, export: csv } = r.endpoints;
      for (const e of [list?.endpoint, one?.endpoint, save?.endpoint, save?.create, remove?.endpoint, saveBatch?.endpoint, csv?.endpoint]) {
        if (e) usedBy.set(e, new Set([...(usedBy.get(e) ?? []), r.name]));
      }
    }
    const disagreements: string[] = [];
    for (const [endpoint, names] of usedBy) {
      const mapped = LABELLED_BY.get(endpoint);
      if (mapped === undefined) disagreements.push(`${name(endpoint)}: not in fieldLabels.ts`);
      else {
        const first = typeof mapped === 'string' ? mapped : mapped({})[0];
        if (names.size === 1 && first !== [...names][0]) disagreements.push(`${name(endpoint)}: ${first}, the console says ${[...names][0]}`);
      }
    }
    expect(disagreements).toEqual([]);
    // A form that shows a body field under another source labels it as its input.
    const renames = resources.flatMap((r) => [r.endpoints.save?.endpoint, r.endpoints.save?.create].flatMap((e) => (e ? [[name(e), r.endpoints.save?.errorSources ?? {}]] : [])));
    const byName = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(renames.filter(([, sources]) => Object.keys(sources).length > 0).sort(byName)).toEqual([...RENAMED].map(([e, sources]) => [name(e), sources]).sort(byName));
    // Shared endpoints: Business/Upsert saves businesses and partners (the business's labels cover a partner's);
    // lookup/ByKey and lookup/Upsert serve every lookup type, labelled by the type of the body's key.
    expect([...usedBy].filter(([, names]) => names.size > 1).map(([e]) => name(e))).toEqual(['POST Business/Upsert', 'POST lookup/ByKey', 'POST lookup/Upsert']);
    for (const r of resources.filter((r) => r.endpoints.save?.endpoint === lookupContract.upsert && r.endpoints.save.fixed)) {
      const input = r.endpoints.save?.fixed;
      expect(labellingResources('POST', lookupContract.upsert.url, input)).toEqual([r.name, 'lookupItems']);
      expect(labellingResources('post', lookupContract.byKey.url.toUpperCase(), input)).toEqual([r.name, 'lookupItems']);
    }
    expect(labellingResources('POST', lookupContract.upsert.url, { key: 'business.status' })).toEqual(['lookupItems']);
    expect(labellingResources('POST', lookupContract.upsert.url, null)).toEqual(['lookupItems']);
    expect(labellingResources('POST', '/api/no/such/call', {})).toEqual([]);
  });

  it('name only resources the console has labels for', () => {
    const named = [...LABELLED_BY.values()].flatMap((r) => (typeof r === 'string' ? [r] : r({})));
    const typed = lookupTypes().flatMap((t) => (t.name ? [t.name] : []));
    expect([...named, ...typed].filter((r) => !resourceNames.includes(r))).toEqual([]);
  });

  it('read a field, a group of fields, and a row’s field, in either language', () => {
    expect(fieldLabel('countries', 'name', 'es')).toBe('Nombre');
    expect(fieldLabel('countries', 'name', 'en')).toBe('Name');
    expect(fieldLabel('business', 'billingAddress', 'es')).toBe('Dirección de facturación');
    expect(fieldLabel('business', 'billingAddress.city', 'es')).toBe('Ciudad de facturación');
    expect(fieldLabel('productAddDiscounts', '1.discount.amount', 'es')).toBe('Importe');
    expect(fieldLabel('taxRates', 'decimalValue', 'es')).toBe('Tasa (%)');
    expect(fieldLabel('users', 'GivenName', 'es')).toBe(fieldLabel('users', 'givenName', 'es'));
    expect(fieldLabel('businessUsers', 'users.email', 'es')).toBe(fieldLabel('businessUsers', 'email', 'es'));
    // A lookup type's field it does not declare, by the generic item's label.
    expect(fieldLabel(['taxRates', 'lookupItems'], 'dateValue', 'es')).toBe(fieldLabel('lookupItems', 'dateValue', 'es'));
    expect(fieldLabel(['taxRates', 'lookupItems'], 'text', 'es')).toBe('Nombre');
    expect(fieldLabel('countries', 'nothing', 'es')).toBeUndefined();
    expect(fieldLabel('countries', '0', 'es')).toBeUndefined();
  });

  it('are missing for these validated fields only, which refusals name by their API name', () => {
    const gaps: string[] = [];
    for (const endpoint of allEndpoints) {
      const input = [...fieldsOf(endpoint.body), ...fieldsOf(endpoint.query)];
      if (input.length === 0) continue;
      if (!LABELLED_BY.has(endpoint)) {
        gaps.push(`${name(endpoint)}: no resource`);
        continue;
      }
      // A lookup endpoint is labelled by the type of its key: every declared type is checked.
      const labelling = new Map(lookupTypes().map((t) => [labellingResources(endpoint.method, endpoint.url, t).join(' then '), t]));
      for (const [shown, t] of labelling) {
        const labels = (language: 'en' | 'es') => endpointLabels(endpoint.method, endpoint.url, t, language);
        const missing = [...new Set(input)].filter((f) => !isPlumbing(f) && (labels('es')(f) === undefined || labels('en')(f) === undefined));
        if (missing.length > 0) gaps.push(`${name(endpoint)} (${shown}): ${missing.sort().join(', ')}`);
      }
    }
    expect([...gaps].sort()).toEqual([...KNOWN_GAPS].sort());
  });
});

/**
 * What the console sends itself, never typed into an input: ids, versions, the key, list paging and sorting (chat's
 * token pages, its message loads and a send's clientId too).
 * A refusal of one is a console fault, rightly named by its API name.
 */
const PLUMBING = new Set(['id', 'version', 'key', 'businessId', 'showAll', 'offset', 'pageSize', 'orderBy', 'sortBy', 'search', 'filter', 'columns', 'header', 'status', 'token', 'pagesize', 'includeMembers', 'before', 'after', 'limit', 'clientId', 'discardHistory']);

/** A field's own name (its last segment, in camelCase) is one of PLUMBING. */
const isPlumbing = (field: string) => {
  const own = field.split('.').at(-1) ?? field;
  return PLUMBING.has(own.charAt(0).toLowerCase() + own.slice(1));
};

/** Validated fields with no label in English or Spanish, by endpoint (and the resources that label it). */
const KNOWN_GAPS: string[] = [
  // Not a console form's call: the sign-in page, the session, the caller's own user, the role choices.
  'POST token: no resource',
  'POST logout: no resource',
  'GET user/GetUserByName: no resource',
  'POST user/CreateUser (users): CreatedBy',
  'GET Business/Roles: no resource',
  'POST user/EmailExists (users): email, userID',
  'POST User/ResetPassword (users): password, resetLockout',
  'POST lookup/UpsertSalesRep (salesReps): requiresPasswordOnSubmit',
  'POST Business/UpsertInfo (business): manufacturers.percent',
  'POST Business/ModifyUsers (businessUsers): users, users.requiresPasswordOnSubmit',
  'POST Business/UpsertBilling (business): isCurrencyIdSavedInDatabase',
  'GET Business/Discounts (volumeDiscounts): other, type',
  'POST Business/UpsertDiscountProductAdd (productAddDiscounts): discount',
  'POST Business/UpsertNote (business): text',
  'POST Business/AddDocument (business): contentBase64, fileName, noteId',
  'GET lookup/ByGroup (lookupItems): group',
  'POST lookup/ByKeys (lookupItems): keys',
  'POST lookup/UpsertScanType (scanTypes then lookupItems): isInActive',
  'GET lookup/Products (products): withAdds',
  'GET NotificationMessage/GetWelcomeNotificationMessage (calibrationHomepageMessage): languageCode',
  'GET NotificationMessage/GetTranslatedCalibrationWelcomeMessage (calibrationHomepageMessage): languageCode',
  'POST NotificationMessage/SaveCalibrationWelcomeMessage (calibrationHomepageMessage): LanguageCode',
  'GET maintenance/SaveInsurance (insuranceCompanies): name',
  // An import's calls (issue 34): a file and what the wizard chose, never typed into an input; a row's refusal names
  // its field by the list's label itself.
  ...['POST Import/Upload', 'POST Import/Check', 'POST Import/Apply', 'GET Import/Status', 'POST Import/Cancel', 'POST Import/Rows', 'GET Import/Rejected'].map((e) => `${e}: no resource`),
  // A record's history of one scope (a translation's language): chosen by the row's History button, never typed.
  'GET History/Record (activity): scopeId',
  'POST History/Activity (activity): scopeId',
  // The palette's search, saved views and column choices (issue 35): no form's fields; their refusals name what is
  // wrong in the palette or the views dialog itself.
  ...['GET Search/Records', 'GET ListView/List', 'GET ListView/Get', 'POST ListView/Upsert', 'POST ListView/Share', 'POST ListView/Delete', 'GET ListColumns/Get', 'POST ListColumns/Save', 'POST ListColumns/Reset'].map(
    (e) => `${e}: no resource`,
  ),
];
