import type { Weekday } from 'contract';
import { doctorsQueryFrom, nameMatches, opdMatches, pageOf } from './doctorsQuery';

describe("/our-doctor's address", () => {
  it('reads the department, the day, the language, the name and the page', () => {
    expect(doctorsQueryFrom(new URLSearchParams('department=3&day=2&language=pa&name=%20Sharma%20&page=2'))).toEqual({
      department: 3,
      day: 2,
      language: 'pa',
      name: 'Sharma',
      page: 2,
    });
  });

  it('treats anything else as every department, any name, the first page', () => {
    expect(doctorsQueryFrom(new URLSearchParams('department=cardio&day=7&language=%3Cb%3E&page=-1'))).toEqual({
      department: undefined,
      day: undefined,
      language: '',
      name: '',
      page: 1,
    });
    expect(doctorsQueryFrom(new URLSearchParams('page=0')).page).toBe(1);
  });
});

const query = (search: string) => doctorsQueryFrom(new URLSearchParams(search));

describe('the OPD day and language filters', () => {
  const doctor: { opd_days: Weekday[]; languages: string[] } = { opd_days: [2, 5], languages: ['en', 'hi', 'pa'] };

  it('keep a doctor who sits that day and speaks that language', () => {
    expect(opdMatches(doctor, query('day=5&language=pa'))).toBe(true);
    expect(opdMatches(doctor, query(''))).toBe(true);
  });

  it('leave out a doctor who does not sit that day, or does not speak that language', () => {
    expect(opdMatches(doctor, query('day=1'))).toBe(false);
    expect(opdMatches(doctor, query('language=ta'))).toBe(false);
  });
});

describe('a name typed into the filter', () => {
  it.each(['sharma', 'ANITA', 'anita  sharma', 'Dr. Anita', ' nita sh '])('"%s" finds Dr. Anita Sharma', (typed) => {
    expect(nameMatches('Dr. Anita Sharma', typed)).toBe(true);
  });

  it('does not find a doctor of another name', () => {
    expect(nameMatches('Dr. Anita Sharma', 'mehta')).toBe(false);
  });
});

describe('pages of six', () => {
  it('cuts 16 doctors into three pages, the last of four', () => {
    expect(pageOf(16, 1)).toEqual({ page: 1, pages: 3, start: 0, end: 6 });
    expect(pageOf(16, 3)).toEqual({ page: 3, pages: 3, start: 12, end: 16 });
  });

  it('answers a page past the end with the last one', () => {
    expect(pageOf(16, 9)).toEqual({ page: 3, pages: 3, start: 12, end: 16 });
    expect(pageOf(0, 2)).toEqual({ page: 1, pages: 1, start: 0, end: 0 });
  });
});
