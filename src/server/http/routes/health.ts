import { checkHealth } from '../../../domain/api/health.ts';
import type { Router } from '../router.ts';

export const healthRoutes: Router = (routes, { health }) => {
  routes.handle(checkHealth, () => health.check());
};
