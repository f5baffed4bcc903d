/** Countries and their states. */
import type { Area } from '../../src/declare/area';
import countries from '../countries/entry';
import states from '../states/entry';
import { lazyResource } from '../../src/declare/resourceEntry';

export default {
  name: 'countrystate',
  resources: [lazyResource(countries, () => import('../countries')), lazyResource(states, () => import('../states'))],
  screens: [{ key: 'countries', path: 'admin/catalogues/countries', group: 'catalogues', order: 20 }],
  pages: {},
} satisfies Area;
