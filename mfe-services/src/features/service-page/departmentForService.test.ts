import { departmentForService } from './departmentForService';

/** The departments the API seeds (api/src/db/seed/doctors.ts) with their slugs, names in Hindi, made-up ids. */
const departments = [
  'cardiology',
  'orthopaedics',
  'diabetes-and-endocrinology',
  'dental-medicine',
  'bariatric-and-laparoscopic-surgery',
  'emergency-medicine',
  'internal-medicine',
  'home-care-and-geriatrics',
  'neurology',
  'paediatrics',
  'obstetrics-and-gynaecology',
  'nephrology',
].map((slug, index) => ({ id: index + 1, slug, department_name: `विभाग ${index + 1}` }));

const departmentOf = (service: string) => departmentForService(service, departments)?.slug;

describe('the department of a service', () => {
  it.each([
    ['cardiology', 'cardiology'],
    ['orthopaedics', 'orthopaedics'],
    ['diabetes-and-endocrinology', 'diabetes-and-endocrinology'],
    ['dental-medicine', 'dental-medicine'],
    ['accident-and-emergency', 'emergency-medicine'],
    ['bariatric-surgery', 'bariatric-and-laparoscopic-surgery'],
    ['home-care', 'home-care-and-geriatrics'],
    ['Diabetes-And-Endocrinology', 'diabetes-and-endocrinology'],
  ])('of the service %s is %s', (service, department) => {
    expect(departmentOf(service)).toBe(department);
  });

  it('is found by slug whatever language the names are in', () => {
    expect(departmentForService('cardiology', departments)?.department_name).toBe('विभाग 1');
  });

  it('is none when no department shares a distinctive word, rather than a guess', () => {
    expect(departmentOf('full-body-health-checkup')).toBeUndefined();
    // "Medicine" alone would match three departments.
    expect(departmentOf('sports-medicine')).toBeUndefined();
    expect(departmentForService('cardiology', [])).toBeUndefined();
  });

  it('is none when two departments share as many words', () => {
    const twoHeartDepartments = [
      { id: 1, slug: 'heart-surgery', department_name: 'Heart Surgery' },
      { id: 2, slug: 'heart-rhythm-clinic', department_name: 'Heart Rhythm Clinic' },
    ];
    expect(departmentForService('heart-care', twoHeartDepartments)).toBeUndefined();
  });
});
