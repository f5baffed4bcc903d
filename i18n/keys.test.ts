import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { resources } from '../src/declare/allResources';
import { formTabs, newBusinessFields } from '../resources/business/tabs';
import { partnerGroups } from '../resources/partner/fields';
import { groupFields } from '../src/declare/views/FieldGroups';
import { menuGroups, screens } from '../src/layout/screens';
// Every message, the lazy areas' included (they load with their screens).
import { en, es } from './allMessages';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const lookup = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((node, k) => (typeof node === 'object' ? node[k] : undefined), tree);

describe('English and Spanish', () => {
  it('have the same keys, react-admin’s own included', () => {
    expect(keys(es as unknown as Tree).sort()).toEqual(keys(en as unknown as Tree).sort());
    for (const key of keys(englishMessages as unknown as Tree)) expect(keys(es as unknown as Tree)).toContain(key);
  });

  it('leave no Spanish message empty or equal to an English sentence', () => {
    const same = keys(en as unknown as Tree).filter((k) => {
      const a = lookup(en as unknown as Tree, k);
      return typeof a === 'string' && a.includes(' ') && a === lookup(es as unknown as Tree, k);
    });
    expect(same).toEqual([]);
    expect(keys(es as unknown as Tree).filter((k) => lookup(es as unknown as Tree, k) === '')).toEqual([]);
  });

  it('label every menu group, screen, declared resource and field', () => {
    for (const messages of [en, es] as unknown as Tree[]) {
      for (const g of menuGroups) expect(lookup(messages, `menu.groups.${g}`)).toBeTypeOf('string');
      for (const s of screens) expect(lookup(messages, `menu.items.${s.key}`)).toBeTypeOf('string');
      for (const r of resources) {
        expect(lookup(messages, `resources.${r.name}.name`)).toBeTypeOf('string');
        for (const f of r.fields) expect(lookup(messages, `resources.${r.name}.fields.${f.source}`), `${r.name}.${f.source}`).toBeTypeOf('string');
      }
    }
  });

  // react-admin labels a field with no key by its humanised source ("Phone c c"): every field a form shows has its key.
  it('label every filter, business tab field and partner field and group, in both languages', () => {
    const partnerFields = [...(formTabs.find((t) => t.key === 'location')?.fields ?? []), ...newBusinessFields];
    for (const messages of [en, es] as unknown as Tree[]) {
      for (const r of resources) for (const f of r.filters ?? []) expect(lookup(messages, `resources.${r.name}.fields.${f.source}`), `${r.name} filter ${f.source}`).toBeTypeOf('string');
      for (const t of formTabs) for (const f of t.fields) expect(lookup(messages, `resources.business.fields.${f.source}`), `business.${f.source}`).toBeTypeOf('string');
      for (const f of partnerFields) expect(lookup(messages, `resources.partner.fields.${f.source}`), `partner.${f.source}`).toBeTypeOf('string');
      for (const g of groupFields(partnerFields, partnerGroups)) expect(lookup(messages, `resources.partner.fieldGroups.${g.key}`), `partner group ${g.key}`).toBeTypeOf('string');
    }
    // Each field in a group of its own kind, none left to "Other".
    expect(groupFields(partnerFields, partnerGroups).map((g) => g.key)).not.toContain('other');
  });
});

describe('the success alert', () => {
  it("is the spec's 'Saved successfully!' wherever a record is created or updated, in both languages", () => {
    expect([en.ra.notification.created, en.ra.notification.updated]).toEqual(['Saved successfully!', 'Saved successfully!']);
    expect([es.ra.notification.created, es.ra.notification.updated]).toEqual([es.app.alerts.saved, es.app.alerts.saved]);
  });
});
