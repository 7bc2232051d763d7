import * as v from 'valibot';

/** One marketing text of the shop (appMarketLanguage, appMarketLanguageCommon): plain text, with a link when it leads somewhere. */
export const MarketTextSchema = v.object({
  key: v.string(),
  text: v.string(),
  link: v.optional(v.string()),
});

export type MarketText = v.InferOutput<typeof MarketTextSchema>;

export const MarketTextReplySchema = v.object({ data: v.array(MarketTextSchema) });

/** A free promotional banner of getFreeAdCommon: plain text, in display order. */
export const FreeAdSchema = v.object({
  id: v.string(),
  title: v.string(),
  text: v.string(),
  link: v.string(),
  orderNo: v.number(),
});

export type FreeAd = v.InferOutput<typeof FreeAdSchema>;

export const FreeAdReplySchema = v.object({ data: v.array(FreeAdSchema) });
