import { isMeetingLink, joiningOverdue } from './deskDay';
import type { DeskBooking } from './deskDay';

const ONLINE: DeskBooking = {
  reference: 'APT-7K3M9Q',
  doctor_id: 3,
  date: '2026-12-07',
  slot_start: '10:30',
  slot_end: '10:45',
  mode: 'ON',
  patient_name: 'Sunita Yadav',
  age: null,
  sex: null,
  phone_last4: '3210',
  source: 'web',
  status: 'booked',
  token: null,
  arrived_at: null,
  late: false,
  version: 1,
  joining: null,
};
const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('a meeting link', () => {
  it.each(['https://meet.google.com/abc-defg-hij', 'https://zoom.us/j/123456789?pwd=abc', 'https://m.example.in/a1'])(
    'takes %s',
    (link) => expect(isMeetingLink(link)).toBe(true),
  );
  it.each([
    'http://meet.example.in/a',
    'javascript:alert(1)',
    'https://localhost/room',
    'https://user:secret@meet.example.in/a',
    'https://meet.example.in/a b',
    `https://meet.example.in/${'a'.repeat(300)}`,
    'meet.example.in/a',
  ])('refuses %s', (link) => expect(isMeetingLink(link)).toBe(false));
});

describe('an online booking without its joining details', () => {
  it('stands out within two hours of its time that day, and after it', () => {
    expect(joiningOverdue(ONLINE, '2026-12-07', at('08:29'))).toBe(false);
    expect(joiningOverdue(ONLINE, '2026-12-07', at('08:30'))).toBe(true);
    expect(joiningOverdue(ONLINE, '2026-12-07', at('11:00'))).toBe(true);
  });
  it('not once sent, nor in person, nor cancelled, nor on another day', () => {
    const now = at('10:00');
    expect(joiningOverdue({ ...ONLINE, joining: { how: 'call', sent_at: '' } }, '2026-12-07', now)).toBe(false);
    expect(joiningOverdue({ ...ONLINE, mode: 'OFF' }, '2026-12-07', now)).toBe(false);
    expect(joiningOverdue({ ...ONLINE, status: 'cancelled' }, '2026-12-07', now)).toBe(false);
    expect(joiningOverdue(ONLINE, '2026-12-06', now)).toBe(false);
    expect(joiningOverdue(ONLINE, '2026-12-08', now)).toBe(false);
  });
});
