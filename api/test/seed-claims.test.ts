import { services } from '../src/db/seed/services';

/**
 * Issue 17: the seeded service pages claim nothing the hospital has not supplied — no outcome
 * figures, success rates, accreditations or percentages. The hospital has supplied none for the
 * seed, so none is allowed here.
 */
const UNSUPPLIED_CLAIMS = [
  /success rate/i,
  /surviv/i,
  /accuracy/i,
  /benchmark/i,
  /\blevel i{1,3}\b/i,
  /for good/i,
  /guarantee/i,
  /\d+(\.\d+)?\s*%/,
];

/** Every string anywhere in a value, so a new field cannot slip past the check. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('the seeded service pages', () => {
  it.each(services.map((service) => [service.slug, service] as const))(
    '%s claims no unsupplied figure',
    (_, service) => {
      const found = texts(service).filter((text) => UNSUPPLIED_CLAIMS.some((claim) => claim.test(text)));
      expect(found).toEqual([]);
    },
  );

  it('show no statistics block: the hospital supplied no case counts or success rates', () => {
    for (const service of services) expect(service.page).not.toHaveProperty('statistics');
  });
});
