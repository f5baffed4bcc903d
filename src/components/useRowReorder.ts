/**
 * Reordering the rows of an inline-editable list by drag or keyboard (an order field, such as a
 * pre-canned message's sortOrder): the moved rows renumbered and flagged changed (reorder.ts), each
 * move announced to screen readers, and the focus kept on the control that made it.
 */
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { moveRow, type OrderedRow } from './reorder';

interface Options<R extends OrderedRow> {
  rows: R[];
  setRows: (update: (rows: R[]) => R[]) => void;
  /** The order field; no reordering without one. */
  order?: string;
  /** How a row is named in the announcement. */
  rowName: (record: RaRecord) => string;
}

export function useRowReorder<R extends OrderedRow>({ rows, setRows, order, rowName }: Options<R>) {
  const translate = useTranslate();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // State, not a ref: it commits with the rows it was asked with, so an effect of an earlier render still
  // pending when the key is pressed (the list's first load) cannot take it and focus the row's old place.
  const [refocus, setRefocus] = useState<{ id: RaRecord['id']; control: string } | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  /** Focuses a control of a row after the next render: `input` (its first input) or a reorder button. */
  const focusAfterRender = (id: RaRecord['id'], control: string) => setRefocus({ id, control });

  /** Moves a row (by its index in `rows`) to another place, announcing it; `control` gets the focus back after a keyboard move. */
  const move = (from: number, to: number, control?: string) => {
    if (!order || from === to) return;
    const target = Math.max(0, Math.min(rows.length - 1, to));
    const row = rows[from];
    setRows((all) => moveRow(all, from, to, order));
    if (control) focusAfterRender(row.record.id, control);
    setAnnouncement(translate('app.list.moved', { name: rowName(row.record), position: target + 1, total: rows.length }));
  };

  useEffect(() => {
    if (!refocus) return;
    // A cell's input may still be loading (its component is fetched the first time one shows): the focus waits for it, a second at most.
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const tr = tableRef.current?.querySelector(`tr[data-row-id="${refocus.id}"]`);
      const selector = refocus.control === 'input' ? 'input:not([type=checkbox]), textarea:not([aria-hidden])' : `[data-reorder="${refocus.control}"]:not(:disabled)`;
      const control = tr?.querySelector<HTMLElement>(selector) ?? (tries >= 60 ? tr?.querySelector<HTMLElement>('[data-drag-handle]') : null);
      if (control) control.focus();
      else if (tries++ < 60) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [refocus]);

  const dragStart = (index: number) => (e: DragEvent) => {
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', String(index));
    const tr = (e.currentTarget as HTMLElement).closest('tr');
    if (tr) e.dataTransfer.setDragImage(tr, 16, 16);
    setDragFrom(index);
  };
  const dragEnd = () => {
    setDragFrom(null);
    setDropAt(null);
  };

  /** Whether a dragged row would land on this one (shown outlined). */
  const isDropTarget = (index: number) => dropAt === index && dragFrom !== null;
  /** A row's drop-target handlers while another row is dragged. */
  const dropTarget = (index: number) => ({
    onDragOver:
      dragFrom === null
        ? undefined
        : (e: DragEvent) => {
            e.preventDefault();
            setDropAt(index);
          },
    onDrop:
      dragFrom === null
        ? undefined
        : (e: DragEvent) => {
            e.preventDefault();
            move(dragFrom, index);
            dragEnd();
          },
  });

  return { tableRef, announcement, focusAfterRender, move, dragStart, dragEnd, dropTarget, isDropTarget };
}
