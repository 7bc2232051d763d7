import { downloadReceipt, getDownloadableOrder, memberDownloadGrant, sendDownloadCode, verifyDownloadCode } from '../../domain/api/downloads.ts';
import type { CallInput } from '../../domain/api/operation.ts';
import { storefrontApi } from '../../stores/api.ts';

/** The calls of itinerary downloads (spec 7 "Downloads and verification"). */
export const downloadCalls = {
  sendCode: (body: CallInput<typeof sendDownloadCode>['body']) => storefrontApi().call(sendDownloadCode, { body }, { inline: true }),
  verifyCode: (body: CallInput<typeof verifyDownloadCode>['body']) => storefrontApi().call(verifyDownloadCode, { body }, { inline: true }),
  memberGrant: (orderNo: string) => storefrontApi().call(memberDownloadGrant, { body: { orderNo } }, { inline: true }),
  order: async (grant: string) => (await storefrontApi().call(getDownloadableOrder, { body: { grant } }, { inline: true })).order,
  receipt: (grant: string) => storefrontApi().download(downloadReceipt, { body: { grant } }, { inline: true }),
};

/** Hands a downloaded file to the browser to save, under its name. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has run; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches the receipt a grant opens and saves it as receipt-<order number>.pdf. */
export async function saveReceipt(grant: string, orderNo: string): Promise<void> {
  saveFile(await downloadCalls.receipt(grant), `receipt-${orderNo}.pdf`);
}
