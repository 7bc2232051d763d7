import { isFieldCode } from '../../domain/error-codes.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from './api-error.ts';

/** The wrong fields a failed call names, each with its field code: what a form shows beside its inputs. */
export function failureFields(error: unknown): Record<string, FieldIssue> {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null || !('fields' in error.data)) return {};
  const { fields } = error.data as { fields: unknown };
  if (typeof fields !== 'object' || fields === null) return {};
  const issues: Record<string, FieldIssue> = {};
  for (const [name, found] of Object.entries(fields)) {
    const code = typeof found === 'object' && found !== null && 'code' in found ? String(found.code) : '';
    if (isFieldCode(code)) issues[name] = { code };
  }
  return issues;
}
