import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../../plugins/auth';
import type { Dichiarante } from './registraDichiarazione';

/** The declarant of a request: its user, the impersonator of a sign-in-as session, the distributor. */
export function chiDichiara(request: FastifyRequest): Dichiarante {
  const auth = requireAuth(request);
  return {
    userId: auth.user.id,
    impersonatoreId: auth.impersonatorId,
    distributoreId: auth.user.distributoreId,
  };
}
