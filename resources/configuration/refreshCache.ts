/** After a configuration value is saved: the cached configuration is read again, so the change shows at once. */
import type { RaRecord } from 'react-admin';
import { CONFIGURATION_KEY, refreshConfiguration } from '../../authProvider/configuration';
import type { AppDataProvider } from '../../dataProvider/adapter';

export async function refreshConfigurationCache(record: RaRecord, dataProvider: AppDataProvider): Promise<void> {
  if (record.key === CONFIGURATION_KEY) await refreshConfiguration((endpoint, input) => dataProvider.call(endpoint, input));
}
