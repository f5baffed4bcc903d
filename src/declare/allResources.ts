/**
 * Every declared resource, loaded at once, and the endpoint table and lifecycle callbacks built from them: for
 * tests, which drive the adapter and the views with the real declarations. The console does not import this
 * module — it loads each declaration when first needed, through the registry (./registry.ts).
 */
import type { ResourceCallbacks } from 'react-admin';
import type { EndpointTable } from '../../dataProvider/endpoints';
import type { ResourceDescriptor } from './defineResource';
import { afterSaveCallbacks, registry } from './registry';

export const resources: ResourceDescriptor[] = await Promise.all(registry.map((r) => r.load()));

export const endpointTable: EndpointTable = Object.fromEntries(resources.map((r) => [r.name, r.endpoints]));

/** The resources' `afterSave`, as react-admin lifecycle callbacks the data provider is wrapped in (./registry.ts withAfterSave). */
export const lifecycleCallbacks: ResourceCallbacks[] = resources.flatMap((r) => (r.afterSave ? afterSaveCallbacks(r.name, r.afterSave) : []));
