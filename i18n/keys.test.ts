import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { resources } from '../resources';
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
});

describe('the success alert', () => {
  it("is the spec's 'Saved successfully!' wherever a record is created or updated, in both languages", () => {
    expect([en.ra.notification.created, en.ra.notification.updated]).toEqual(['Saved successfully!', 'Saved successfully!']);
    expect([es.ra.notification.created, es.ra.notification.updated]).toEqual([es.app.alerts.saved, es.app.alerts.saved]);
  });
});
