/**
 * A declared list's actions in the palette (issue 35): New … (where the list shows its Create button) and the
 * exports, each run by the list's own button beside it in the toolbar (src/declare/views/TableList.tsx), so the
 * palette exports exactly what the button does: the visible columns of the rows the filters match.
 */
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { paths, type ResourceDescriptor } from '../declare/defineResource';
import { usePaletteActions } from './actions';

export function ListPaletteActions({ descriptor, inPage }: { descriptor: ResourceDescriptor; inPage?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const mark = useRef<HTMLSpanElement>(null);
  const byLabel = (label: string) => () =>
    [...(mark.current?.parentElement?.querySelectorAll('button') ?? [])].find((b) => b.textContent === label)?.click();
  const name = translate(`resources.${descriptor.name}.name`, { smart_count: 1 });
  const exports = ['app.list.export', 'app.list.export_xlsx'].map((key) => {
    const label = translate(key);
    return { id: `list.${key}`, label, group: 'list' as const, run: byLabel(label) };
  });
  usePaletteActions(
    inPage
      ? []
      : [
          ...(descriptor.endpoints.save ? [{ id: 'list.create', label: `${translate('ra.action.create')}: ${name}`, group: 'list' as const, run: () => navigate(paths(descriptor).create) }] : []),
          ...exports,
        ],
  );
  return <span ref={mark} hidden />;
}
