import type { TicketType } from '../../domain/reference/passenger-types.ts';
import { ticketTypeOf } from '../../domain/special-passengers/ticket-types.ts';
import type { OrderPassenger } from '../booking/order-passengers.ts';
import { givenNamesOf, surnameOf } from '../booking/order-passengers.ts';
import { AppError } from '../errors.ts';
import type { ExecutionService } from '../shop/executions.ts';
import type { SpecialPassengers } from './registrations.ts';

type Approvals = Pick<SpecialPassengers, 'approvedFor'>;

/** Refuses an order on a special fare unless every adult holds an approved registration of the type valid on the day of the first flight. */
export async function checkSpecialTravellers(
  approvals: Approvals,
  type: TicketType | undefined,
  passengers: readonly OrderPassenger[],
  travelDate: string,
): Promise<void> {
  if (!type) return;
  const fields: Record<string, { code: 'specialNotApproved' }> = {};
  for (const [index, passenger] of passengers.entries()) {
    if (passenger.type !== 'ADT') continue;
    const traveller = { surname: surnameOf(passenger), givenName: givenNamesOf(passenger), documentNumber: passenger.fields.documentNumber ?? '' };
    if (!(await approvals.approvedFor(type, traveller, travelDate))) fields[`passengers.${index}.documentNumber`] = { code: 'specialNotApproved' };
  }
  if (Object.keys(fields).length > 0) throw new AppError('specialNotApproved', { fields });
}

/** The passengers page's check of one traveller against the booking session's ticket type, before the order is sent. */
export function createSpecialFareCheck(deps: { executions: Pick<ExecutionService, 'require'>; approvals: Approvals }) {
  return {
    async check(executionId: string, traveller: { surname: string; givenName: string; documentNumber: string }): Promise<{ approved: true }> {
      const execution = await deps.executions.require(executionId);
      const type = ticketTypeOf(execution.request.ptc);
      if (type && !(await deps.approvals.approvedFor(type, traveller, execution.request.date[0]))) {
        throw new AppError('specialNotApproved', { fields: { documentNumber: { code: 'specialNotApproved' } } });
      }
      return { approved: true };
    },
  };
}
