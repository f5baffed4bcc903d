/**
 * The open channel: its request (status, shop, a link to the request's detail, the saved count, the unsaved mark),
 * Save history and Remove channel, then its live messages with the message box, or the history saved onto the
 * request with its translations.
 */
import { Box, Button, Card, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ChatChannel } from '../../contract/chat';
import { isUnsavedChannel } from '../../contract/chatRules';
import { paths } from '../../src/declare/defineResource';
import serviceRequests from '../serviceRequests';
import { useRequestNames } from './requestNames';
import { UnsavedMark } from './ChannelList';
import { Composer } from './Composer';
import { MessageLog } from './MessageLog';
import { useChatCache } from './queries';
import { RemoveChannelDialog } from './RemoveChannelDialog';
import { SavedHistory } from './SavedHistory';
import { useChannelActions } from './useChannelActions';
import type { useSends } from './useSends';

function ChannelHeader({ channel, headingId, onRemoved }: { channel: ChatChannel; headingId: string; onRemoved: () => void }) {
  const translate = useTranslate();
  const names = useRequestNames();
  const actions = useChannelActions(channel, onRemoved);
  const [asking, setAsking] = useState(false);
  const unsaved = isUnsavedChannel(channel);
  return (
    <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {channel.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">{names.status(channel.statusId)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.chat.channel.saved', { smart_count: channel.chatMessageCount })}
            </Typography>
            <Link component={RouterLink} to={paths(serviceRequests).edit(channel.serviceRequestId)} variant="body2">
              {translate('resources.chat.channel.request', { id: channel.serviceRequestId })}
            </Link>
            {unsaved && <UnsavedMark />}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant={unsaved ? 'contained' : 'outlined'} size="small" onClick={() => void actions.save()} disabled={actions.busy !== null || channel.messageCount === 0}>
            {translate(actions.busy === 'save' ? 'resources.chat.channel.saving' : 'resources.chat.channel.save_history')}
          </Button>
          <Button color="error" size="small" variant="outlined" onClick={() => setAsking(true)} disabled={actions.busy !== null}>
            {translate('resources.chat.channel.remove')}
          </Button>
        </Stack>
      </Stack>
      {asking && (
        <RemoveChannelDialog
          name={channel.name}
          unsaved={unsaved && channel.messageCount > 0}
          busy={actions.busy !== null}
          onClose={() => setAsking(false)}
          onRemove={() => void actions.remove(unsaved)}
          onSaveAndRemove={() => void actions.saveAndRemove()}
        />
      )}
    </Box>
  );
}

export function Conversation({ channel, sends, onRemoved }: { channel: ChatChannel; sends: ReturnType<typeof useSends>; onRemoved: () => void }) {
  const translate = useTranslate();
  const headingId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<'live' | 'saved'>('live');
  const cache = useChatCache();
  // A channel removed from here is asked about again once its conversation has closed (it may be reopened).
  useEffect(() => () => cache.doneRemoving(channel.url), [cache, channel.url]);
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <ChannelHeader channel={channel} headingId={headingId} onRemoved={onRemoved} />
      <Tabs value={tab} onChange={(_, next: 'live' | 'saved') => setTab(next)} aria-label={translate('resources.chat.page.conversation')} sx={{ px: 1.5, minHeight: 40 }}>
        <Tab value="live" label={translate('resources.chat.conversation.live')} id={`${tabsId}-live`} aria-controls={`${tabsId}-panel`} sx={{ minHeight: 40 }} />
        <Tab value="saved" label={translate('resources.chat.conversation.saved')} id={`${tabsId}-saved`} aria-controls={`${tabsId}-panel`} sx={{ minHeight: 40 }} />
      </Tabs>
      <Box id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, borderTop: 1, borderColor: 'divider' }}>
        {tab === 'live' ? (
          <>
            <MessageLog channel={channel} pending={sends.pending} onRetry={(p) => void sends.retry(p)} />
            <Composer initial={sends.draft(channel.url)} onChange={(text) => sends.keepDraft(channel.url, text)} onSend={(text) => void sends.send(channel.url, text)} />
          </>
        ) : (
          <SavedHistory serviceRequestId={channel.serviceRequestId} />
        )}
      </Box>
    </Card>
  );
}
