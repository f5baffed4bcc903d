/**
 * The lists issue 34 names beyond the first ones, on both databases: a list under its owner (a country's states, the
 * lookup store's items of one type) whose owner's fields every row is given (`fixed`) and whose key finds records among
 * the owner's only; activation cards (a new card's password from the file, an existing card's kept); calibration
 * recommendations by make name and nickname.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importsContract as c, type ImportField } from '../../../contract/imports';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { importKit } from './testKit';

const { t, s, checked, rowsOf, applied, upload, send } = importKit();

const STATE_FIELDS: ImportField[] = [
  { source: 'name', kind: 'text' },
  { source: 'abbreviation', kind: 'text' },
];

describe('a list under its owner', () => {
  it("imports a country's states: new ones made in that country, its own found by code, another country's not", async () => {
    const [here, other] = await t.db.selectFrom('countries').select(['id']).orderBy('id').limit(2).execute();
    const mine = await t.db.selectFrom('state_provinces').select(['id', 'name', 'abbreviation', 'version']).where('country_id', '=', here.id).orderBy('id').executeTakeFirstOrThrow();
    const theirs = await t.db.selectFrom('state_provinces').select(['abbreviation']).where('country_id', '=', other.id).where('abbreviation', 'not in', [mine.abbreviation]).orderBy('id').executeTakeFirstOrThrow();
    // Another country's code is new here; its own code, written in lower case, finds its state.
    const csv = ['name,abbreviation', `Imported Province,${theirs.abbreviation}`, `Renamed by import,${mine.abbreviation.toLowerCase()}`, 'Too long a code,ABCDEFG'].join('\r\n');
    const status = await checked('states', 'states.csv', csv, { fields: STATE_FIELDS, fixed: { countryId: here.id } });
    const rows = await rowsOf(status.id);
    expect(rows.map((r) => [r.row, r.outcome]), JSON.stringify(rows)).toEqual([
      [2, 'insert'],
      [3, 'update'],
      [4, 'refused'],
    ]);
    expect(rows[1].changes).toEqual([{ field: 'name', before: mine.name, after: 'Renamed by import' }]);
    expect(rows[2].message).toMatch(/^abbreviation: /);
    expect(await applied(status.id, 'rows')).toMatchObject({ state: 'applied', counts: { inserted: 1, updated: 1, refused: 1 } });
    const made = await t.db.selectFrom('state_provinces').select(['id', 'country_id']).where('name', '=', 'Imported Province').execute();
    expect(made).toEqual([{ id: expect.any(Number), country_id: here.id }]);
    expect(await t.db.selectFrom('state_provinces').select(['name', 'version']).where('id', '=', mine.id).executeTakeFirstOrThrow()).toEqual({ name: 'Renamed by import', version: mine.version + 1 });
    const sources = await t.db.selectFrom('change_history').select(['source', 'scope_id']).where('entity', '=', 'stateProvince').where('record_id', 'in', [mine.id, made[0].id]).execute();
    expect(sources).toEqual([
      { source: 'import:states.csv', scope_id: here.id },
      { source: 'import:states.csv', scope_id: here.id },
    ]);
    const again = await checked('states', 'states.csv', csv, { fields: STATE_FIELDS, fixed: { countryId: here.id } });
    expect(again.counts).toMatchObject({ insert: 0, update: 0, unchanged: 2, refused: 1 });
  });

  it("refuses a check without the owner's fields, with fields the list has no owner for, or with a column for one", async () => {
    const { id, sheets } = await upload('states', 'states.csv', 'name,abbreviation\r\nX,XX', STATE_FIELDS);
    const columns = [
      { column: 0, field: 'name' },
      { column: 1, field: 'abbreviation' },
    ];
    const body = { id, sheet: sheets[0].name, mode: 'upsert', columns, fields: STATE_FIELDS };
    const missing = await send(c.check, { body }, 'es');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'fixed', message: 'Debe indicarse countryId: lo fija el propietario de la lista' }]);
    const other = await send(c.check, { body: { ...body, fixed: { countryId: 1, key: 'product' } } });
    expect(other.json().errors).toEqual([{ field: 'fixed', message: "key is not fixed by the list's owner" }]);
    const owned = await send(c.check, { body: { ...body, columns: [{ column: 0, field: 'countryId' }], fields: [...STATE_FIELDS, { source: 'countryId', kind: 'integer' }], fixed: { countryId: 1 } } });
    expect(owned.json().errors).toEqual([{ field: 'columns', message: "countryId is fixed by the list's owner, not read from a column" }]);
    // A fixed value of the wrong kind finds nothing and is refused by the save, row by row.
    const junk = await checked('states', 'states.csv', 'name,abbreviation\r\nX,XX', { fields: STATE_FIELDS, fixed: { countryId: 'abc' } });
    expect(junk.counts).toMatchObject({ refused: 1 });
    expect((await rowsOf(junk.id))[0].message).toMatch(/^countryId: /);
    const withoutOwner = await send(c.check, { body: { ...body, id: (await upload('countries', 'c.csv', 'name,abbreviation\r\nX,XX')).id, fixed: { countryId: 1 } } });
    expect(withoutOwner.json().errors).toEqual([{ field: 'fixed', message: "countryId is not fixed by the list's owner" }]);
  });

  it("imports the lookup store's items of the type its panel shows, found by name among that type's only", async () => {
    const key = LOOKUP_KEYS.title;
    const mine = await t.db.selectFrom('lookups').select(['id', 'text', 'value']).where('key', '=', key).orderBy('id').executeTakeFirstOrThrow();
    const another = await t.db.selectFrom('lookups').select(['text']).where('key', '=', LOOKUP_KEYS.referralSource).orderBy('id').executeTakeFirstOrThrow();
    const fields: ImportField[] = [
      { source: 'text', kind: 'text' },
      { source: 'value', kind: 'text' },
    ];
    const csv = ['text,value', `${mine.text},imported value`, `${another.text},`].join('\r\n');
    const status = await checked('lookupItems', 'titles.csv', csv, { fields, fixed: { key } });
    expect((await rowsOf(status.id)).map((r) => [r.outcome, r.changes])).toEqual([
      ['update', [{ field: 'value', before: mine.value, after: 'imported value' }]],
      ['insert', []],
    ]);
    expect(await applied(status.id, 'all')).toMatchObject({ state: 'applied', counts: { inserted: 1, updated: 1 } });
    expect(await t.db.selectFrom('lookups').select(['key']).where('text', '=', another.text).orderBy('key').execute()).toEqual(
      [{ key }, { key: LOOKUP_KEYS.referralSource }].sort((a, b) => a.key.localeCompare(b.key)),
    );
  });
});

describe("a business's users", () => {
  const fields: ImportField[] = [
    { source: 'firstName', kind: 'text' },
    { source: 'lastName', kind: 'text' },
    { source: 'email', kind: 'text' },
    { source: 'hasLogin', kind: 'boolean' },
    { source: 'username', kind: 'text' },
    { source: 'password', kind: 'text' },
  ];

  it('are found by email among the business’s own, a new login given its password by the file, each row saved by ModifyUsers', async () => {
    const [mine, other] = await t.db.selectFrom('businesses').select('id').orderBy('id').limit(2).execute();
    const user = await t.db.selectFrom('users').select(['id', 'email', 'given_name', 'version']).where('business_id', '=', mine.id).where('is_deleted', '=', false).orderBy('id').executeTakeFirstOrThrow();
    const theirs = await t.db.selectFrom('users').select(['email']).where('business_id', '=', other.id).where('is_deleted', '=', false).orderBy('id').executeTakeFirstOrThrow();
    const csv = [
      'firstName,lastName,email,hasLogin,username,password',
      `Renamed,Byimport,${user.email.toUpperCase()},,,`,
      'Nora,Login,nora.login@import.example,Yes,nora.import,Long-enough-1',
      'Nils,Nopass,nils.nopass@import.example,Yes,nils.import,',
      // Another business's user: not this one's, and the email is taken.
      `Taken,Email,${theirs.email},No,,`,
    ].join('\r\n');
    const status = await checked('businessUsers', 'users.csv', csv, { fields, fixed: { businessId: mine.id } });
    const rows = await rowsOf(status.id);
    expect(rows.map((r) => r.outcome), JSON.stringify(rows)).toEqual(['update', 'insert', 'refused', 'refused']);
    expect(rows[0].changes.map((c) => c.field)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email']));
    expect(rows[2].message).toMatch(/password/i);
    expect(await applied(status.id, 'rows')).toMatchObject({ state: 'applied', counts: { inserted: 1, updated: 1, refused: 2 } });
    const made = await t.db.selectFrom('users').select(['business_id', 'has_login', 'password_hash']).where('email', '=', 'nora.login@import.example').executeTakeFirstOrThrow();
    expect(made).toMatchObject({ business_id: mine.id, has_login: true });
    expect(made.password_hash).not.toBe('!');
    expect(await t.db.selectFrom('users').select(['given_name', 'version']).where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual({ given_name: 'Renamed', version: user.version + 1 });
    const entries = await t.db.selectFrom('change_history').select(['source', 'scope_id']).where('entity', '=', 'businessUser').where('source', '=', 'import:users.csv').execute();
    expect(entries).toEqual([
      { source: 'import:users.csv', scope_id: mine.id },
      { source: 'import:users.csv', scope_id: mine.id },
    ]);
  });
});

describe('platform users', () => {
  it('are made by CreateUser with the password and role the file gives, and found by email to update', async () => {
    const roles = await t.db.selectFrom('roles').select(['id', 'name']).where('name', 'in', ['Admin', 'SuperAdmin']).orderBy('id').execute();
    const admin = roles.find((r) => r.name === 'Admin')!;
    const fields: ImportField[] = [
      { source: 'Username', kind: 'text' },
      { source: 'FirstName', kind: 'text' },
      { source: 'LastName', kind: 'text' },
      { source: 'Email', kind: 'text' },
      { source: 'Roles', kind: 'choice', inList: 'Id', choices: roles.map((r) => ({ id: r.id, names: [r.name] })) },
      { source: 'Password', kind: 'text' },
    ];
    const csv = [
      'Username,FirstName,LastName,Email,Roles,Password',
      'imported.staff,Ivy,Imported,ivy.imported@example.com,Admin,a-Long-and-unusual-passphrase-42',
      'no.password,Nat,Nopass,nat.nopass@example.com,Admin,',
      // A SuperAdmin, whom only a SuperAdmin may edit (the importer, demo.admin, is an Admin).
      ',,Renamed,admin@example.com,,',
    ].join('\r\n');
    const status = await checked('users', 'staff.csv', csv, { fields });
    const rows = await rowsOf(status.id);
    expect(rows.map((r) => r.outcome), JSON.stringify(rows)).toEqual(['insert', 'refused', 'refused']);
    expect(rows[1].message).toMatch(/^Password: /);
    expect(rows[2].message).toBe('Only a SuperAdmin may edit a SuperAdmin.');
    expect(await applied(status.id, 'rows')).toMatchObject({ state: 'applied', counts: { inserted: 1, refused: 2 } });
    const made = await t.db
      .selectFrom('users as u')
      .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
      .select(['u.given_name', 'u.business_id', 'ur.role_id'])
      .where('u.username', '=', 'imported.staff')
      .execute();
    expect(made).toEqual([{ given_name: 'Ivy', business_id: null, role_id: admin.id }]);
    // Found by email (trimmed): its other fields kept, its password too (no column); a row that changes nothing is unchanged.
    const before = await t.db.selectFrom('users').select(['id', 'password_hash', 'version']).where('username', '=', 'imported.staff').executeTakeFirstOrThrow();
    const update = await checked('users', 'rename.csv', 'Email,LastName\r\n ivy.imported@example.com ,Renamed\r\nadmin@example.com,Admin', { fields });
    expect((await rowsOf(update.id)).map((r) => [r.outcome, r.changes])).toEqual([
      ['update', [{ field: 'LastName', before: 'Imported', after: 'Renamed' }]],
      ['unchanged', []],
    ]);
    await applied(update.id, 'all');
    const after = await t.db.selectFrom('users').select(['family_name', 'given_name', 'password_hash', 'version']).where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ family_name: 'Renamed', given_name: 'Ivy', password_hash: before.password_hash, version: before.version + 1 });
  });
});

describe('sales representatives', () => {
  it('are found by email, a new one with a login given its password by the file, each saved by UpsertSalesRep', async () => {
    const rep = await t.db.selectFrom('sales_reps as s').innerJoin('users as u', 'u.id', 's.user_id').select(['s.id', 'u.email', 'u.phone', 'u.version']).orderBy('s.id').executeTakeFirstOrThrow();
    const fields: ImportField[] = [
      { source: 'firstName', kind: 'text' },
      { source: 'lastName', kind: 'text' },
      { source: 'email', kind: 'text' },
      { source: 'phone', kind: 'text' },
      { source: 'hasLogin', kind: 'boolean' },
      { source: 'username', kind: 'text' },
      { source: 'password', kind: 'text' },
    ];
    const csv = [
      'firstName,lastName,email,phone,hasLogin,username,password',
      `,, ${rep.email} ,555-0142,,,`,
      'Rhea,Rep,rhea.rep@import.example,,Sí,rhea.rep,An-unusual-passphrase-77',
      'Rolf,Nopass,rolf.rep@import.example,,Sí,rolf.rep,',
    ].join('\r\n');
    const status = await checked('salesReps', 'reps.csv', csv, { fields, language: 'es' });
    const rows = await rowsOf(status.id, undefined, 'es');
    expect(rows.map((r) => [r.outcome, r.changes]), JSON.stringify(rows)).toEqual([
      ['update', [{ field: 'phone', before: rep.phone, after: '555-0142' }]],
      ['insert', []],
      ['refused', []],
    ]);
    expect(rows[2].message).toMatch(/^Contraseña: /);
    expect(await applied(status.id, 'rows', 'es')).toMatchObject({ state: 'applied', counts: { inserted: 1, updated: 1, refused: 1 } });
    const made = await t.db
      .selectFrom('sales_reps as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('lookups as l', 'l.id', 's.id')
      .select(['u.has_login', 'l.key'])
      .where('u.email', '=', 'rhea.rep@import.example')
      .execute();
    expect(made).toEqual([{ has_login: true, key: LOOKUP_KEYS.salesRep }]);
    expect(await t.db.selectFrom('users').select(['phone']).where('email', '=', rep.email).executeTakeFirstOrThrow()).toEqual({ phone: '555-0142' });
  });
});

describe('report templates', () => {
  it('are found by their place (area, app, product or product add, order), the product read under the key isAdd chooses', async () => {
    const add = await t.db
      .selectFrom('report_templates as r')
      .innerJoin('lookups as l', 'l.id', 'r.product_id')
      .select(['r.id', 'r.area', 'r.app_id', 'r.sort_order', 'r.template', 'l.text', 'r.version'])
      .where('r.is_add', '=', true)
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    // A product of the same name as a product add, if any, would be the product's: the row's isAdd says which it is.
    const product = await t.db.selectFrom('lookups').select(['id', 'text']).where('key', '=', LOOKUP_KEYS.product).orderBy('id').executeTakeFirstOrThrow();
    const lookupBy = { field: 'isAdd', keys: { true: LOOKUP_KEYS.productAdd } };
    const fields: ImportField[] = [
      { source: 'area', kind: 'integer' },
      { source: 'appId', kind: 'integer' },
      { source: 'isAdd', kind: 'boolean' },
      { source: 'productId', kind: 'lookup', lookup: LOOKUP_KEYS.product, lookupBy },
      { source: 'order', kind: 'integer' },
      { source: 'template', kind: 'text' },
    ];
    const csv = [
      'area,appId,isAdd,productId,order,template',
      `${add.area},${add.app_id},Yes,${add.text},${add.sort_order},"<p>Imported, with a comma</p>"`,
      `${add.area},${add.app_id},No,${product.text},900,<p>A new one</p>`,
      `${add.area},${add.app_id},No,${add.text},901,<p>An add named as a product</p>`,
    ].join('\r\n');
    const status = await checked('reportTemplates', 'templates.csv', csv, { fields });
    const rows = await rowsOf(status.id);
    expect(rows.map((r) => [r.outcome, r.changes]), JSON.stringify(rows)).toEqual([
      ['update', [{ field: 'template', before: add.template, after: '<p>Imported, with a comma</p>' }]],
      ['insert', []],
      ['refused', []],
    ]);
    expect(rows[2].message).toMatch(/^Product: /);
    expect(await applied(status.id, 'rows')).toMatchObject({ state: 'applied', counts: { inserted: 1, updated: 1, refused: 1 } });
    expect(await t.db.selectFrom('report_templates').select(['template', 'version']).where('id', '=', add.id).executeTakeFirstOrThrow()).toEqual({ template: '<p>Imported, with a comma</p>', version: add.version + 1 });
    const made = await t.db.selectFrom('report_templates').select(['product_id', 'is_add']).where('sort_order', '=', 900).execute();
    expect(made).toEqual([{ product_id: product.id, is_add: false }]);
  });
});

describe('service elements', () => {
  it('are found by name, their group read by its name, each saved by UpsertServiceElement', async () => {
    const element = await t.db.selectFrom('service_elements').select(['id', 'name', 'service_element_group_id as group_id', 'version']).orderBy('id').executeTakeFirstOrThrow();
    const groups = await t.db.selectFrom('lookups').select(['id', 'text']).where('id', 'in', t.db.selectFrom('service_elements').select('service_element_group_id')).orderBy('id').execute();
    const other = groups.find((g) => g.id !== element.group_id)!;
    const fields: ImportField[] = [
      { source: 'name', kind: 'text' },
      { source: 'serviceElementGroupId', kind: 'choice', choices: groups.map((g) => ({ id: g.id, names: [g.text] })) },
      { source: 'isActive', kind: 'boolean' },
    ];
    const csv = ['name,serviceElementGroupId,isActive', `${element.name},${other.text},`, `Imported element,${other.text},Yes`, 'No group,,Yes'].join('\r\n');
    const status = await checked('serviceElements', 'elements.csv', csv, { fields, language: 'es' });
    const rows = await rowsOf(status.id, undefined, 'es');
    expect(rows.map((r) => r.outcome), JSON.stringify(rows)).toEqual(['update', 'insert', 'refused']);
    expect(rows[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'serviceElementGroupName', after: other.text })]));
    expect(rows[2].message).toMatch(/^Grupo: /);
    await applied(status.id, 'rows', 'es');
    expect(await t.db.selectFrom('service_elements').select(['service_element_group_id as group_id', 'version']).where('id', '=', element.id).executeTakeFirstOrThrow()).toEqual({ group_id: other.id, version: element.version + 1 });
    expect(await t.db.selectFrom('service_elements').select(['service_element_group_id as group_id']).where('name', '=', 'Imported element').execute()).toEqual([{ group_id: other.id }]);
  });
});

describe('translations', () => {
  it("of report sections in the language of the screen: a translation changed, one added, an item's id not there refused", async () => {
    const sections = await t.db.selectFrom('report_sections').select(['id', 'name']).orderBy('id').limit(2).execute();
    const done = await t.db.selectFrom('report_section_translations').select(['report_section_id', 'translation']).where('language_code', '=', 'es').where('report_section_id', 'in', sections.map((r) => r.id)).execute();
    await t.db.deleteFrom('report_section_translations').where('language_code', '=', 'fr').where('report_section_id', 'in', sections.map((r) => r.id)).execute();
    const fields: ImportField[] = [
      { source: 'id', kind: 'integer' },
      { source: 'translation', kind: 'text' },
    ];
    const csv = ['id,name,translation', `${sections[0].id},${sections[0].name},Traduit par import`, `${sections[1].id},${sections[1].name},Deuxième`, '999999,Nothing,Rien'].join('\r\n');
    const status = await checked('reportSectionTranslations', 'fr.csv', csv, { fields, fixed: { languageCode: 'fr' } });
    const rows = await rowsOf(status.id);
    expect(rows.map((r) => r.outcome), JSON.stringify(rows)).toEqual(['update', 'update', 'refused']);
    expect(rows[0].changes).toEqual(expect.arrayContaining([{ field: 'translation', before: null, after: 'Traduit par import' }]));
    expect(await applied(status.id, 'rows')).toMatchObject({ state: 'applied', counts: { updated: 2, refused: 1 } });
    const saved = await t.db.selectFrom('report_section_translations').select(['report_section_id', 'translation']).where('language_code', '=', 'fr').where('report_section_id', 'in', sections.map((r) => r.id)).orderBy('report_section_id').execute();
    expect(saved).toEqual([
      { report_section_id: sections[0].id, translation: 'Traduit par import' },
      { report_section_id: sections[1].id, translation: 'Deuxième' },
    ]);
    // The Spanish ones untouched; the same file again changes nothing; the import is in the history as such.
    expect(await t.db.selectFrom('report_section_translations').select(['report_section_id', 'translation']).where('language_code', '=', 'es').where('report_section_id', 'in', sections.map((r) => r.id)).execute()).toEqual(done);
    const again = await checked('reportSectionTranslations', 'fr.csv', csv, { fields, fixed: { languageCode: 'fr' } });
    expect(again.counts).toMatchObject({ update: 0, unchanged: 2, refused: 1 });
    const entries = await t.db.selectFrom('change_history').select(['record_id', 'source']).where('entity', '=', 'reportSectionTranslation').where('source', '=', 'import:fr.csv').orderBy('record_id').execute();
    expect(entries.map((e) => e.record_id)).toEqual(sections.map((r) => r.id));
  });

  it('of service elements, by the element’s id, in Spanish', async () => {
    const element = await t.db.selectFrom('service_elements').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    const fields: ImportField[] = [
      { source: 'serviceElementId', kind: 'integer' },
      { source: 'translation', kind: 'text' },
    ];
    const status = await checked('serviceElementTranslations', 'es.csv', `serviceElementId,translation\r\n${element.id},Elemento importado`, { fields, fixed: { languageCode: 'es' } });
    expect((await rowsOf(status.id)).map((r) => r.outcome)).toEqual(['update']);
    await applied(status.id, 'all');
    const saved = await t.db.selectFrom('service_element_translations').select('translation').where('service_element_id', '=', element.id).where('language_code', '=', 'es').executeTakeFirst();
    expect(saved).toEqual({ translation: 'Elemento importado' });
  });
});

describe('catalogues with a secret or a named reference', () => {
  it("imports activation cards: a new card's password from its column, an existing card's kept when the file has none", async () => {
    const card = await t.db.selectFrom('activation_cards').select(['id', 'activation_card_id', 'activation_password', 'activation_account_reference']).orderBy('id').executeTakeFirstOrThrow();
    const fields: ImportField[] = [
      { source: 'activationCardId', kind: 'text' },
      { source: 'activationPassword', kind: 'text' },
      { source: 'activationAccountReference', kind: 'text' },
      { source: 'activationAccountType', kind: 'choice', choices: [{ id: 1, names: ['Shop', 'Taller'] }] },
    ];
    const csv = [
      'activationCardId,activationPassword,activationAccountReference,activationAccountType',
      'IMP-CARD-1,s3cret-pass,ACC-1,Taller',
      'IMP-CARD-2,,ACC-2,Shop',
      `${card.activation_card_id},,Moved by import,`,
    ].join('\r\n');
    const status = await checked('activationCards', 'cards.csv', csv, { fields, language: 'es' });
    const rows = await rowsOf(status.id, undefined, 'es');
    expect(rows.map((r) => r.outcome)).toEqual(['insert', 'refused', 'update']);
    expect(rows[1].message).toBe('Contraseña de activación: debe tener al menos 4 caracteres');
    expect(rows[2].changes).toEqual([{ field: 'activationAccountReference', before: card.activation_account_reference, after: 'Moved by import' }]);
    await applied(status.id, 'rows');
    const cards = await t.db.selectFrom('activation_cards').select(['activation_card_id', 'activation_password']).where('id', '=', card.id).execute();
    expect(cards).toEqual([{ activation_card_id: card.activation_card_id, activation_password: card.activation_password }]);
    expect(await t.db.selectFrom('activation_cards').select('activation_password').where('activation_card_id', '=', 'IMP-CARD-1').executeTakeFirst()).toEqual({ activation_password: 's3cret-pass' });
    const entry = await t.db.selectFrom('change_history').select(['source', 'user_id']).where('entity', '=', 'activationCard').where('action', '=', 'create').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toEqual({ source: 'import:cards.csv', user_id: s.userId });
  });

  it('imports calibration recommendations by make and nickname: a make by its name, a new one with id 0 in the batch save', async () => {
    const rec = await t.db
      .selectFrom('calibration_recommendations as r')
      .innerJoin('makes as m', 'm.id', 'r.vehicle_make')
      .select(['r.id', 'r.nickname', 'r.recommendation', 'r.vehicle_make', 'm.make'])
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    // A make without a recommendation of that nickname: the same nickname is a new record there.
    const taken = t.db.selectFrom('calibration_recommendations').select('vehicle_make').where(sql<boolean>`lower(nickname) = ${rec.nickname.toLowerCase()}`);
    const other = await t.db.selectFrom('makes').select(['id', 'make']).where('id', 'not in', taken).orderBy('id').executeTakeFirstOrThrow();
    const fields: ImportField[] = [
      {
        source: 'vehicleMake',
        kind: 'choice',
        choices: [
          { id: rec.vehicle_make, names: [rec.make] },
          { id: other.id, names: [other.make] },
        ],
      },
      { source: 'nickname', kind: 'text' },
      { source: 'recommendation', kind: 'text' },
    ];
    const csv = ['vehicleMake,nickname,recommendation', `${rec.make},${rec.nickname.toUpperCase()},Updated by import`, `${other.make},${rec.nickname},Same nickname of another make`].join('\r\n');
    const status = await checked('calibrationRecommendations', 'recs.csv', csv, { fields });
    expect((await rowsOf(status.id)).map((r) => [r.outcome, r.changes])).toEqual([
      // Found in any case; the file's case is what it saves.
      [
        'update',
        [
          { field: 'nickname', before: rec.nickname, after: rec.nickname.toUpperCase() },
          { field: 'recommendation', before: rec.recommendation, after: 'Updated by import' },
        ],
      ],
      ['insert', []],
    ]);
    expect(await applied(status.id, 'rows')).toMatchObject({ state: 'applied', counts: { inserted: 1, updated: 1 } });
    expect(await t.db.selectFrom('calibration_recommendations').select('recommendation').where('id', '=', rec.id).executeTakeFirstOrThrow()).toEqual({ recommendation: 'Updated by import' });
    const made = await t.db.selectFrom('calibration_recommendations').select(['vehicle_make', 'nickname']).where('recommendation', '=', 'Same nickname of another make').execute();
    expect(made).toEqual([{ vehicle_make: other.id, nickname: rec.nickname }]);
  });
});
