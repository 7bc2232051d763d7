import { downloadReceipt, getDownloadableOrder, memberDownloadGrant, sendDownloadCode, verifyDownloadCode } from '../../../domain/api/downloads.ts';
import { clientAddress } from '../client-address.ts';
import type { Router } from '../router.ts';

/** Itinerary receipts: the texted code of a guest, the grant of a member, the order a grant opens, and its PDF. */
export const downloadRoutes: Router = (routes, { receiptDownloads }) => {
  routes.handle(sendDownloadCode, (c, { body }) => receiptDownloads.sendCode(body, c.get('lang'), clientAddress(c)));

  routes.handle(verifyDownloadCode, (_c, { body }) => receiptDownloads.verifyCode(body));

  routes.handle(memberDownloadGrant, (_c, { body, member }) => receiptDownloads.memberGrant(member, body.orderNo));

  routes.handle(getDownloadableOrder, async (_c, { body }) => ({ order: await receiptDownloads.order(body.grant) }));

  routes.handle(downloadReceipt, async (c, { body }) => {
    const { fileName, pdf } = await receiptDownloads.receipt(body.grant);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    });
  });
};
