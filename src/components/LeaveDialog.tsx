/** The unsaved-changes question (unsavedChanges.tsx): loaded once something can be lost. Enter leaves (the focused action), Escape stays. */
import { Confirm } from 'react-admin';

export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Confirm
      isOpen
      title="app.unsaved.title"
      content="app.unsaved.message"
      confirm="app.unsaved.leave"
      cancel="app.unsaved.stay"
      confirmColor="warning"
      onConfirm={onLeave}
      onClose={onStay}
    />
  );
}
