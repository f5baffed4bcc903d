/**
 * A request's three calls, each its own query: the request with its work order (serviceRequest/ServiceRequest),
 * its history (GetServiceRequestHistory) and its issues (issue/GetIssues); and the names its ids are shown by.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { serviceRequestContract as c } from '../../contract/serviceRequest';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { scanReportStatuses, solutions, statuses } from './choices';

export const requestKeys = {
  request: (id: number) => ['serviceRequest', id] as const,
  history: (id: number) => ['serviceRequestHistory', id] as const,
};

export function useServiceRequest(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return {
    request: useQuery({ queryKey: requestKeys.request(id), queryFn: () => dataProvider.call(c.serviceRequest, { query: { id } }) }),
    history: useQuery({ queryKey: requestKeys.history(id), queryFn: () => dataProvider.call(c.getServiceRequestHistory, { query: { id } }) }),
    issues: useQuery({ queryKey: ['serviceRequestIssues', id], queryFn: () => dataProvider.call(c.getIssues, { query: { serviceRequestId: id } }) }),
  };
}

/** The translated names of a request's status, solution and scan report status ids, as the list shows them. */
export function useRequestNames() {
  const translate = useTranslate();
  const name = (choices: { id: number | string; name: string }[]) => (id: number | string | null | undefined) => {
    const choice = choices.find((ch) => String(ch.id) === String(id));
    return choice ? translate(choice.name) : String(id ?? '');
  };
  return { status: name(statuses), solution: name(solutions), scanReport: name(scanReportStatuses) };
}
