import { doctorsQueryFrom, nameMatches, pageOf } from './doctorsQuery';

describe("/our-doctor's address", () => {
  it('reads the department, the name and the page', () => {
    expect(doctorsQueryFrom(new URLSearchParams('department=3&name=%20Sharma%20&page=2'))).toEqual({
      department: 3,
      name: 'Sharma',
      page: 2,
    });
  });

  it('treats anything else as every department, any name, the first page', () => {
    expect(doctorsQueryFrom(new URLSearchParams('department=cardio&page=-1'))).toEqual({
      department: undefined,
      name: '',
      page: 1,
    });
    expect(doctorsQueryFrom(new URLSearchParams('page=0')).page).toBe(1);
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
