import { describe, expect, it } from 'vitest';
import type { FieldDef, ResourceDescriptor } from '../declare/defineResource';
import { exampleCell, fieldLabel, fieldRules, importableFields, importField, initialMapping, isoDate, mappedTwice, naturalKey, optionFields, withOptionChoices } from './importFields';

/** A translate that shows what it was asked: the key, with its arguments. */
const translate = (key: string, options?: Record<string, unknown>) => {
  const args = Object.entries(options ?? {}).filter(([k]) => k !== '_');
  return args.length > 0 ? `${key}(${args.map(([k, v]) => `${k}=${v}`).join(',')})` : key;
};
/** A choice's name translated as an i18n key would be; a plain name stays. */
const withChoices = (key: string, options?: Record<string, unknown>) => (key.startsWith('choices.') ? key.replace('choices.', 'Label ') : translate(key, options));

const descriptor = (fields: FieldDef[], name = 'countries') => ({ name, fields }) as unknown as ResourceDescriptor;

describe('the importable fields of a declaration', () => {
  it('reads each kind as the contract names it', () => {
    const kinds: [FieldDef['kind'], string][] = [
      ['text', 'text'],
      ['email', 'text'],
      ['integer', 'integer'],
      ['decimal', 'number'],
      ['currency', 'money'],
      ['boolean', 'boolean'],
      ['date', 'date'],
      ['datetime', 'datetime'],
    ];
    for (const [kind, read] of kinds) expect(importField({ source: 'a', kind }, translate)).toEqual({ source: 'a', kind: read });
  });

  it('gives a lookup its key, and the keys another field chooses; leaves out a lookup without one', () => {
    expect(importField({ source: 'titleId', kind: 'lookup', lookup: 'user.title' }, translate)).toEqual({ source: 'titleId', kind: 'lookup', lookup: 'user.title' });
    const lookupBy = { field: 'isAdd', keys: { true: 'product.add' } } as const;
    expect(importField({ source: 'productId', kind: 'lookup', lookup: 'product', lookupBy }, translate)).toEqual({ source: 'productId', kind: 'lookup', lookup: 'product', lookupBy });
    expect(importField({ source: 'productId', kind: 'lookup' }, translate)).toBeNull();
  });

  it('reads a field with choices as a choice, named by its label and its declared name', () => {
    const field: FieldDef = { source: 'area', kind: 'integer', choices: [{ id: 1, name: 'choices.one' }, { id: 'b', name: 'Plain' }] };
    expect(importField(field, withChoices)).toEqual({
      source: 'area',
      kind: 'choice',
      choices: [
        { id: 1, names: ['Label one', 'choices.one'] },
        { id: 'b', names: ['Plain'] },
      ],
    });
  });

  it('leaves out many-item, searched and business pickers, options of several values, computed columns, fields no form shows and those the owner fixes', () => {
    const out: FieldDef[] = [
      { source: 'countryId', kind: 'integer' },
      { source: 'tags', kind: 'lookupMany', lookup: 'user.title' },
      { source: 'makes', kind: 'lookupPercent', lookup: 'vehicle.manufacturer' },
      { source: 'businessId', kind: 'business' },
      { source: 'modelIds', kind: 'option', options: { endpoint: {} as never, id: 'id', name: 'name', many: true } },
      { source: 'deviceId', kind: 'option', options: { endpoint: {} as never, id: 'id', name: 'serialNumber', search: 'search' } },
      { source: 'fullName', kind: 'text', compute: () => 'x' },
      { source: 'hasDisclaimer', kind: 'boolean', form: false },
    ];
    const kept: FieldDef = { source: 'name', kind: 'text', list: false };
    // An option of one value (a country) is read as the code it is saved as; one whose column names its choice too.
    const country: FieldDef = { source: 'country', kind: 'option', options: { endpoint: {} as never, id: 'abbreviation', name: 'name' } };
    const make: FieldDef = { source: 'make', kind: 'option', options: { endpoint: {} as never, id: 'id', name: 'make' }, compute: (r) => r.makeName };
    // A secret or a password no export writes is read from a column of its own (a new activation card's, a new login's).
    const secret: FieldDef = { source: 'secret', kind: 'secret' };
    const password: FieldDef = { source: 'password', kind: 'password' };
    expect(importableFields(descriptor([...out, kept, country, make, secret, password]), translate, ['countryId'])).toEqual([
      { def: kept, field: { source: 'name', kind: 'text' } },
      { def: country, field: { source: 'country', kind: 'text' } },
      { def: make, field: { source: 'make', kind: 'text' } },
      { def: secret, field: { source: 'secret', kind: 'text' } },
      { def: password, field: { source: 'password', kind: 'text' } },
    ]);
  });
});

describe('the words for a field', () => {
  const fields = descriptor([
    { source: 'name', kind: 'text', required: true, maxLength: 60 },
    { source: 'rank', kind: 'integer', min: 1, max: 9 },
    { source: 'area', kind: 'text', choices: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, name: id.toUpperCase() })) },
  ]);
  const [name, rank, area] = importableFields(fields, translate);

  it('are its kind, then its rules', () => {
    expect(fieldRules(name, translate)).toBe('resources.imports.kinds.text · resources.imports.rules.required · resources.imports.rules.max_length(max=60)');
    expect(fieldRules(rank, translate)).toBe('resources.imports.kinds.integer · resources.imports.rules.min(min=1) · resources.imports.rules.max(max=9)');
    expect(fieldRules(area, translate)).toBe('resources.imports.kinds.choice · resources.imports.rules.one_of(names=A, B, C, D, E, …)');
  });

  it('label a declared field, and leave a name the declaration does not hold as it is', () => {
    expect(fieldLabel(fields, 'name', translate)).toBe('resources.countries.fields.name');
    expect(fieldLabel(fields, 'code', translate)).toBe('code');
    expect(naturalKey(fields, translate)).toBe('resources.countries.fields.name');
    expect(naturalKey(descriptor([], 'deviceFiles'), translate)).toBe('');
  });
});

describe("the template's example row", () => {
  const today = new Date(2026, 0, 5, 14, 30);
  const cell = (def: FieldDef) => {
    const [field] = importableFields(descriptor([def]), translate);
    return exampleCell(field, translate, today);
  };

  it('writes a field’s default, a yes or no and a choice by their names', () => {
    expect(cell({ source: 'a', kind: 'integer', default: 7 })).toBe('7');
    expect(cell({ source: 'a', kind: 'boolean', default: false })).toBe('app.format.no');
    expect(cell({ source: 'a', kind: 'text', default: 2, choices: [{ id: 1, name: 'One' }, { id: 2, name: 'Two' }] })).toBe('Two');
  });

  it('else writes a plausible value of its kind, a lookup left empty', () => {
    expect(cell({ source: 'a', kind: 'text' })).toBe('resources.imports.template.example');
    expect(cell({ source: 'a', kind: 'text', maxLength: 3 })).toBe('res');
    expect(cell({ source: 'a', kind: 'email' })).toBe('name@example.com');
    expect(cell({ source: 'a', kind: 'integer' })).toBe('1');
    expect(cell({ source: 'a', kind: 'decimal' })).toBe('10.50');
    expect(cell({ source: 'a', kind: 'currency' })).toBe('10.50');
    expect(cell({ source: 'a', kind: 'boolean' })).toBe('app.format.yes');
    expect(cell({ source: 'a', kind: 'date' })).toBe('2026-01-05');
    expect(cell({ source: 'a', kind: 'datetime' })).toBe('2026-01-05 09:00');
    expect(cell({ source: 'a', kind: 'lookup', lookup: 'user.title' })).toBe('');
    expect(cell({ source: 'a', kind: 'text', choices: [{ id: 1, name: 'One' }] })).toBe('One');
    expect(isoDate(today)).toBe('2026-01-05');
  });
});

describe('a column mapping', () => {
  it('names each field chosen for more than one column, once', () => {
    expect(mappedTwice(['name', null, 'code', 'name', 'name', null])).toEqual(['name']);
    expect(mappedTwice(['name', 'code', null])).toEqual([]);
  });

  it('starts from the server’s matches, a field the wizard does not offer left out', () => {
    const fields = importableFields(descriptor([{ source: 'name', kind: 'text' }, { source: 'tags', kind: 'lookupMany', lookup: 'user.title' }]), translate);
    expect(initialMapping(['name', 'tags', null], fields)).toEqual(['name', null, null]);
  });
});

describe('an option’s choices', () => {
  const options = { endpoint: {} as never, id: 'abbreviation', name: 'name' };
  const fields = importableFields(
    descriptor([
      { source: 'country', kind: 'option', options },
      { source: 'state', kind: 'option', options: { ...options, narrowBy: { source: 'country', param: 'country' } } },
      { source: 'name', kind: 'text' },
    ]),
    translate,
  );

  it('are loaded for an option of a whole list only (not one narrowed by another field)', () => {
    expect(optionFields(fields).map((def) => def.source)).toEqual(['country']);
  });

  it('read an option as any of its names, in either language, or its code; a list too long stays codes', () => {
    const loaded = { here: [{ id: 'US', name: 'Estados Unidos' }], english: [{ id: 'US', name: 'United States' }] };
    const [country, state, name] = withOptionChoices(fields, (def) => (def.source === 'country' ? loaded : undefined));
    expect(country.field).toEqual({ source: 'country', kind: 'choice', choices: [{ id: 'US', names: ['Estados Unidos', 'United States', 'US'] }] });
    expect([state.field, name.field]).toEqual([
      { source: 'state', kind: 'text' },
      { source: 'name', kind: 'text' },
    ]);
    const many = { here: Array.from({ length: 501 }, (_, i) => ({ id: i, name: `n${i}` })), english: [] };
    expect(withOptionChoices(fields, () => many)[0].field).toEqual({ source: 'country', kind: 'text' });
  });

  it('read an option kept as a list of one (a platform user’s role) as its choice put in that list, by the option’s id key', () => {
    const roles = importableFields(descriptor([{ source: 'Roles', kind: 'option', options: { endpoint: {} as never, id: 'Id', name: 'Name', oneInList: true } }]), translate);
    const loaded = { here: [{ id: 2, name: 'Admin' }], english: [{ id: 2, name: 'Admin' }] };
    expect(withOptionChoices(roles, () => loaded)[0].field).toEqual({ source: 'Roles', kind: 'choice', choices: [{ id: 2, names: ['Admin', '2'] }], inList: 'Id' });
  });
});
