import { defineMessages } from 'shared-ui/i18n';

/** The pages opened from an e-mailed link, to confirm the address or reset the password. */
export const linkPasswordMessages = defineMessages({
  en: {
    confirmTitle: 'Confirm your e-mail address',
    confirmSubtitle: 'The last step of creating your account.',
    confirming: 'Confirming your e-mail address...',
    confirmedTitle: 'Your e-mail address is confirmed',
    confirmedText: 'Your account is ready. You can now sign in with your login ID and the password you chose.',
    confirmFormTitle: 'Choose your password',
    confirmIntro:
      'To finish, choose the password you will sign in with. Your login ID is in the e-mail we sent you. A password typed when the account was opened no longer works.',
    confirmPasswordAgain: 'Password again',
    confirmSubmit: 'Confirm and save the password',
    signIn: 'Sign in',
    linkInvalidTitle: 'This link cannot be used',
    confirmLinkInvalid:
      'It has expired or has already been used. If you have confirmed your address already, just sign in; otherwise register again for a new link.',
    noLinkTitle: 'Open the link from your e-mail',
    noLink: 'This page opens from the link in the e-mail we sent you. Please open that link again.',
    confirmFailed: 'Your address could not be confirmed just now.',
    resetTitle: 'Choose a new password',
    resetSubtitle: 'For your patient account.',
    resetFormTitle: 'Your new password',
    newPassword: 'New password',
    passwordAgain: 'New password again',
    passwordsDiffer: 'The two passwords are not the same',
    savePassword: 'Save the new password',
    savingPassword: 'Saving...',
    resetDoneTitle: 'Your password is changed',
    resetDone: 'You are signed out everywhere. Please sign in with your new password.',
    resetLinkInvalid: 'It has expired or has already been used. Please ask for a new link.',
    askNewLink: 'Ask for a new link',
    resetFailed: 'Your password could not be changed. Please try again.',
    confirmMetaDescription: 'Confirm the e-mail address of your patient account.',
    resetMetaDescription: 'Choose a new password for your patient account.',
  },
  hi: () => import('./linkPasswordMessages.hi'),
});
