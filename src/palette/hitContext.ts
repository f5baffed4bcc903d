/**
 * A found record's line of context in the console's language (issue 35): a shop's or partner's city and status (the
 * status's label as the lists show it, from the business statuses' lookup), a user's email and role, a device's
 * shop, a request's shop and status (its label on the requests list), a channel's shop and request.
 */
import { useTranslate } from 'react-admin';
import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import type { SearchHit, SearchKind } from '../../contract/search';
import { SERVICE_REQUEST_STATUSES } from '../../contract/serviceRequest';
import { useLookupChoices } from '../components/inputs/useLookupChoices';

const requestStatusKey = (status: string | number) =>
  typeof status === 'number' ? Object.entries(SERVICE_REQUEST_STATUSES).find(([, id]) => id === status)?.[0] : status;

export function useHitContext(): (kind: SearchKind, hit: SearchHit) => string {
  const translate = useTranslate();
  const { choices } = useLookupChoices(LOOKUP_KEYS.businessStatus);
  return (kind, { context: c }) => {
    const status = () => {
      if (c.status === null || c.status === undefined) return null;
      if (kind === 'serviceRequest') {
        const key = requestStatusKey(c.status);
        return key ? translate(`resources.serviceRequests.statuses.${key}`, { _: String(c.status) }) : String(c.status);
      }
      return choices.find((choice) => String(choice.id) === String(c.status))?.name ?? String(c.status);
    };
    const parts =
      kind === 'business' || kind === 'partner'
        ? [c.city, status()]
        : kind === 'user'
          ? [c.email, c.role]
          : kind === 'serviceRequest'
            ? [c.businessName, status()]
            : [c.businessName, c.serviceRequestId ? `#${c.serviceRequestId}` : null];
    return parts.filter(Boolean).join(' · ');
  };
}
