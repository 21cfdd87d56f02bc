import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import healthRoutes from './health/routes';

/** Every API area, registered under /api in this order. */
export const areas: Array<(app: FastifyInstance, deps: AppDeps) => Promise<void>> = [healthRoutes];
