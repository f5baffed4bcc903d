/**
 * The channel list of the chosen solution, 20 at a time (more on asking: the next page's token), searched by
 * name, shop or VIN. Each channel shows its request's status, its message count, the unread badge (capped at
 * '+9', spec §9) and the unsaved mark (spec §4).
 */
import { Box, Button, Card, Chip, LinearProgress, List, ListItem, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ChatChannel } from '../../contract/chat';
import { isUnsavedChannel, unreadBadge } from '../../contract/chatRules';
import { useRequestNames } from './requestNames';
import type { ChannelPages } from './channelCache';

export function UnsavedMark() {
  const translate = useTranslate();
  return <Chip size="small" color="warning" variant="outlined" label={translate('resources.chat.channel.unsaved')} title={translate('resources.chat.channel.unsaved_hint')} />;
}

function ChannelRow({ channel, selected, onOpen }: { channel: ChatChannel; selected: boolean; onOpen: () => void }) {
  const translate = useTranslate();
  const names = useRequestNames();
  const badge = unreadBadge(channel.unreadCount);
  return (
    <ListItem disablePadding divider>
      <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={onOpen} sx={{ alignItems: 'flex-start', gap: 1 }}>
      <ListItemText
        primary={channel.name}
        slotProps={{ primary: { noWrap: true, title: channel.name, sx: { fontWeight: channel.unreadCount > 0 ? 700 : 500 } }, secondary: { component: 'div' } }}
        secondary={
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            <span>{names.status(channel.statusId)}</span>
            <span aria-hidden="true">·</span>
            <span>{translate('resources.chat.channel.messages', { smart_count: channel.messageCount })}</span>
            {isUnsavedChannel(channel) && <UnsavedMark />}
          </Stack>
        }
      />
      {badge && (
        <Chip
          size="small"
          color="error"
          label={badge}
          aria-label={translate('resources.chat.channel.unread', { count: badge })}
          sx={{ fontWeight: 700, mt: 0.5 }}
          data-testid="unread-badge"
        />
      )}
      </ListItemButton>
    </ListItem>
  );
}

export function ChannelList({
  list,
  search,
  onSearch,
  openUrl,
  onOpen,
}: {
  list: UseInfiniteQueryResult<ChannelPages>;
  search: string;
  onSearch: (value: string) => void;
  openUrl: string | null;
  onOpen: (url: string) => void;
}) {
  const translate = useTranslate();
  const channels = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card component="section" variant="outlined" aria-label={translate('resources.chat.page.channels')} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: { xs: 'min(70vh, 560px)', lg: 'auto' } }}>
      <Box sx={{ p: 1.5 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          placeholder={translate('app.list.search')}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': translate('app.list.search') } }}
        />
      </Box>
      {/* The bar's room is kept while nothing loads: the list below does not move when it shows. */}
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {list.isSuccess && channels.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('resources.chat.page.no_channels')}
          </Typography>
        )}
        <List disablePadding aria-label={translate('resources.chat.page.channels')}>
          {channels.map((channel) => (
            <ChannelRow key={channel.url} channel={channel} selected={channel.url === openUrl} onOpen={() => onOpen(channel.url)} />
          ))}
        </List>
        {list.hasNextPage && (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {translate('resources.chat.page.more_channels')}
            </Button>
          </Box>
        )}
      </Box>
    </Card>
  );
}
