import { deviceContract } from '../../contract/device';
import { serviceCatalogueContract as c } from '../../contract/serviceCatalogue';
import { defineResource } from '../../src/declare/defineResource';
import { showAllList } from '../../src/declare/showAllList';
import { accountTypeChoices, toActivationCardBody } from './activationCardModel';
import entry from './entry';

/**
 * Activation cards (spec §3 Activation card). The password is a `secret`: no list column, no CSV cell, masked
 * in the form. The device is picked by type-ahead over every device (device/GetDevicesForListing).
 */
export default defineResource({
  ...entry,
  showAllFilter: 'showAll',
  defaultSort: { field: 'activationCardId', order: 'ASC' },
  fields: [
    { source: 'activationCardId', kind: 'text' },
    { source: 'activationPassword', kind: 'secret' },
    { source: 'activationAccountReference', kind: 'text' },
    { source: 'activationAccountType', kind: 'integer', choices: accountTypeChoices, required: true, default: accountTypeChoices[0].id },
    { source: 'assignedDeviceSerialNumber', kind: 'text', form: false },
    {
      source: 'assignedDeviceId',
      kind: 'option',
      options: { endpoint: deviceContract.getDevicesForListing, input: { query: { pageSize: 20 } }, id: 'id', name: 'serialNumber', search: 'search' },
      nameSource: 'assignedDeviceSerialNumber',
      list: false,
    },
    { source: 'assignedDate', kind: 'date', visibleWhen: (values) => Boolean(values.assignedDeviceId), help: 'resources.activationCards.help.assignedDate' },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
  endpoints: {
    list: showAllList(c.getActivationCards),
    save: { endpoint: c.upsertActivationCard, input: toActivationCardBody },
  },
});
