import type { CtaSection } from 'contract';

/**
 * The number a service's call to action calls, when its button says it calls ("Call Emergency"): a
 * button whose words say it calls must call, not open a booking form. Read from the data, so any
 * service the hospital words that way gets it.
 */
export function callingNumber(cta: CtaSection | null | undefined): string | null {
  const phone = cta?.emergency_contact?.trim();
  return phone && cta?.button_text && /^\s*call\b/i.test(cta.button_text) ? phone : null;
}
