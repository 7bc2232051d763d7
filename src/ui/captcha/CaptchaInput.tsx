import { useEffect, useId, useRef, useState } from 'react';
import { CAPTCHA_IMAGE_SIZE } from '../../domain/captcha.ts';
import { CAPTCHA_INPUT_MAX } from '../../domain/validation/general.ts';
import { captchaImageUrl } from '../../stores/captcha.ts';
import { FieldError } from '../FieldError.tsx';
import { DELAYS } from '../timing.ts';

export interface CaptchaInputLabels {
  code: string;
  image: string;
  reload: string;
}

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

/** The captcha code field beside its image; activating the image draws a new one. */
export function CaptchaInput({ captchaId, value, onChange, onReload, onReadyChange, labels, error, autoFocus }: CaptchaInputProps) {
  const id = useId();
  const image = useRef<HTMLImageElement>(null);
  const [ready, setReady] = useState(false);

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
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
