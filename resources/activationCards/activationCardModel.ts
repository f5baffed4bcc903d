/** Activation cards in the console: the account types (fixed, see contract/serviceCatalogue.ts) and the body of a save. */
import { ACTIVATION_ACCOUNT_TYPES } from '../../contract/serviceCatalogue';
import { choicesOf } from '../../src/declare/choices';

export const accountTypeChoices = choicesOf('activationCards.accountTypes', ACTIVATION_ACCOUNT_TYPES);

/** A card taken off its device keeps no assignment date. */
export const toActivationCardBody = (record: Record<string, unknown>) => ({ ...record, assignedDate: record.assignedDeviceId ? record.assignedDate : null });
