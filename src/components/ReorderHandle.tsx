/**
 * The handle of a row in an ordered inline-editable list: drag it to move the
 * row, or press Alt+Up / Alt+Down on it (or the arrow buttons) to move it by
 * one place; the list announces each move to screen readers.
 */
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Stack } from '@mui/material';
import type { DragEvent, KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  name: string;
  position: number;
  total: number;
  disabled: boolean;
  /** Moves the row by one place; `control` names what the focus returns to. */
  onMove: (by: number, control: string) => void;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
}

export function ReorderHandle({ name, position, total, disabled, onMove, onDragStart, onDragEnd }: Props) {
  const translate = useTranslate();
  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    onMove(e.key === 'ArrowUp' ? -1 : 1, 'handle');
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Box
        component="span"
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-label={translate('app.list.reorder_handle', { name, position, total })}
        draggable={!disabled}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onKeyDown={disabled ? undefined : onKeyDown}
        data-drag-handle
        data-reorder="handle"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, cursor: disabled ? 'default' : 'grab', color: 'text.secondary', borderRadius: 1, px: 0.5, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <DragIndicatorIcon fontSize="small" />
        <Box component="span" sx={{ minWidth: '2ch', fontVariantNumeric: 'tabular-nums' }}>{position}</Box>
      </Box>
      <IconButton size="small" aria-label={translate('app.list.move_up', { name })} data-reorder="up" disabled={disabled || position === 1} onClick={() => onMove(-1, 'up')}>
        <ArrowUpIcon fontSize="inherit" />
      </IconButton>
      <IconButton size="small" aria-label={translate('app.list.move_down', { name })} data-reorder="down" disabled={disabled || position === total} onClick={() => onMove(1, 'down')}>
        <ArrowDownIcon fontSize="inherit" />
      </IconButton>
    </Stack>
  );
}
