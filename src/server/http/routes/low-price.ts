import { cancelLowPrice, confirmLowPrice, oneClickCancelLowPrice, queryLowPrice, subscribeLowPrice, updateLowPrice } from '../../../domain/api/low-price.ts';
import { clientAddress } from '../client-address.ts';
import type { Router } from '../router.ts';

/** Low-fare alerts (my/subscribelowprice, and the links of their e-mails). */
export const lowPriceRoutes: Router = (routes, { lowPriceAlerts }) => {
  const succeed = { succeed: true as const };

  routes.handle(subscribeLowPrice, (c, { params, body, member }) =>
    lowPriceAlerts.subscribe(params.site, params.lang, body, { memberId: member, address: clientAddress(c) }),
  );

  routes.handle(confirmLowPrice, (_c, { body }) => lowPriceAlerts.confirm(body.token));

  routes.handle(updateLowPrice, async (_c, { body, member }) => {
    await lowPriceAlerts.update(body, { memberId: member, token: body.token });
    return succeed;
  });

  routes.handle(cancelLowPrice, async (_c, { body, member }) => {
    await lowPriceAlerts.cancel(body.orderNo, { memberId: member, token: body.token });
    return succeed;
  });

  routes.handle(queryLowPrice, async (_c, { params, body, member }) => ({
    list: await lowPriceAlerts.query(params.site, { memberId: member, token: body.token }, body.status),
  }));

  routes.handle(oneClickCancelLowPrice, async (_c, { query }) => {
    await lowPriceAlerts.cancelByToken(query.token);
    return succeed;
  });
};
