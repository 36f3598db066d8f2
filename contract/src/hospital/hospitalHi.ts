import { HOSPITAL, factsInForce } from './hospital';

/**
 * The address and OPD hours written for Hindi readers (the PIN and plot number as they are): the
 * ones in force, else these, a fresh deployment's. In a module of their own, apart from HOSPITAL,
 * which several chunks of every page carry a copy of: only code that shows them brings these.
 */
export const HINDI_FACT_DEFAULTS = {
  addressHi: 'प्लॉट 12, सेक्टर 16A, मथुरा रोड, फ़रीदाबाद, हरियाणा 121002',
  openingHoursHi: 'सोम से शनि, सुबह 9 से रात 8 बजे',
};

export const HOSPITAL_HI = {
  get address(): string {
    return factsInForce().addressHi ?? HINDI_FACT_DEFAULTS.addressHi;
  },
  get openingHours(): string {
    return factsInForce().openingHoursHi ?? HINDI_FACT_DEFAULTS.openingHoursHi;
  },
};

/** The facts a page writes in its own language. */
export function hospitalAddressIn(language: 'en' | 'hi'): string {
  return language === 'hi' ? HOSPITAL_HI.address : HOSPITAL.address;
}
