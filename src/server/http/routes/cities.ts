import { listCities } from '../../../domain/api/reference.ts';
import { citiesIn } from '../../airline/city-names.ts';
import type { Router } from '../router.ts';

export const cityRoutes: Router = (routes) => {
  routes.handle(listCities, (_c, { params }) => ({ data: citiesIn(params.lang) }));
};
