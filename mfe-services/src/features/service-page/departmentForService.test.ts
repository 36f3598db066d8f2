import { departmentForService } from './departmentForService';

/** The departments the API seeds (api/src/db/seed/doctors.ts), with made-up ids. */
const departments = [
  'Cardiology',
  'Orthopaedics',
  'Diabetes & Endocrinology',
  'Dental Medicine',
  'Bariatric & Laparoscopic Surgery',
  'Emergency Medicine',
  'Internal Medicine',
  'Home Care & Geriatrics',
  'Neurology',
  'Paediatrics',
  'Obstetrics & Gynaecology',
  'Nephrology',
].map((department_name, index) => ({ id: index + 1, department_name }));

const departmentOf = (service: string) => departmentForService(service, departments)?.department_name;

describe('the department of a service', () => {
  it.each([
    ['Cardiology', 'Cardiology'],
    ['Orthopaedics', 'Orthopaedics'],
    ['Diabetes & Endocrinology', 'Diabetes & Endocrinology'],
    ['Dental Medicine', 'Dental Medicine'],
    ['Accident & Emergency', 'Emergency Medicine'],
    ['Bariatric Surgery', 'Bariatric & Laparoscopic Surgery'],
    ['Home Care', 'Home Care & Geriatrics'],
    ['diabetes and endocrinology', 'Diabetes & Endocrinology'],
  ])('of the service %s is %s', (service, department) => {
    expect(departmentOf(service)).toBe(department);
  });

  it('is none when no department shares a distinctive word, rather than a guess', () => {
    expect(departmentOf('Full Body Health Checkup')).toBeUndefined();
    // "Medicine" alone would match three departments.
    expect(departmentOf('Sports Medicine')).toBeUndefined();
    expect(departmentForService('Cardiology', [])).toBeUndefined();
  });

  it('is none when two departments share as many words', () => {
    const twoHeartDepartments = [
      { id: 1, department_name: 'Heart Surgery' },
      { id: 2, department_name: 'Heart Rhythm Clinic' },
    ];
    expect(departmentForService('Heart Care', twoHeartDepartments)).toBeUndefined();
  });
});
