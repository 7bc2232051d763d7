import { useEffect, useId, useRef, useState } from 'react';
import { CAPTCHA_IMAGE_SIZE } from '../../domain/captcha.ts';
import { CAPTCHA_INPUT_MAX } from '../../domain/validation/general.ts';
import { captchaCodeWithoutImage } from '../../stores/captcha-without-image.ts';
import { FieldError } from '../FieldError.tsx';
import { DELAYS } from '../timing.ts';
import { captchaImageUrl } from './captcha-image.ts';

export interface CaptchaInputLabels {
  code: string;
  image: string;
  reload: string;
  /** The way past the image, for those who cannot read it. */
  withoutImage: string;
  withoutImageWorking: string;
  withoutImageDone: string;
  withoutImageFailed: string;
}

/** The captcha field's labels from the page's messages. */
export function captchaInputLabels(t: (key: string) => string): CaptchaInputLabels {
  return {
    code: t('ui.captcha.code'),
    image: t('ui.captcha.image'),
    reload: t('ui.captcha.reload'),
    withoutImage: t('ui.captcha.withoutImage'),
    withoutImageWorking: t('ui.captcha.withoutImageWorking'),
    withoutImageDone: t('ui.captcha.withoutImageDone'),
    withoutImageFailed: t('ui.captcha.withoutImageFailed'),
  };
}

type WithoutImage = 'idle' | 'working' | 'done' | 'failed';

export interface CaptchaInputProps {
  captchaId: string;
  value: string;
  onChange: (value: string) => void;
  /** A new image (and code) is wanted. */
  onReload: () => void;
  /** Whether the image has loaded, so the form may be sent (checked every second, spec 9). */
  onReadyChange?: (ready: boolean) => void;
  labels: CaptchaInputLabels;
  error?: string;
  autoFocus?: boolean;
}

/**
 * The captcha code field beside its image; activating the image draws a new one.
 * Below it, a way past the image for those who cannot see or read it: the browser
 * works for some seconds on a hard proof-of-work challenge, then the code is
 * filled in; a polite status says when it starts and when it is done.
 */
export function CaptchaInput({ captchaId, value, onChange, onReload, onReadyChange, labels, error, autoFocus }: CaptchaInputProps) {
  const id = useId();
  const image = useRef<HTMLImageElement>(null);
  const [ready, setReady] = useState(false);
  const [withoutImage, setWithoutImage] = useState<WithoutImage>('idle');

  async function fillWithoutImage(): Promise<void> {
    if (withoutImage === 'working' || !captchaId) return;
    setWithoutImage('working');
    try {
      onChange(await captchaCodeWithoutImage(captchaId));
      setWithoutImage('done');
    } catch {
      setWithoutImage('failed');
    }
  }

  // A new image is a new code: whatever was said of the old one no longer holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new captchaId resets it
  useEffect(() => setWithoutImage('idle'), [captchaId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image (captchaId) must load before the form can be sent
  useEffect(() => {
    setReady(false);
    const poll = setInterval(() => {
      const img = image.current;
      if (img?.complete && img.naturalWidth > 0) setReady(true);
    }, DELAYS.captchaReadyPoll);
    return () => clearInterval(poll);
  }, [captchaId]);

  useEffect(() => onReadyChange?.(ready), [ready, onReadyChange]);

  return (
    <div className="ui-captcha">
      <label htmlFor={`${id}-code`}>{labels.code}</label>
      <div className="ui-captcha-row">
        <input
          id={`${id}-code`}
          className="ui-input"
          value={value}
          maxLength={CAPTCHA_INPUT_MAX}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value.replace(/[^A-Za-z0-9]/g, ''))}
          // biome-ignore lint/a11y/noAutofocus: only the captcha dialog asks for it, and its one field is what the dialog is for
          autoFocus={autoFocus}
          data-autofocus={autoFocus ? true : undefined}
        />
        <button type="button" className="ui-captcha-image" onClick={onReload} aria-label={labels.reload} title={labels.reload}>
          {captchaId && (
            <img
              ref={image}
              src={captchaImageUrl(captchaId)}
              alt={labels.image}
              width={CAPTCHA_IMAGE_SIZE.width}
              height={CAPTCHA_IMAGE_SIZE.height}
              onLoad={() => setReady(true)}
            />
          )}
        </button>
      </div>
      {/* The captcha is a step of one field: its message is the step's announcement. */}
      <FieldError id={`${id}-error`} message={error} announce />
      <button type="button" className="ui-text-button" onClick={() => void fillWithoutImage()} aria-disabled={withoutImage === 'working' ? true : undefined}>
        {labels.withoutImage}
      </button>
      {/* A live region rather than role=status: the form it sits in keeps its own status message as the page's one. */}
      <p className="ui-captcha-status" aria-live="polite" aria-atomic="true">
        {withoutImage === 'working'
          ? labels.withoutImageWorking
          : withoutImage === 'done'
            ? labels.withoutImageDone
            : withoutImage === 'failed'
              ? labels.withoutImageFailed
              : ''}
      </p>
    </div>
  );
}
