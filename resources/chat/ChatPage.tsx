/**
 * admin/chat (spec §2, issue 14): one solution's channels (the solution in the URL: `?solution=2`, which switches
 * the channel type, spec §1), the open channel's conversation (`&channel=sr_12`) and its members side by side, kept
 * current in real time (useChatRealtime).
 */
import { Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useLatestSearchParams } from '../../src/components/useLatestSearchParams';
import { CHAT_CHANNEL_TYPES } from '../../contract/chat';
import { SOLUTIONS, type SolutionId } from '../../contract/solutions';
import { ChannelList } from './ChannelList';
import { Conversation } from './Conversation';
import { MembersPanel } from './MembersPanel';
import { highestMessageId, useChannelList, useChannelOutsideList, useChatCache, useChatSession } from './queries';
import type { ChatEvent } from './realtime/chatEvents';
import { useChatRealtime } from './realtime/useChatRealtime';
import { SolutionSwitch } from './SolutionSwitch';
import { useDebounced } from './useDebounced';
import { useSends } from './useSends';

const solutionOf = (value: string | null): SolutionId =>
  (Object.values(SOLUTIONS) as number[]).includes(Number(value)) ? (Number(value) as SolutionId) : SOLUTIONS.ukEurope;

export default function ChatPage() {
  const translate = useTranslate();
  const [params, setParams] = useLatestSearchParams();
  const solution = solutionOf(params.get('solution'));
  const channelType = CHAT_CHANNEL_TYPES[solution];
  const openUrl = params.get('channel');
  const [search, setSearch] = useState('');
  const list = useChannelList(channelType, useDebounced(search.trim()));
  const me = useChatSession().data?.userId ?? '';
  const cache = useChatCache();
  const client = useQueryClient();
  const sends = useSends();

  const listed = cache.channel(openUrl ?? '', list.data);
  const outside = useChannelOutsideList(openUrl, channelType, !listed && list.isSuccess);
  const channel = listed ?? outside.data ?? null;

  const open = (url: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (url) next.set('channel', url);
      else next.delete('channel');
      return next;
    });
  const switchSolution = (id: SolutionId) => setParams(new URLSearchParams({ solution: String(id) }));

  const onEvent = (event: ChatEvent) => {
    if (event.kind === 'message') {
      const { channelUrl, userId } = event.message;
      cache.receive(event.message, event.channelType, me, channelUrl === openUrl && document.visibilityState === 'visible');
      // A sender joins the channel: one not among its members yet is shown once the channel is read again.
      const members = cache.channel(channelUrl, list.data)?.members;
      if (members && !members.some((m) => m.userId === userId)) cache.reload(channelUrl);
      return;
    }
    if (event.removed) {
      cache.drop(event.channelUrl);
      if (event.channelUrl === openUrl) open(null);
      return;
    }
    cache.reload(event.channelUrl);
    // Only for messages not pushed themselves: a built-in channel event (members, saved count) asks for none, as a
    // channel saved and then removed at once would answer that call with a 404.
    if (event.newMessages && event.channelUrl === openUrl) void cache.catchUp(event.channelUrl);
  };
  useChatRealtime(onEvent, () => highestMessageId(client));

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('menu.items.chat')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('resources.chat.page.title')}
        </Typography>
        <SolutionSwitch value={solution} onChange={switchSolution} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(240px, 300px) minmax(0, 1fr) minmax(200px, 260px)' },
          gap: 2,
          height: { lg: 'calc(100vh - 170px)' },
          minHeight: 520,
        }}
      >
        <ChannelList list={list} search={search} onSearch={setSearch} openUrl={openUrl} onOpen={open} />
        {channel ? (
          <Conversation key={channel.url} channel={channel} sends={sends} onRemoved={() => open(null)} />
        ) : (
          <Stack component="section" aria-label={translate('resources.chat.page.conversation')} sx={{ alignItems: 'center', justifyContent: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography color="text.secondary">{translate(openUrl && !outside.isPending ? 'resources.chat.page.channel_gone' : 'resources.chat.page.choose')}</Typography>
          </Stack>
        )}
        {channel && <MembersPanel channel={channel} />}
      </Box>
    </Stack>
  );
}
