import { defineMessages } from 'shared-ui/i18n';

/**
 * The accessibility statement, as text an editor can change without touching the page. `{…}` marks
 * where the page puts a link, a date or one of the hospital's facts. The known gaps are the ones
 * found when the site was checked (ACCESSIBILITY_CHECKED): change them together.
 */
export const accessibilityMessages = defineMessages({
  en: {
    title: 'Accessibility statement',
    subtitle: 'How accessible this website is, and how to tell us when something is in your way.',
    aimHeading: 'Our aim',
    aim: '{hospital} wants everyone to be able to use this website: to find a doctor, book an appointment or a test and read about our care, in English or Hindi, on a phone or a computer, with a keyboard, a screen reader, magnification or voice control.',
    statusHeading: 'How far it meets the standard',
    status:
      'Our target is level AA of the Web Content Accessibility Guidelines (WCAG) 2.2. The website partly meets it: the parts listed below do not meet it yet.',
    gapsHeading: 'What is not accessible yet',
    gapSession:
      'When you are signed in, you are signed out after {idleMinutes} minutes without using the site, with no warning and no way to ask for more time. Anything you had typed on your account page but not saved is lost. Booking an appointment or a test does not need you to sign in.',
    gapCode:
      'The 6-digit codes we e-mail, to see or change a booking or to confirm a further booking, work for a short time only and cannot be extended; if one runs out, ask for a new one on the same page.',
    gapMap:
      'The map on the contact page comes from Google Maps and is hard to use with a keyboard or a screen reader. The hospital’s address is written beside it, with a link that opens directions in your own maps app.',
    gapTesting:
      'The website has not yet been tested by disabled people using their own assistive technology, so there may be barriers we have not found.',
    checkedHeading: 'How we checked',
    checked:
      'This statement was prepared on {date}, when the website was last checked. Every page of the English site, at phone and computer widths, is checked with an automated tool (axe-core, against the WCAG 2.2 A and AA rules) in the tests every change to the site must pass (the Hindi pages share their layout and controls), and the site’s browser tests use its menus, dialogs and forms with a keyboard. Automated checks find only some kinds of barrier.',
    reportHeading: 'Tell us about a barrier',
    report:
      'If something on this website is in your way, or you need what it says in another form (read to you over the phone, or in large print), e-mail {email} or call {phone} (answered {hours}). You can also write to us through our {contactForm}. Tell us the page and what you were trying to do.',
    contactForm: 'contact form',
    answer:
      'We reply within one working day, as we do to every message, and tell you what we will do and by when. If you need to book or ask something urgent meanwhile, call us and we will do it with you over the phone.',
  },
  hi: () => import('./accessibilityMessages.hi'),
});
