import type { CallInput } from '../../domain/api/operation.ts';
import { checkSpecialFare, confirmSpecialPassengerEmail, getSpecialPassengerState, registerSpecialPassenger } from '../../domain/api/special-passengers.ts';
import { storefrontApi } from '../../stores/api.ts';

/** The special-passenger calls of spec 7 (overseaPassengerRegist, ecsXMailSelfAuthentication, auth) and the fare check. */
export const sppsgCalls = {
  register: (body: CallInput<typeof registerSpecialPassenger>['body']) =>
    storefrontApi().call(registerSpecialPassenger, { body }, { inline: true, timeout: 120_000 }),
  confirmEmail: async (token: string) => (await storefrontApi().call(confirmSpecialPassengerEmail, { body: { token } }, { inline: true })).registration,
  state: async (authCode: string) => (await storefrontApi().call(getSpecialPassengerState, { body: { authCode } }, { inline: true })).registration,
  checkFare: (body: CallInput<typeof checkSpecialFare>['body']) => storefrontApi().call(checkSpecialFare, { body }, { inline: true }),
};
