/** Spanish of the partners' screens (English: ./partners.ts), loaded only for a user who chose Spanish. */
import { es as spanish } from '../es';
import type { en } from './partners';

const { name, shopId, sid, statusId, phoneCC, phone, timezone, language, dispatchPriorityId, distributorId, salesRepId, referralSourceId, parentId, grandparentId, billSameAsPrimary, primaryAddress, billingAddress } =
  spanish.resources.business.fields;

export const es: typeof en = {
  resources: {
    partner: {
      name: 'Socio |||| Socios',
      fields: {
        id: 'Id',
        status: 'Estado',
        childCount: 'Negocios',
        ...{ name, shopId, sid, statusId, phoneCC, phone, timezone, language, dispatchPriorityId, distributorId, salesRepId, referralSourceId },
        ...{ parentId, grandparentId, billSameAsPrimary, primaryAddress, billingAddress },
      },
      fieldGroups: {
        identity: 'Identidad',
        contact: 'Contacto',
        account: 'Cuenta',
        hierarchy: 'Jerarquía',
        primaryAddress: 'Dirección principal',
        billingAddress: 'Dirección de facturación',
        other: 'Otros',
      },
      businesses: 'Negocios de este socio',
      actions: { open_business: 'Abrir como negocio' },
    },
  },
};
