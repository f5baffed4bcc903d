/** The dialog rule (dialogKeys.ts) as the theme gives it to every MUI Dialog: focus on open, Enter confirms, Escape cancels. */
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../theme';

const theme = createTheme(lightTheme as ThemeOptions);

function Opener({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Button onClick={() => setOpen(true)}>Open</Button>
      {open && children(() => setOpen(false))}
    </ThemeProvider>
  );
}

async function open(ui: (close: () => void) => ReactNode) {
  const user = userEvent.setup();
  render(<Opener>{ui}</Opener>);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await screen.findByRole('dialog');
  return user;
}

describe('every dialog', () => {
  it('puts the focus in its first input, confirms on Enter and cancels on Escape', async () => {
    const confirm = vi.fn();
    const user = await open((close) => (
      <Dialog open onClose={close}>
        <DialogTitle>Reset password</DialogTitle>
        <DialogContent>
          <TextField label="Password" type="password" />
          <TextField label="Repeat" />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" onClick={confirm}>
            Reset
          </Button>
        </DialogActions>
      </Dialog>
    ));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    await user.keyboard('secret{Enter}');
    expect(confirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('without an input, focuses its primary action (react-admin Confirm: the last button), which Enter runs', async () => {
    const confirm = vi.fn();
    const user = await open((close) => (
      <Dialog open onClose={close}>
        <DialogTitle>Delete?</DialogTitle>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button onClick={confirm}>Confirm</Button>
        </DialogActions>
      </Dialog>
    ));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus an element takes itself, and submits a form once on Enter (the browser does it)', async () => {
    const submit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const user = await open((close) => (
      <Dialog open onClose={close}>
        <form onSubmit={submit}>
          <DialogContent>
            <TextField label="From" />
            <TextField label="To" autoFocus />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit">Swap</Button>
          </DialogActions>
        </form>
      </Dialog>
    ));
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveFocus());
    await user.keyboard('B{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('confirms from a checkbox, but leaves Enter to a text area and to a button', async () => {
    const confirm = vi.fn();
    const other = vi.fn();
    const user = await open((close) => (
      <Dialog open onClose={close}>
        <DialogContent>
          <Checkbox slotProps={{ input: { 'aria-label': 'Year 2024' } }} />
          <TextField label="Note" multiline />
          <Button onClick={other}>Other</Button>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={confirm}>
            Copy
          </Button>
          <Button onClick={close}>Cancel</Button>
        </DialogActions>
      </Dialog>
    ));
    await waitFor(() => expect(screen.getByLabelText('Year 2024')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(confirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByLabelText('Note'));
    await user.keyboard('line{Enter}two');
    expect(screen.getByLabelText('Note')).toHaveValue('line\ntwo');
    await user.click(screen.getByRole('button', { name: 'Other' }));
    await user.keyboard('{Enter}');
    expect(other).toHaveBeenCalledTimes(2);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('in a dialog opened over another, Enter confirms the one on top only', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const user = await open((close) => (
      <Dialog open onClose={close}>
        <DialogContent>Elements</DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={outer}>
            Close
          </Button>
        </DialogActions>
        <Dialog open onClose={close}>
          <DialogContent>
            <TextField label="Name" />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={inner}>
              Save
            </Button>
          </DialogActions>
        </Dialog>
      </Dialog>
    ));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    await user.keyboard('Radar{Enter}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
