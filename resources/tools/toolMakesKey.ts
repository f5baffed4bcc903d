import { toolsContract as c } from '../../contract/tools';

/** The tool makes' query key: the one the make filter's choices read (useOptions), so an added or deleted make refreshes both. */
export const toolMakesKey = ['options', c.getToolMakes.url] as const;
