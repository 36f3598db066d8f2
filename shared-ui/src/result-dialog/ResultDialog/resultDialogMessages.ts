import { defineMessages } from 'shared-ui/i18n';

export const resultDialogMessages = defineMessages({
  en: { success: 'Success', error: 'Error', ok: 'OK', close: 'Close' },
  hi: () => import('./resultDialogMessages.hi'),
});
