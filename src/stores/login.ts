import { completeRegistration, getPublicKey, logIn, registerMember, validateCard } from '../domain/api/member.ts';
import type { Lang } from '../domain/languages.ts';
import type { LoginCard } from '../domain/member/card-step.ts';
import { reportsRegistration } from '../domain/member/login-box.ts';
import type { User } from '../domain/user.ts';
import type { LoginRequest, RegistrationForm } from '../domain/validation/phone-forms.ts';
import { ApiError } from '../lib/api/api-error.ts';
import type { ApiClient } from '../lib/api/client.ts';
import { userLoggedIn } from './user.ts';

/** Dispatched on window after a login on a booking page (spec 4), for the analytics scripts. */
export const REGISTRATION_EVENT = 'storefront:registration';

let publicKey: Promise<string> | undefined;

/**
 * The password as it travels: RSA-encrypted (PKCS#1 v1.5, as jsencrypt does) under
 * the key the server publishes. The encryption code loads only when a form is sent.
 */
export async function encryptPassword(api: ApiClient, password: string): Promise<string> {
  publicKey ??= api.call(getPublicKey, {}, { concurrent: true }).then((reply) => reply.publicKey);
  const [{ JSEncrypt }, key] = await Promise.all([
    import('jsencrypt'),
    publicKey.catch((error: unknown) => {
      publicKey = undefined;
      throw error;
    }),
  ]);
  const rsa = new JSEncrypt();
  rsa.setPublicKey(key);
  const encrypted = rsa.encrypt(password);
  if (encrypted === false) throw new ApiError('x02');
  return encrypted;
}

export type LoginResult = { readonly kind: 'user'; readonly user: User } | { readonly kind: 'cards'; readonly cards: readonly LoginCard[] };

/** Login: the member, or the cards to choose from. */
export async function submitLogin(api: ApiClient, site: string, lang: Lang, request: LoginRequest): Promise<LoginResult> {
  const pw = await encryptPassword(api, request.pw);
  const body = {
    country: site,
    language: lang,
    loginType: request.loginType,
    id: request.id,
    pw,
    ca: request.ca,
    captchaId: request.captchaId,
    areaCode: request.loginType === 'phone' ? request.areaCode : undefined,
  };
  const reply = await api.call(logIn, { body }, { inline: true, timeout: false }).catch((error: unknown) => {
    // A password under a key the server has since replaced reads as a wrong one: the next try fetches the key again.
    if (error instanceof ApiError && error.code === 'CZSSO030014') publicKey = undefined;
    throw error;
  });
  if ('cards' in reply) return { kind: 'cards', cards: reply.cards };
  return { kind: 'user', user: loggedIn(reply.user) };
}

/** The card step: the chosen card and its holder's name finish the login. */
export async function submitCard(api: ApiClient, site: string, lang: Lang, index: number, name: string): Promise<User> {
  // The form carries the card's index as text.
  const body = { country: site, language: lang, index: String(index), name };
  const reply = await api.call(validateCard, { body }, { inline: true });
  return loggedIn(reply.user);
}

/** What the registration form hands over: its fields but the repeated password and the terms box. */
export type Registration = Omit<RegistrationForm, 'confirm' | 'terms'>;

/**
 * Quick registration: the server e-mails a link that completes it, and answers with the address as typed. The
 * call always takes the captcha, so it is not inline: the client's captcha dialog asks for it.
 */
export async function register(api: ApiClient, site: string, lang: Lang, form: Registration): Promise<{ email: string }> {
  const pw = await encryptPassword(api, form.password);
  const body = { givenName: form.givenName, surname: form.surname, email: form.email, areaCode: form.areaCode, phone: form.phone, pw };
  return api.call(registerMember, { params: { site, lang }, body }, { timeout: false });
}

/** The link of a registration: the new member number, with the member logged in. */
export async function completeJoining(api: ApiClient, site: string, lang: Lang, token: string): Promise<{ memberNo: string; user: User }> {
  const reply = await api.call(completeRegistration, { params: { site, lang }, body: { token } }, { inline: true });
  return { memberNo: reply.memberNo, user: loggedIn(reply.user) };
}

function loggedIn(user: User): User {
  userLoggedIn(user);
  if (reportsRegistration(location.pathname)) window.dispatchEvent(new CustomEvent(REGISTRATION_EVENT, { detail: { userId: user.id } }));
  return user;
}
