/** Asks before a business's status changes (BusinessHeader), naming the business, both statuses and the effect. Loaded when first asked. */
import { Confirm, useTranslate } from 'react-admin';

interface Props {
  name: string;
  from: string;
  to: string;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function StatusChangeDialog({ name, from, to, saving, onConfirm, onCancel }: Props) {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen
      loading={saving}
      title="resources.business.status_change.title"
      content="resources.business.status_change.message"
      translateOptions={{ name, from, to }}
      confirm={translate('resources.business.status_change.confirm', { to })}
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
}
