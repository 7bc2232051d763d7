import { AppError } from '../errors.ts';
import type { Execution, ExecutionService } from '../shop/executions.ts';
import type { Choice } from './discount-quotes.ts';

/**
 * The booking session a discount is checked in. The path names the slice just
 * chosen (spec 7's addDiscount/{session}/{set}/{sol}); it must be the one the
 * choices hold for that slice, else the page is out of step with itself.
 */
export async function discountSessionOf(
  executions: ExecutionService,
  path: { readonly session: string; readonly set: number; readonly sol: string },
  choices: readonly Choice[],
): Promise<Execution> {
  if (choices[path.set]?.sol !== path.sol) throw new AppError('e01', { fields: { sol: { code: 'e01' } } });
  return executions.require(path.session);
}
