/** The names the chat shows for a request's status and solution ids (their labels load with the chat screen). */
import { useTranslate } from 'react-admin';
import { SERVICE_REQUEST_STATUSES } from '../../contract/serviceRequest';
import { SOLUTIONS } from '../../contract/solutions';

const keyOf = (ids: Record<string, number>, id: number) => Object.entries(ids).find(([, value]) => value === id)?.[0];

export function useRequestNames() {
  const translate = useTranslate();
  return {
    status: (id: number) => {
      const key = keyOf(SERVICE_REQUEST_STATUSES, id);
      return key ? translate(`resources.chat.statuses.${key}`) : String(id);
    },
    solution: (id: number) => translate(`resources.chat.solutions.${keyOf(SOLUTIONS, id)}`),
  };
}
