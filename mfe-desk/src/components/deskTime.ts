/** Times as the hospital keeps them: Asia/Kolkata, whatever the computer's zone. */
const TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export const deskTimeOf = (iso: string): string => TIME.format(new Date(iso));
