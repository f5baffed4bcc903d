/**
 * A request's three calls, each its own query: the request with its work order (serviceRequest/ServiceRequest),
 * its history (GetServiceRequestHistory) and its issues (issue/GetIssues); and the names its ids are shown by.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { type HistoryEntry, type RequestIssue, SCAN_REPORT_STATUSES, type ServiceRequest, serviceRequestContract as c } from '../../contract/serviceRequest';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { choicesOf } from '../choices';
import serviceRequests from '.';

export const requestKeys = {
  request: (id: number) => ['serviceRequest', id] as const,
  history: (id: number) => ['serviceRequestHistory', id] as const,
};

export function useServiceRequest(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const get = <T>(endpoint: (typeof c)[keyof typeof c], query: Record<string, unknown>) => async () => (await dataProvider.call(endpoint, { query })) as T;
  return {
    request: useQuery({ queryKey: requestKeys.request(id), queryFn: get<ServiceRequest>(c.serviceRequest, { id }) }),
    history: useQuery({ queryKey: requestKeys.history(id), queryFn: get<HistoryEntry[]>(c.getServiceRequestHistory, { id }) }),
    issues: useQuery({ queryKey: ['serviceRequestIssues', id], queryFn: get<RequestIssue[]>(c.getIssues, { serviceRequestId: id }) }),
  };
}

const scanReportStatuses = choicesOf('serviceRequests.scanReportStatuses', SCAN_REPORT_STATUSES);
const fieldChoices = (source: string) => serviceRequests.fields.find((f) => f.source === source)?.choices ?? [];

/** The translated names of a request's status, solution and scan report status ids, as the list shows them. */
export function useRequestNames() {
  const translate = useTranslate();
  const name = (choices: { id: number | string; name: string }[]) => (id: number | string | null | undefined) => {
    const choice = choices.find((ch) => String(ch.id) === String(id));
    return choice ? translate(choice.name) : String(id ?? '');
  };
  return { status: name(fieldChoices('statusId')), solution: name(fieldChoices('appId')), scanReport: name(scanReportStatuses) };
}
