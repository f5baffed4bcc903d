/**
 * A request's fixed choices, shared by its declaration (./index.ts: the list's columns and filters) and its detail
 * (./useServiceRequest.ts: the names its ids are shown by).
 */
import { SCAN_REPORT_STATUSES, SERVICE_REQUEST_STATUSES } from '../../contract/serviceRequest';
import { SOLUTIONS } from '../../contract/solutions';
import { choicesOf } from '../../src/declare/choices';

export const statuses = choicesOf('serviceRequests.statuses', SERVICE_REQUEST_STATUSES);
export const solutions = choicesOf('serviceRequests.solutions', SOLUTIONS);
export const scanReportStatuses = choicesOf('serviceRequests.scanReportStatuses', SCAN_REPORT_STATUSES);
