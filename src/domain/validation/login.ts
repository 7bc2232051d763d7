import { captcha } from './general.ts';
import { pattern, type Rule } from './issue.ts';

/** Login id: a member number or phone (digits), or an e-mail address. */
export const loginId: Rule = pattern(/^(?:\d+|[A-Za-z0-9._-]+@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)$/);

/** Login password: at least 6 digits. */
export const loginPassword: Rule = pattern(/^\d{6,}$/);

export const PASSWORD_MIN = 6;

export const loginCaptcha: Rule = captcha;
