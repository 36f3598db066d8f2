import { defineMessages } from 'shared-ui/i18n';

/** The password field's texts; Hindi loads only when a visitor chooses it. */
export const passwordFieldMessages = defineMessages({
  en: {
    show: 'Show password',
    hide: 'Hide password',
    strength: 'Password strength: {level}',
    weak: 'weak',
    fair: 'fair',
    good: 'good',
    strong: 'strong',
    advice: 'Use at least 8 characters. A few unrelated words are strong and easy to remember.',
  },
  hi: () => import('./passwordFieldMessages.hi'),
});
