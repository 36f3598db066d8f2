/** The account e-mails: confirm the address, "someone tried to sign up", reset the password. */
import { HOSPITAL } from 'contract/hospital';
import type { OutgoingMail } from '../../mail/outbox';

/**
 * Names the `.eml` file of an account e-mail (a booking's would carry its reference), and tells the
 * account e-mails apart in the outbox for their per-inbox limit.
 */
export const ACCOUNT_MAIL_REFERENCE = 'account';
const REFERENCE = ACCOUNT_MAIL_REFERENCE;

/** Built when a mail is: the address in force then (an admin may change it, issue 48). */
const signOff = () => ['', `${HOSPITAL.name}`, HOSPITAL.address];

/** The token rides in the fragment, which never reaches a server's log; the page posts it. */
export const confirmLink = (siteUrl: string, token: string) => `${siteUrl}/account/confirm#token=${token}`;
export const resetLink = (siteUrl: string, token: string) => `${siteUrl}/account/reset-password#token=${token}`;

/** Names the login ID: whoever opens the link chooses the password there, and signs in with both. */
export function confirmMail(to: string, name: string, loginId: string, siteUrl: string, token: string): OutgoingMail {
  return {
    recipient: to,
    reference: REFERENCE,
    purpose: 'access-code',
    subject: 'Confirm your e-mail to start using your account',
    bodyText: [
      `Dear ${name},`,
      '',
      'To finish creating your account, open this link and choose your password (valid for 24 hours, once):',
      confirmLink(siteUrl, token),
      `Your login ID is ${loginId}.`,
      '',
      'If you did not sign up, ignore this e-mail: without the link no account is opened.',
      ...signOff(),
    ].join('\n'),
  };
}

export function someoneTriedMail(to: string, name: string, siteUrl: string): OutgoingMail {
  return {
    recipient: to,
    reference: REFERENCE,
    purpose: 'access-code',
    subject: 'Someone tried to sign up with your e-mail',
    bodyText: [
      `Dear ${name},`,
      '',
      'Someone tried to create an account on our website with this e-mail address, which already has one.',
      `If it was you, sign in at ${siteUrl}/login, or reset your password at ${siteUrl}/account/forgot-password.`,
      'If it was not you, you need do nothing: your account has not changed.',
      ...signOff(),
    ].join('\n'),
  };
}

/** Also the answer to a forgotten Login ID: it says the Login ID, then how to choose a new password. */
export function resetMail(to: string, name: string, loginId: string, siteUrl: string, token: string): OutgoingMail {
  return {
    recipient: to,
    reference: REFERENCE,
    purpose: 'access-code',
    subject: 'Your Login ID and a new password',
    bodyText: [
      `Dear ${name},`,
      '',
      `Your Login ID is: ${loginId}`,
      'You can also sign in with this e-mail address instead of your Login ID.',
      '',
      'To choose a new password, open this link (valid for 30 minutes, once):',
      resetLink(siteUrl, token),
      'Every browser signed in to your account will be signed out.',
      '',
      'If you did not ask for this, ignore this e-mail: your password has not changed.',
      ...signOff(),
    ].join('\n'),
  };
}

export function loginIdTakenMail(to: string, name: string, siteUrl: string): OutgoingMail {
  return {
    recipient: to,
    reference: REFERENCE,
    purpose: 'access-code',
    subject: 'Your account was not created',
    bodyText: [
      `Dear ${name},`,
      '',
      'Someone asked to create an account on our website with this e-mail address, but the login ID chosen is',
      `already taken. To create your account, sign up again with another login ID at ${siteUrl}/register.`,
      'If it was not you, you need do nothing.',
      ...signOff(),
    ].join('\n'),
  };
}
