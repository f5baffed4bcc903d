/**
 * The history saved onto a channel's request (Message/ServiceRequestMessages) in the console's language: a
 * message staff translated shows the translation (the original beneath it), any other its original, marked as
 * such. Staff write or correct the translation in place (message/AddMessageTranslated; a correction names the
 * version it replaces, so two people correcting at once do not overwrite each other unseen).
 */
import { Box, Button, Chip, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { chatContract as c, type SavedMessage } from '../../contract/chat';
import { MessageBubble } from './MessageBubble';
import { type ChatLanguage, chatKeys, useChatCall, useSavedMessages } from './queries';
import { maxLengthOf } from '../../contract/keys';

const languageOf = (locale: string): ChatLanguage => (locale === 'es' ? 'es' : 'en');

function TranslationEditor({ message, language, onDone }: { message: SavedMessage; language: ChatLanguage; onDone: () => void }) {
  const translate = useTranslate();
  const call = useChatCall();
  const client = useQueryClient();
  const [text, setText] = useState(message.isOriginal ? '' : message.text);
  const [state, setState] = useState<'editing' | 'saving' | 'failed'>('editing');
  const save = async () => {
    setState('saving');
    try {
      const version = message.translationVersion ?? undefined;
      await call(c.addMessageTranslated, { body: { messageId: message.messageId, language, text: text.trim(), version } });
      await client.invalidateQueries({ queryKey: chatKeys.saved(message.serviceRequestId, language) });
      onDone();
    } catch {
      // logged by the call (spec §8); the text stays to try again
      setState('failed');
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      sx={{ mt: 1, p: 1, bgcolor: 'background.paper', borderRadius: 1, color: 'text.primary' }}
    >
      <TextField
        label={translate('resources.chat.saved.translation', { language: translate(`resources.chat.languages.${language}`) })}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={2}
        size="small"
        fullWidth
        autoFocus
        helperText={state === 'failed' ? translate('resources.chat.saved.not_saved') : undefined}
        error={state === 'failed'}
        slotProps={{ htmlInput: { maxLength: maxLengthOf(c.addMessageTranslated, 'text') } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onDone} disabled={state === 'saving'}>
          {translate('ra.action.cancel')}
        </Button>
        <Button size="small" variant="contained" type="submit" disabled={state === 'saving' || !text.trim()}>
          {translate('resources.chat.saved.save_translation')}
        </Button>
      </Stack>
    </Box>
  );
}

function SavedBubble({ message, language }: { message: SavedMessage; language: ChatLanguage }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  return (
    <MessageBubble type={message.type} name={message.name} createdAt={message.createdAt} text={message.text}>
      {message.isOriginal ? (
        <Chip size="small" variant="outlined" label={translate('resources.chat.saved.original')} sx={{ mt: 0.5, color: 'inherit', borderColor: 'currentColor' }} />
      ) : (
        <Typography variant="caption" component="p" sx={{ mt: 0.5, fontStyle: 'italic' }}>
          {translate('resources.chat.saved.original_text', { text: message.originalText ?? '' })}
        </Typography>
      )}
      {editing ? (
        <TranslationEditor message={message} language={language} onDone={() => setEditing(false)} />
      ) : (
        <Box sx={{ mt: 0.5 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setEditing(true)}
            sx={{ bgcolor: 'background.paper', color: 'text.primary', '&:hover': { bgcolor: 'background.paper' } }}
          >
            {translate(message.isOriginal ? 'resources.chat.saved.add_translation' : 'resources.chat.saved.edit_translation')}
          </Button>
        </Box>
      )}
    </MessageBubble>
  );
}

export function SavedHistory({ serviceRequestId }: { serviceRequestId: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = languageOf(locale);
  const saved = useSavedMessages(serviceRequestId, language);
  return (
    <Box tabIndex={0} role="region" aria-label={translate('resources.chat.conversation.saved')} sx={{ flex: 1, overflowY: 'auto', minHeight: 0, px: 2, py: 1 }}>
      {saved.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {saved.isSuccess && saved.data.items.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
          {translate('resources.chat.saved.empty')}
        </Typography>
      )}
      <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }}>
        {saved.data?.items.map((m) => (
          <SavedBubble key={m.messageId} message={m} language={language} />
        ))}
      </Stack>
    </Box>
  );
}
