import { departmentHref, departmentsWithoutServicePage } from './departmentPages';

const department = (id: number, slug: string, name: string) => ({ id, slug, department_name: name });
const CARDIOLOGY = department(1, 'cardiology', 'Cardiology');
const PAEDIATRICS = department(10, 'paediatrics', 'Paediatrics');
const NEUROLOGY = department(9, 'neurology', 'Neurology');

describe('departmentsWithoutServicePage', () => {
  it('lists each department with doctors that no service page names, once, in the doctors list order', () => {
    const doctors = [
      { department: CARDIOLOGY },
      { department: NEUROLOGY },
      { department: PAEDIATRICS },
      { department: PAEDIATRICS },
    ];
    const services = [
      { department: { id: 1, slug: 'cardiology', name: 'Cardiology' } },
      // A service no one department runs (a checkup) gives no department a page.
      { department: null },
    ];
    expect(departmentsWithoutServicePage(doctors, services)).toEqual([NEUROLOGY, PAEDIATRICS]);
  });

  it('lists none without doctors', () => {
    expect(departmentsWithoutServicePage([], [])).toEqual([]);
  });
});

describe('departmentHref', () => {
  it('is the department page by its slug', () => {
    expect(departmentHref('paediatrics')).toBe('/departments/paediatrics');
  });
});
