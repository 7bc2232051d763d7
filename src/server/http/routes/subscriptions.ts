import { confirmSubscription, logCheckbox, oneClickUnsubscribe, subscribe, unsubscribe, unsubscribeByEmail } from '../../../domain/api/subscriptions.ts';
import { CONFIRM_LINK_DAYS } from '../../../domain/subscription/topics.ts';
import { AppError } from '../../errors.ts';
import { clientAddress } from '../client-address.ts';
import type { Router } from '../router.ts';

/** E-mail subscriptions (my/subscribe, my/cancelSubscribe, the one-click address of marketing mails) and the consent checkbox log. */
export const subscriptionRoutes: Router = (routes, { subscriptions }) => {
  routes.handle(subscribe, async (c, { params, body, member }) => {
    await subscriptions.subscribe(params.site, params.lang, body, { memberId: member, address: clientAddress(c) });
    return { sent: true as const, validDays: CONFIRM_LINK_DAYS };
  });

  routes.handle(confirmSubscription, (_c, { body }) => subscriptions.confirm(body.token));

  routes.handle(unsubscribe, async (_c, { params, body, member }) => {
    if (body.token) await subscriptions.unsubscribeByToken(body.token, params.lang, member);
    else if (member === undefined) throw new AppError('unauthorized');
    else await subscriptions.unsubscribeMember(member, params.site.code, params.lang);
    return { unsubscribed: true as const };
  });

  routes.handle(unsubscribeByEmail, async (c, { body }) => {
    await subscriptions.requestUnsubscribeLink({ ...body, site: body.country, lang: body.language }, clientAddress(c));
    return { sent: true as const };
  });

  routes.handle(oneClickUnsubscribe, async (_c, { query }) => {
    await subscriptions.unsubscribeOneClick(query.token);
    return { unsubscribed: true as const };
  });

  routes.handle(logCheckbox, async (c, { body, member }) => {
    await subscriptions.logCheckbox(body, { lang: c.get('lang'), memberId: member, address: clientAddress(c) });
    return { logged: true as const };
  });
};
