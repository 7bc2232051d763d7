import * as v from 'valibot';
import { addCertificate, enrolFrequentFlyer, getMemberStatus, resendEmailVerification, verifyMember } from '../../domain/api/member.ts';
import type { CallInput } from '../../domain/api/operation.ts';
import type { Lang } from '../../domain/languages.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { storefrontApi } from '../../stores/api.ts';

/** What a form learns from its call: the reply, or the failure's code and each wrong field's code. */
export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: string; readonly fields: Readonly<Record<string, string>> };

const FailureFields = v.object({ fields: v.record(v.string(), v.object({ code: v.string() })) });

async function outcomeOf<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (!isApiError(error)) return { ok: false, code: 'network', fields: {} };
    const parsed = v.safeParse(FailureFields, error.data);
    const fields = parsed.success ? Object.fromEntries(Object.entries(parsed.output.fields).map(([name, issue]) => [name, issue.code])) : {};
    return { ok: false, code: error.code, fields };
  }
}

/** The calls of my/profile (spec 7's getMemberStatus, newCertificate, ffpEnrollment and verifyMember, and the verification link). */
export function profileCalls(site: string, lang: Lang) {
  const params = { site, lang };
  return {
    status: () => outcomeOf(storefrontApi().call(getMemberStatus, { params })),
    resendVerification: () => outcomeOf(storefrontApi().call(resendEmailVerification, { params })),
    addDocument: (body: CallInput<typeof addCertificate>['body']) => outcomeOf(storefrontApi().call(addCertificate, { params, body })),
    enrol: (body: CallInput<typeof enrolFrequentFlyer>['body']) => outcomeOf(storefrontApi().call(enrolFrequentFlyer, { params, body })),
    // The captcha dialog opens by itself when the server asks for it after failed checks.
    checkMemberNumber: (body: CallInput<typeof verifyMember>['body']) => outcomeOf(storefrontApi().call(verifyMember, { params, body })),
  };
}

export type ProfileCalls = ReturnType<typeof profileCalls>;
