import { useEffect, useMemo, useState } from 'react';
import type { OrderView } from '../../domain/booking/order.ts';
import type { ExtrasWords } from '../../domain/booking/order-breakdown-words.ts';
import type { Lang } from '../../domain/languages.ts';
import { orderCalls } from './order-calls.ts';
import type { OrderFormat, Translate } from './order-format.ts';

/**
 * The names of an order's special meals in the page's language, asked of the
 * server's meal table; until they come (or if the call fails) a meal reads as its code.
 */
function useMealNames(site: string, lang: Lang, order: OrderView | undefined): (code: string) => string {
  const codes = [...new Set(order?.extras.meals.map((m) => m.code) ?? [])].sort().join(',');
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!codes) return;
    let live = true;
    orderCalls.mealNames(site, lang, codes.split(',')).then(
      (reply) => live && setNames(new Map(reply.data.map((meal) => [meal.code, meal.name]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [site, lang, codes]);
  return useMemo(() => (code: string) => names.get(code) ?? code, [names]);
}

/** The words of an order's extras on its page: the page's messages, money in the order's currency, meal names once known. */
export function useExtrasWords(site: string, lang: Lang, t: Translate, f: OrderFormat, order: OrderView | undefined): ExtrasWords {
  const mealName = useMealNames(site, lang, order);
  const currency = order?.equivFarecurrency ?? '';
  return useMemo(() => ({ t, mealName, money: (amount: number) => f.money(amount, currency) }), [t, f, mealName, currency]);
}
