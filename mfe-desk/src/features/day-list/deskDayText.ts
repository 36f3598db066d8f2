import type { DeskBooking, DeskSession } from 'contract';

/** Times as the hospital keeps them: Asia/Kolkata, whatever the computer's zone. */
const PRINTED = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
export const printedAt = (at: Date) => PRINTED.format(at);

/** A session's key for the filter: its hours, or `outside` for the rows no sitting holds. */
export const sessionKey = (session: Pick<DeskSession, 'start' | 'end'>) =>
  session.start === null ? 'outside' : `${session.start}-${session.end ?? ''}`;

/** "54 F", "F", "54", or "" when neither is known. */
export function ageSex(booking: Pick<DeskBooking, 'age' | 'sex'>, sexText: (sex: 'M' | 'F' | 'O') => string): string {
  return [booking.age === null ? '' : String(booking.age), booking.sex === null ? '' : sexText(booking.sex)]
    .filter(Boolean)
    .join(' ');
}
