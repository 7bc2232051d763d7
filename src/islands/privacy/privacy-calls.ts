import { closeAccount, eraseSavedData, exportMemberData } from '../../domain/api/privacy.ts';
import type { MemberData } from '../../domain/member/privacy-schemas.ts';
import { storefrontApi } from '../../stores/api.ts';
import { encryptPassword } from '../../stores/login.ts';

/** The calls of the my/privacy page. */
export const privacyCalls = {
  exportData: () => storefrontApi().call(exportMemberData),
  eraseSavedData: () => storefrontApi().call(eraseSavedData),
  closeAccount: async (password: string) => storefrontApi().call(closeAccount, { body: { pw: await encryptPassword(storefrontApi(), password) } }),
};

/** Hands the export to the browser as a JSON file named for the member and the day. */
export function saveAsFile(data: MemberData): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `member-data-${data.memberNo}-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may let the memory go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
