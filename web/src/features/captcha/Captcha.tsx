import 'altcha';
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useImperativeHandle, useRef, type DetailedHTMLProps, type HTMLAttributes, type Ref } from 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<HTMLAttributes<AltchaWidgetElement>, AltchaWidgetElement> & {
        challenge?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        name?: string;
        language?: string;
      };
    }
  }
}

/** The gateway signs proof-of-work challenges here (self-hosted ALTCHA instead of Google reCAPTCHA). */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

/** Spec wording for a form sent without a solved captcha. */
export const CAPTCHA_REQUIRED = { title: 'reCAPTCHA Required', description: 'Please complete the reCAPTCHA verification' };

export interface CaptchaHandle {
  /** a solution works once: after each submission the person solves a fresh challenge */
  reset(): void;
}

interface StateChange {
  state: string;
  payload?: string | null;
}

/**
 * The captcha checkbox: the browser solves a small proof-of-work challenge when it is ticked. `onChange` gets
 * the payload to send as the form's `captcha` field once solved, and null when it is not (or no longer) solved.
 */
export function Captcha({ onChange, ref }: { onChange(payload: string | null): void; ref?: Ref<CaptchaHandle> }) {
  const widget = useRef<AltchaWidgetElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail ?? { state: '' };
      latest.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        const element = widget.current;
        if (element && typeof element.reset === 'function') element.reset();
        latest.current(null);
      },
    }),
    [],
  );

  return (
    <div data-testid="captcha">
      <altcha-widget ref={widget} challenge={CAPTCHA_CHALLENGE_URL} name="captcha" language="en" />
    </div>
  );
}
