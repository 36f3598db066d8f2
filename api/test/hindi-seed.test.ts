/**
 * Every English text the seed gives the site has its Hindi: a service, department, doctor, lab or
 * test added without one fails here rather than reaching a Hindi reader in English.
 */
import { departments } from '../src/db/seed/doctors';
import { departmentNamesHi, doctorsHi, labNamesHi, serviceTextsHi, testNamesHi } from '../src/db/seed/hindi';
import { labs } from '../src/db/seed/labs';
import { services } from '../src/db/seed/services';

const DEVANAGARI = /[\u0900-\u097F]/;

test.each(services.map((service) => service.slug))('the service %s has its Hindi texts', (slug) => {
  const hindi = serviceTextsHi[slug];
  expect(hindi?.name).toMatch(DEVANAGARI);
  expect(hindi?.description).toMatch(DEVANAGARI);
  expect(hindi?.page.hero_section?.title).toMatch(DEVANAGARI);
});

test('no Hindi service texts for a service the seed does not have', () => {
  expect(Object.keys(serviceTextsHi).sort()).toEqual(services.map((service) => service.slug).sort());
});

test('every department and doctor has a Hindi name, and every doctor a Hindi bio', () => {
  const missing: string[] = [];
  for (const department of departments) {
    if (!DEVANAGARI.test(departmentNamesHi[department.department_name] ?? '')) missing.push(department.department_name);
    for (const doctor of department.doctors) {
      const hindi = doctorsHi[doctor.doctor_name];
      if (!DEVANAGARI.test(hindi?.doctor_name ?? '') || !DEVANAGARI.test(hindi?.about ?? '')) {
        missing.push(doctor.doctor_name);
      }
    }
  }
  expect(missing).toEqual([]);
});

test('every lab and test has a Hindi name', () => {
  const missing: string[] = [];
  for (const lab of labs) {
    if (!DEVANAGARI.test(labNamesHi[lab.lab_name] ?? '')) missing.push(lab.lab_name);
    for (const test of lab.tests) {
      if (!DEVANAGARI.test(testNamesHi[test.test_name] ?? '')) missing.push(test.test_name);
    }
  }
  expect(missing).toEqual([]);
});
