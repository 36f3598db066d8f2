import type { Service } from 'shared-ui';
import { SEARCHABLE_PAGES, searchSite } from './searchSite';

const services: Service[] = [
  { id: 1, slug: 'cardiology', name: 'Cardiology', description: 'Heart care', service_banner: null },
  { id: 2, slug: 'dental-medicine', name: 'Dental Medicine', description: 'Teeth', service_banner: null },
  { id: 3, slug: 'home-care', name: 'Home Care', description: 'At home', service_banner: null },
];

describe('searchSite', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(searchSite('', services)).toEqual([]);
    expect(searchSite('   ', services)).toEqual([]);
  });

  it('matches service names case-insensitively anywhere in the name and links to the service page', () => {
    expect(searchSite('CARDIO', services)).toEqual([
      { type: 'service', title: 'Cardiology', link: '/services/cardiology', description: 'Heart care' },
    ]);
    expect(searchSite('medic', services).map((result) => result.link)).toEqual(['/services/dental-medicine']);
  });

  it('leads a service with a topic page there, not to its /services/ twin (which only redirects)', () => {
    expect(searchSite('home', services).map((result) => [result.title, result.link])).toEqual([
      ['Home Care', '/homecare'],
    ]);
  });

  it('matches the fixed page titles and lists services first', () => {
    const results = searchSite('o', services).map((result) => result.title);
    expect(results.slice(0, 2)).toEqual(['Cardiology', 'Home Care']);
    expect(results).toContain('Blood Test');
    expect(results).toContain('Our Doctors');
    expect(results).toContain('Login');
  });

  it('knows exactly the pages the spec lists, each leading to its page', () => {
    expect(SEARCHABLE_PAGES.map((page) => [page.title, page.link])).toEqual([
      ['Appointment', '/appointment'],
      ['Blood Test', '/blood-test'],
      ['Blog', '/blog'],
      ['Gallery', '/gallery'],
      ['Contact', '/contact'],
      ['About', '/about'],
      ['Our Doctors', '/our-doctor'],
      ['Testimonial', '/testimonial'],
      ['FAQ', '/faq'],
      ['Login', '/login'],
      ['Register', '/register'],
    ]);
  });

  it('finds nothing when nothing matches', () => {
    expect(searchSite('xyz', services)).toEqual([]);
  });
});
