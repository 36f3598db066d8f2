import { defineMessages } from 'shared-ui/i18n';

/** Sign-in, registration and the forgotten-password request: their pages' own texts. */
export const signInMessages = defineMessages({
  en: {
    loginTitle: 'Login',
    loginSubtitle: 'Log in with the login ID and password you registered with.',
    loginFormTitle: 'Log in to your account',
    loginId: 'Login ID',
    /** Signing in takes either: the Login ID or the account's e-mail address. */
    loginIdOrEmail: 'Login ID or e-mail',
    login: 'Login',
    loggingIn: 'Logging in...',
    invalidCredentials: 'Invalid credentials. Please try again.',
    serverError: 'Server error. Please try again later.',
    noAccount: 'New here?',
    registerLink: 'Register?',
    registerTitle: 'Register',
    registerSubtitle: 'Create an account to keep your details ready for your next booking.',
    registerFormTitle: 'Create your account',
    requiredIntro: 'Every field is required.',
    gender: 'Gender',
    male: 'Male',
    female: 'Female',
    other: 'Other',
    loginIdHint: '3 to 50 characters: letters, digits, dot, dash and underscore.',
    registering: 'Registering...',
    registerFailed: 'Error: Could not register.',
    // SPEC §8: a server's failure that says no reason of its own.
    registerServerFailed: 'Something went wrong',
    haveAccount: 'Already registered?',
    forgotPassword: 'Forgot your Login ID or password?',
    emailUnconfirmed: 'Please confirm your e-mail address first: we have sent you a new link. Open it, then sign in.',
    signInSlowed: 'Too many tries to sign in. Please wait a few minutes and try again.',
    checkEmail:
      'Thank you. Please check your e-mail: we have sent a link to confirm your address. Your account works once it is confirmed.',
    forgotTitle: 'Forgot your password',
    forgotSubtitle: 'We will e-mail you a link to choose a new one.',
    forgotFormTitle: 'Get a link to reset your password',
    forgotIntro:
      'Enter the e-mail address of your account: we will e-mail you your Login ID and a link to choose a new password.',
    email: 'Email',
    sendLink: 'Send the link',
    sendingLink: 'Sending...',
    resetRequested:
      'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.',
    requestFailed: 'The link could not be sent. Please try again.',
    loginMetaDescription: 'Log in to your patient account.',
    registerMetaDescription: 'Create a patient account.',
    forgotMetaDescription: 'Get a link to choose a new password for your patient account.',
  },
  hi: () => import('./signInMessages.hi'),
});
