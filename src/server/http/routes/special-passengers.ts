import { checkSpecialFare, confirmSpecialPassengerEmail, getSpecialPassengerState, registerSpecialPassenger } from '../../../domain/api/special-passengers.ts';
import { clientAddress } from '../client-address.ts';
import type { Router } from '../router.ts';

/** Special passengers: the registration with its proof, the e-mail confirmation, the state, and the fare check. */
export const specialPassengerRoutes: Router = (routes, { specialPassengers, specialFareCheck }) => {
  routes.handle(registerSpecialPassenger, (c, { body }) => {
    const { country, language, files, ...fields } = body;
    return specialPassengers.register(fields, files, { site: country, lang: language }, clientAddress(c));
  });

  routes.handle(confirmSpecialPassengerEmail, async (_c, { body }) => ({ registration: await specialPassengers.confirmEmail(body.token) }));

  routes.handle(getSpecialPassengerState, async (_c, { body }) => ({ registration: await specialPassengers.state(body.authCode) }));

  routes.handle(checkSpecialFare, (_c, { body }) => {
    const { execution, ...traveller } = body;
    return specialFareCheck.check(execution, traveller);
  });
};
