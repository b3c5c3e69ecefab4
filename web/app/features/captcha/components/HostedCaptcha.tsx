import { useEffect } from 'react';

const SCRIPTS = {
  recaptcha: 'https://www.google.com/recaptcha/api.js',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
} as const;

const WIDGET_CLASS = { recaptcha: 'g-recaptcha', turnstile: 'cf-turnstile' } as const;

export interface HostedCaptchaProps {
  provider: 'recaptcha' | 'turnstile';
  siteKey: string;
}

/**
 * reCAPTCHA or Turnstile, when configured instead of the self-hosted proof of work. Their script finds
 * the widget element and adds its own hidden response field to the form.
 */
export function HostedCaptcha({ provider, siteKey }: HostedCaptchaProps) {
  useEffect(() => {
    const src = SCRIPTS[provider];
    if (document.querySelector(`script[src="${src}"]`)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    document.head.append(script);
  }, [provider]);
  return <div className={WIDGET_CLASS[provider]} data-sitekey={siteKey} />;
}
