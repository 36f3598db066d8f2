import type { CtaSection } from 'shared-ui';

/**
 * The number a service's page tells a patient to call, when its call to action is a call ("Call
 * Emergency", on the accident and emergency page): a button whose words say it calls must call, and
 * such a page leads with the number. Read from the data, so any service the hospital words that way
 * gets both.
 */
export function callingNumber(cta: CtaSection | null | undefined): string | null {
  const phone = cta?.emergency_contact?.trim();
  return phone && cta?.button_text && /^\s*call\b/i.test(cta.button_text) ? phone : null;
}
