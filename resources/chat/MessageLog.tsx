/**
 * A channel's live messages (chat/ChannelMessages): the last 30, older ones loaded when scrolled to the top (or
 * with the button above them, for the keyboard), new ones appended as they come, followed by the messages typed
 * here and not yet answered (a refused one marked, with Retry). What is shown is marked read (chat/MarkRead).
 */
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type ChatChannel, chatContract as c } from '../../contract/chat';
import { CHAT_LIMITS } from '../../contract/chatRules';
import { lastMessageId, type PendingMessage, unsettled } from './conversation';
import { MessageBubble } from './MessageBubble';
import { useChatCache, useChatCall, useMessages } from './queries';

/** Within this many pixels of an end counts as at it. */
const NEAR = 48;

function useMarkRead(channel: ChatChannel, lastId: number) {
  const cache = useChatCache();
  const marked = useRef(0);
  useEffect(() => {
    if (lastId <= marked.current) return;
    marked.current = lastId;
    cache.markRead(channel.url, lastId);
  }, [lastId, channel.url, cache]);
}

export function MessageLog({ channel, pending, onRetry }: { channel: ChatChannel; pending: PendingMessage[]; onRetry: (message: PendingMessage) => void }) {
  const translate = useTranslate();
  const call = useChatCall();
  const cache = useChatCache();
  const messages = useMessages(channel.url);
  const items = messages.data?.items ?? [];
  const mine = unsettled(pending, channel.url, items);
  const lastId = lastMessageId(items);
  useMarkRead(channel, lastId);

  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const restoreFromBottom = useRef<number | null>(null);
  const lastScrollTop = useRef(0);
  const [loadingOlder, setLoadingOlder] = useState(false);

  // New messages at the end keep the view at the bottom (when it was there, or when one is being sent from here);
  // older ones keep the reader's place.
  const firstId = items[0]?.messageId;
  const sending = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the messages shown change at either end
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (mine.length > sending.current) atBottom.current = true;
    sending.current = mine.length;
    if (restoreFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - restoreFromBottom.current;
      restoreFromBottom.current = null;
    } else if (atBottom.current) el.scrollTop = el.scrollHeight;
  }, [firstId, lastId, mine.length]);

  const loadOlder = async () => {
    const el = scroller.current;
    if (loadingOlder || !messages.data?.hasMore || firstId === undefined || !el) return;
    setLoadingOlder(true);
    try {
      const page = await call(c.channelMessages, { query: { channelUrl: channel.url, before: firstId, limit: CHAT_LIMITS.messageLoadLimit } });
      restoreFromBottom.current = el.scrollHeight - el.scrollTop;
      cache.addMessages(channel.url, page.items, page.hasMore);
    } catch {
      // logged by the call (spec §8); scrolling up again tries again
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label={translate('resources.chat.conversation.messages')}
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        const up = el.scrollTop < lastScrollTop.current;
        lastScrollTop.current = el.scrollTop;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR;
        // Only the reader scrolling up loads older messages (not the view following new ones).
        if (up && el.scrollTop < NEAR) void loadOlder();
      }}
      sx={{ flex: 1, overflowY: 'auto', minHeight: 0, px: 2, py: 1 }}
    >
      {(messages.isPending || loadingOlder) && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {messages.data?.hasMore && (
        <Box sx={{ textAlign: 'center' }}>
          <Button size="small" onClick={() => void loadOlder()} disabled={loadingOlder}>
            {translate('resources.chat.conversation.older')}
          </Button>
        </Box>
      )}
      {messages.isSuccess && items.length === 0 && mine.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
          {translate('resources.chat.conversation.empty')}
        </Typography>
      )}
      <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }}>
        {items.map((m) => (
          <MessageBubble key={m.messageId} type={m.type} name={m.name} createdAt={m.createdAt} text={m.text} />
        ))}
        {mine.map((p) => (
          <MessageBubble key={p.clientId} type="sent" name={translate('resources.chat.conversation.you')} createdAt={p.createdAt} text={p.text} failed={p.failed}>
            {p.failed ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, color: 'error.main' }}>
                <ErrorIcon fontSize="small" aria-hidden />
                <Typography variant="caption">{translate('resources.chat.conversation.not_sent')}</Typography>
                <Button size="small" color="error" variant="outlined" onClick={() => onRetry(p)}>
                  {translate('resources.chat.conversation.retry')}
                </Button>
              </Stack>
            ) : (
              <Typography variant="caption">{translate('resources.chat.conversation.sending')}</Typography>
            )}
          </MessageBubble>
        ))}
      </Stack>
    </Box>
  );
}
