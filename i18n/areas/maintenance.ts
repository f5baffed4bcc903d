/**
 * English (Spanish: ./maintenance.es.ts) of the maintenance screen (admin/maintenance): the work order form and the
 * repairs of service requests; loaded with the screen (i18n/lazyAreas.ts; the menu label stays in en.ts).
 * `maintenance.fields` also names the contract's fields in the server's refusals (server/http/fieldLabels.ts).
 */
export const en = {
  resources: {
    maintenance: {
      name: 'Maintenance',
      fields: {
        id: 'Work order',
        version: 'Version',
        locationId: 'Location',
        statusId: 'Scan report status',
        dateStarted: 'Scan started',
        dateCompleted: 'Scan completed',
        number: 'Invoice number',
        amount: 'Invoice amount',
        technicianId: 'Technician',
        preview: 'Preview',
      },
      fieldGroups: { scanReport: 'Scan report', invoice: 'Invoice' },
      page: {
        intro: 'Repairs for the support desk. Each repair first shows what it will change and asks you to confirm.',
      },
      workOrder: {
        title: 'Work order',
        lookup: 'Work order number',
        open: 'Open',
        request: 'Service request',
        requestStatus: 'Request status',
        shop: 'Shop',
        createdBy: 'Created by',
        updatedBy: 'Updated by',
        created: 'Created',
        updated: 'Updated',
        save: 'Save work order',
        saved: 'The work order is saved.',
        stale: 'Someone else changed this work order since you opened it. It is shown again as saved: apply your change again.',
        times: 'Dates and times are in the shop’s time zone, %{zone}.',
      },
      reset: {
        title: 'Technician reset',
        help: 'Releases the technician’s dispatched and in-progress requests back to pending, without technician.',
        technician: 'Technician',
        search: 'Type a name or username',
        none: 'No technician matches.',
        confirm: 'Release %{smart_count} request of %{name} back to pending? |||| Release %{smart_count} requests of %{name} back to pending?',
      },
      cancel: {
        title: 'A location’s pending requests',
        help: 'Cancels every pending request of a shop.',
        confirm: 'Cancel %{smart_count} pending request? |||| Cancel %{smart_count} pending requests?',
      },
      dispatch: {
        title: 'Dispatch times',
        help: 'Repairs the requests dispatched, in progress or completed whose dispatch time is missing or before their creation: it becomes the first dispatch their history records after their creation, else their creation time.',
        confirm: 'Repair the dispatch time of %{smart_count} request? |||| Repair the dispatch times of %{smart_count} requests?',
      },
      insurance: {
        title: 'Insurance companies',
        help: 'Adds an insurance company to the catalogue by its name; one of that name already there is made active again.',
        name: 'Insurance company name',
        add: 'Add insurance company',
        saved: '%{name} is in the insurance companies, active.',
        list: 'See the insurance companies',
      },
      repair: {
        preview: 'Preview changes',
        apply: 'Apply',
        confirmTitle: 'Confirm the change',
        nothing: 'Nothing to change: no request matches.',
        willChange: '%{smart_count} request will change: |||| %{smart_count} requests will change:',
        more: 'and %{smart_count} more.',
        applyCount: 'Apply to %{smart_count} request… |||| Apply to %{smart_count} requests…',
        done: '%{smart_count} record changed. |||| %{smart_count} records changed.',
        none: 'none',
        caption: 'The requests that change',
        columns: { request: 'Request', shop: 'Shop', vin: 'VIN', status: 'Status', technician: 'Technician', change: 'Change' },
      },
    },
  },
};
