/**
 * One message as the conversations show it (spec §3 type): staff's (`sent`) on the right in the primary colour,
 * the shop's and the technician's (`received`) on the left; the sender's name and the time above the text.
 */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../src/components/formats';

export function MessageBubble({
  type,
  name,
  createdAt,
  text,
  failed,
  children,
}: {
  type: 'sent' | 'received';
  name: string;
  createdAt: string;
  text: string;
  failed?: boolean;
  /** Below the text: a send's state, a translation's controls. */
  children?: ReactNode;
}) {
  const sent = type === 'sent';
  return (
    <Box
      component="li"
      data-type={type}
      sx={{
        alignSelf: sent ? 'flex-end' : 'flex-start',
        maxWidth: '80%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        borderBottomRightRadius: sent ? 4 : undefined,
        borderBottomLeftRadius: sent ? undefined : 4,
        bgcolor: failed ? 'background.paper' : sent ? 'primary.main' : 'action.selected',
        color: failed ? 'text.primary' : sent ? 'primary.contrastText' : 'text.primary',
        border: failed ? 2 : 0,
        borderColor: 'error.main',
        listStyle: 'none',
      }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 700, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, justifyContent: 'space-between' }}>
        <span>{name}</span>
        <Box component="time" dateTime={createdAt} sx={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
          {formatDateTime(createdAt)}
        </Box>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      {children}
    </Box>
  );
}
