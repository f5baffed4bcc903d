/**
 * English (Spanish: ./openingHours.es.ts) of the opening hours (admin/openinghours/opening-hours) and their audit log
 * (admin/openinghours/auditLog): loaded with those screens (i18n/lazyAreas.ts; the menu labels stay in en.ts). The
 * solutions are the service requests' own; the rules' messages are the contract's (contract/openingHoursRules.ts).
 */
import { HOURS_MESSAGES } from '../../contract/openingHoursRules';
import { en as requests } from './serviceRequests';

const rules: Record<keyof typeof HOURS_MESSAGES, string> = { ...HOURS_MESSAGES };

/** The fields of a tenant, a standard day and a holiday, as the screen and the server's refusals name them. */
const fields = {
  ID: 'Tenant',
  tenantId: 'Tenant',
  Platform: 'Solution',
  SupportEmail: 'Support email',
  timeZone: 'Time zone',
  weekday: 'Day',
  holidayDate: 'Date',
  name: 'Name',
  openingTime: 'Opening time',
  closingTime: 'Closing time',
  id: 'Record',
  version: 'Version',
};

export const en = {
  resources: {
    openingHours: {
      name: 'Opening hours',
      fields,
      solutions: requests.resources.serviceRequests.solutions,
      weekdays: { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' },
      weekdays_short: { 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat', 7: 'Sun' },
      rules,
      page: {
        title: 'Opening hours',
        tenants: 'Tenant',
        tenant: 'Tenant %{id}',
        no_tenants: 'No tenants are set up.',
        sections: 'Opening hours of %{tenant}',
      },
      open: {
        open: 'Open',
        closed: 'Closed',
        open_until: 'Open · closes %{time}',
        closed_until: 'Closed · opens %{time}',
        week: 'Week: %{week}',
        no_week: 'No hours set',
      },
      tenant: {
        title: 'Support',
        support_email: 'Support email',
        save_email: 'Save support email',
        email_required: 'Enter the support email.',
        time_zone: 'Time zone',
        stale: 'Someone else changed this tenant since it was shown; its support email is now %{email}. Save again to replace it with yours.',
      },
      tabs: { standard: 'Standard Opening Hours', holidays: 'Public Holiday Opening Hours' },
      hours: { closed: 'Closed', closed_all_day: 'Closed all day', range: '%{from} – %{to}' },
      standard: { day: 'Day', hours: 'Hours', actions: 'Actions', edit: 'Edit', edit_day: 'Edit %{day}' },
      holidays: {
        date: 'Date',
        name: 'Name',
        hours: 'Hours',
        actions: 'Actions',
        add: 'Add holiday',
        edit: 'Edit',
        edit_holiday: 'Edit %{date}',
        delete: 'Delete',
        delete_holiday: 'Delete %{date}',
        empty: 'No public holidays are scheduled.',
        delete_title: 'Delete %{date} %{name}',
        delete_confirm: 'Are you sure you want to delete this scheduled holiday?',
        deleted: 'The holiday was deleted.',
        delete_stale: 'Someone else changed this holiday since it was shown, so it was not deleted. The list has been reloaded.',
      },
      dialog: {
        standard_title: 'Opening hours: %{day}',
        add_title: 'Add holiday',
        edit_title: 'Edit holiday %{date}',
        closed_help: 'Leave both times empty when closed.',
        set_closed: 'Clear times (closed)',
        required: 'Required',
        name_too_long: 'At most 100 characters.',
        loading: 'Loading…',
        stale: 'Someone else changed this since you opened it; it now reads: %{now}. Save again to replace it with what you typed, or cancel.',
      },
    },
    openingHoursAudit: {
      name: 'Out-of-hours audit log',
      fields: {
        changedAt: 'When',
        userName: 'User',
        userId: 'User',
        tenantId: 'Tenant',
        kind: 'Change',
        change: 'What changed',
        from: 'From',
        to: 'To',
      },
      kinds: {
        supportEmail: 'Support email',
        standardHours: 'Standard hours',
        holidayAdded: 'Holiday added',
        holidayChanged: 'Holiday changed',
        holidayDeleted: 'Holiday deleted',
      },
      words: {
        support_email: 'Support email',
        hours: 'Hours',
        holiday: 'Holiday %{date} %{name}',
        empty: '(empty)',
      },
    },
  },
};
