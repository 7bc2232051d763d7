import { closeAccount, eraseSavedData, exportMemberData } from '../../../domain/api/privacy.ts';
import type { Router } from '../router.ts';
import { clearSession } from '../session-cookie.ts';

/** A member's own data: the export, and the erasure of the saved data or of the whole account. */
export const privacyRoutes: Router = (routes, { memberDataExport, accountClosing }) => {
  routes.handle(exportMemberData, async (_c, { member }) => memberDataExport.export(member));

  routes.handle(eraseSavedData, async (_c, { member }) => accountClosing.eraseSavedData(member));

  routes.handle(closeAccount, async (c, { body, member }) => {
    await accountClosing.close(member, body.pw);
    clearSession(c);
    return { closed: true as const };
  });
};
