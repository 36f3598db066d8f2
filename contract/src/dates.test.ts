import { HOSPITAL_TIME_ZONE, minutesInHospitalZone, todayInHospitalZone } from './dates';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** What ICU's Asia/Kolkata reads at `instant`: the day `YYYY-MM-DD` and the minutes since midnight. */
const kolkataDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: HOSPITAL_TIME_ZONE,
});
const kolkataClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: HOSPITAL_TIME_ZONE,
});
const kolkataMinutes = (instant: Date) => {
  const [hours, minutes] = kolkataClock.format(instant).split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

describe("the hospital's day and clock", () => {
  it('read as ICU reads Asia/Kolkata, every hour of two years and each minute around midnight there', () => {
    const instants: Date[] = [];
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += HOUR) instants.push(new Date(time));
    // Midnight in Faridabad is 18:30 UTC the day before.
    for (let minute = -5; minute <= 5; minute += 1) {
      instants.push(new Date(Date.UTC(2026, 11, 31, 18, 30) + minute * MINUTE));
      instants.push(new Date(Date.UTC(2027, 1, 28, 18, 30) + minute * MINUTE));
    }
    const ours = instants.map((instant) => [todayInHospitalZone(instant), minutesInHospitalZone(instant)]);
    const icu = instants.map((instant) => [kolkataDay.format(instant), kolkataMinutes(instant)]);
    expect(ours).toEqual(icu);
  });

  it('turn to the next day at midnight in Faridabad, whatever the zone of the machine', () => {
    expect(todayInHospitalZone(new Date('2026-12-04T18:29:59Z'))).toBe('2026-12-04');
    expect(todayInHospitalZone(new Date('2026-12-04T18:30:00Z'))).toBe('2026-12-05');
    expect(minutesInHospitalZone(new Date('2026-12-04T18:30:00Z'))).toBe(0);
    expect(minutesInHospitalZone(new Date('2026-12-04T03:30:00Z'))).toBe(9 * 60);
  });

  it('are read without making a date formatter', () => {
    const original = Intl.DateTimeFormat;
    let made = 0;
    Object.defineProperty(Intl, 'DateTimeFormat', {
      configurable: true,
      writable: true,
      value: new Proxy(original, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          made += 1;
          return new target(...args);
        },
      }),
    });
    try {
      todayInHospitalZone();
      minutesInHospitalZone();
    } finally {
      Object.defineProperty(Intl, 'DateTimeFormat', { configurable: true, writable: true, value: original });
    }
    expect(made).toBe(0);
  });
});
