import { atom } from 'nanostores';

export type CaptchaMode = 'required' | 'wrong';

/** The captcha dialog: open or not, which mode, and the id of the image on show. */
export interface CaptchaDialogState {
  readonly open: boolean;
  readonly mode: CaptchaMode;
  readonly captchaId: string;
}

export const $captchaDialog = atom<CaptchaDialogState>({ open: false, mode: 'required', captchaId: '' });

let answer: ((result: { captchaId: string; ca: string } | null) => void) | undefined;

/** A fresh id, so that each image the browser asks for is a new code. */
export function newCaptchaId(): string {
  return crypto.randomUUID();
}

/** Opens the dialog (spec 4); resolves with the typed code, or null when the visitor closes it. */
export function solveCaptcha(mode: CaptchaMode): Promise<{ captchaId: string; ca: string } | null> {
  answer?.(null);
  return new Promise((resolve) => {
    answer = resolve;
    $captchaDialog.set({ open: true, mode, captchaId: newCaptchaId() });
  });
}

export function submitCaptcha(ca: string): void {
  const { captchaId } = $captchaDialog.get();
  $captchaDialog.set({ ...$captchaDialog.get(), open: false });
  answer?.({ captchaId, ca });
  answer = undefined;
}

export function cancelCaptcha(): void {
  $captchaDialog.set({ ...$captchaDialog.get(), open: false });
  answer?.(null);
  answer = undefined;
}

/** A new image with a new code. */
export function reloadCaptcha(): void {
  $captchaDialog.set({ ...$captchaDialog.get(), captchaId: newCaptchaId() });
}
