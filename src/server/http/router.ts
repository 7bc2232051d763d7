import type { Services } from '../services.ts';
import type { RouteRegistry } from './route-registry.ts';

/** One API area: registers its handlers, each against its declared operation, using the services it needs. */
export type Router = (routes: RouteRegistry, services: Services) => void;
