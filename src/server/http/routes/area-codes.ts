import { listAreaCodes } from '../../../domain/api/reference.ts';
import { areaCodeEntries } from '../../../domain/area-codes.ts';
import type { Router } from '../router.ts';

export const areaCodeRoutes: Router = (routes) => {
  // The same for every call: built once.
  const entries = areaCodeEntries();
  routes.handle(listAreaCodes, () => ({ data: entries }));
};
