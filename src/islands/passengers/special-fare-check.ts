import { ticketTypeOf } from '../../domain/special-passengers/ticket-types.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Trip } from './load-trip.ts';

interface FormLike {
  readonly type: string;
  readonly fields: Readonly<Record<string, string | undefined>>;
}

/**
 * On a special fare, each adult must hold an approved registration of the fare's type with this name and document
 * number: asked of the server before the page moves on, so that the traveller hears it here, not after paying for
 * extras. The order call checks it again.
 */
export async function specialFareIssues(trip: Trip, forms: readonly FormLike[]): Promise<Record<string, FieldIssue>> {
  if (!ticketTypeOf(trip.request.ptc)) return {};
  // Only a special fare asks, so its call's code loads here rather than with every passengers page.
  const { sppsgCalls } = await import('../sppsg/sppsg-calls.ts');
  const issues: Record<string, FieldIssue> = {};
  await Promise.all(
    forms.map(async (form, index) => {
      if (form.type !== 'ADT') return;
      const surname = form.fields.surname ?? form.fields.lastName ?? '';
      const givenName = form.fields.givenName ?? [form.fields.firstName, form.fields.middleName].filter(Boolean).join(' ');
      try {
        await sppsgCalls.checkFare({ execution: trip.execution, surname, givenName, documentNumber: form.fields.documentNumber ?? '' });
      } catch (error) {
        // Anything else (the network, an ended session) is the page's to tell, not the field's.
        if (!isApiError(error, 'specialNotApproved')) throw error;
        issues[`${index}.documentNumber`] = { code: 'specialNotApproved' };
      }
    }),
  );
  return issues;
}
