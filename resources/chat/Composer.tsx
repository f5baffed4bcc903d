/** The message box under a conversation: Enter sends, Shift+Enter starts a new line; the text typed is kept per channel until sent. */
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { maxLengthOf } from '../../contract/keys';
import { chatContract } from '../../contract/chat';

export function Composer({ initial, onChange, onSend }: { initial: string; onChange: (text: string) => void; onSend: (text: string) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  const change = (value: string) => {
    setText(value);
    onChange(value);
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) return;
    onSend(text.trim());
    change('');
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <TextField
        label={translate('resources.chat.composer.label')}
        placeholder={translate('resources.chat.composer.placeholder')}
        value={text}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        multiline
        maxRows={4}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: maxLengthOf(chatContract.insertUserMessage, 'text') } }}
      />
      <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!text.trim()}>
        {translate('resources.chat.composer.send')}
      </Button>
    </Box>
  );
}
