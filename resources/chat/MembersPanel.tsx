/**
 * A channel's members (staff, the shop's users, the technician), each removable (chat/RemoveUser), and a user
 * added from the chat users listed under the search box while it has the focus (chat/SendBirdUsers: 5 when
 * searching by name or email, 50 otherwise) with chat/AddMembers. Both answer the channel with its members.
 */
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { Box, Card, Chip, IconButton, List, ListItem, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type ChatChannel, type ChatUser, chatContract as c } from '../../contract/chat';
import { useChatCache, useChatCall, useChatUsers } from './queries';
import { useDebounced } from './useDebounced';

function AddMember({ channel }: { channel: ChatChannel }) {
  const translate = useTranslate();
  const call = useChatCall();
  const cache = useChatCache();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const users = useChatUsers(useDebounced(input), open);
  const members = new Set(channel.members?.map((m) => m.userId));
  const add = async (user: ChatUser) => {
    setAdding(true);
    try {
      cache.replace(await call(c.addMembers, { body: { channelUrl: channel.url, userIds: [user.userId] } }));
      setInput('');
      setOpen(false);
    } catch {
      // logged by the call
    } finally {
      setAdding(false);
    }
  };
  return (
    <Box
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
    >
      <TextField
        type="search"
        size="small"
        fullWidth
        label={translate('resources.chat.members.add')}
        placeholder={translate('resources.chat.members.search')}
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {open && (
        <List
          dense
          aria-label={translate('resources.chat.members.users')}
          // A click on a user keeps the focus where it is (Safari does not focus a clicked button: the list would close first).
          onMouseDown={(e) => e.preventDefault()}
          sx={{ mt: 0.5, maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {users.isSuccess && users.data.items.length === 0 && (
            <ListItem>
              <ListItemText secondary={translate('resources.chat.members.no_users')} />
            </ListItem>
          )}
          {users.data?.items.map((u) => (
            <ListItem key={u.userId} disablePadding>
              <ListItemButton disabled={adding || members.has(u.userId)} onClick={() => void add(u)}>
                <ListItemText primary={u.nickname} secondary={`${translate(`resources.chat.kinds.${u.kind}`)} · ${u.email}`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

export function MembersPanel({ channel }: { channel: ChatChannel }) {
  const translate = useTranslate();
  const call = useChatCall();
  const cache = useChatCache();
  const headingId = useId();
  const members = channel.members ?? [];
  const remove = async (user: ChatUser) => {
    try {
      cache.replace(await call(c.removeUser, { body: { channelUrl: channel.url, userId: user.userId } }));
    } catch {
      // logged by the call
    }
  };
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box sx={{ p: 1.5, pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {translate('resources.chat.members.title', { smart_count: members.length })}
        </Typography>
        <AddMember channel={channel} />
      </Box>
      <List dense sx={{ overflowY: 'auto', flex: 1 }}>
        {members.map((m) => (
          <ListItem
            key={m.userId}
            secondaryAction={
              <IconButton edge="end" aria-label={translate('resources.chat.members.remove', { name: m.nickname })} onClick={() => void remove(m)}>
                <PersonRemoveIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText
              primary={m.nickname}
              secondary={<Chip component="span" size="small" variant="outlined" label={translate(`resources.chat.kinds.${m.kind}`)} sx={{ mt: 0.25 }} />}
              slotProps={{ secondary: { component: 'div' } }}
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
