/**
 * The actions of the list on view (issue 35): a declared list marks its toolbar (TableList's `data-palette-actions`,
 * not in a list's JavaScript: the first list's budget), and the palette offers that toolbar's New … and export
 * buttons when it opens, each run by clicking the button itself: only where the button is, and exactly what it does
 * (the visible columns of the rows the filters match).
 */
import type { PaletteAction } from './actions';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function listActions(translate: Translate): PaletteAction[] {
  const offered: PaletteAction[] = [];
  for (const mark of document.querySelectorAll<HTMLElement>('main [data-palette-actions]')) {
    const resource = mark.dataset.paletteActions ?? '';
    const buttons = mark.parentElement?.querySelectorAll<HTMLElement>('a, button:enabled') ?? [];
    const create = translate('ra.action.create');
    for (const button of buttons) {
      const text = (button.getAttribute('aria-label') || button.textContent || '').trim();
      const run = () => button.click();
      if (text === create) offered.push({ id: `list.create.${resource}`, label: `${create}: ${translate(`resources.${resource}.name`, { smart_count: 1 })}`, group: 'list', run });
      else if (text === translate('app.list.export') || text === translate('app.list.export_xlsx')) offered.push({ id: `list.${text}.${resource}`, label: text, group: 'list', run });
    }
  }
  return offered;
}
