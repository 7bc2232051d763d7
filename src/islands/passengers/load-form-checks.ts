import { loadOnce } from '../../lib/browser/load-once.ts';

/*
 * The checks of the passenger and contact forms come with their schemas and the schema library, which a page needs
 * only as its form is first sent: it asks for them once it is idle, and waits for them only when sent before that.
 */

/** The passenger and contact checks (form-checks.ts). */
export type FormChecks = typeof import('./form-checks.ts');
export const loadFormChecks = loadOnce((): Promise<FormChecks> => import('./form-checks.ts'));

/** The contact check alone (contact-check.ts), for the pages whose only form is a contact. */
export type ContactCheck = typeof import('./contact-check.ts');
export const loadContactCheck = loadOnce((): Promise<ContactCheck> => import('./contact-check.ts'));
