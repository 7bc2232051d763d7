import { findSite } from '../../domain/site-lookup.ts';
import type { Site } from '../../domain/sites.ts';
import { AppError } from '../errors.ts';
import type { Execution, ExecutionService } from '../shop/executions.ts';

/**
 * The booking session an order is placed in, and its site. Spec 7 names the
 * session twice (the query's execution, the body's session): they must agree, and
 * the query's country must be the site the session was opened on, so that an order
 * cannot borrow another site's prices or rules.
 */
export async function orderSessionOf(
  executions: ExecutionService,
  query: { readonly execution: string; readonly country: string },
  body: { readonly session: string },
): Promise<{ execution: Execution; site: Site }> {
  if (body.session !== query.execution) throw new AppError('e01', { fields: { session: { code: 'e01' } } });
  const execution = await executions.require(query.execution);
  const site = findSite(query.country);
  if (!site || site.code !== execution.site) throw new AppError('e01', { fields: { country: { code: 'e01' } } });
  return { execution, site };
}
