import { HOSPITAL } from './hospital';

/**
 * The address and OPD hours written for Hindi readers (the PIN and plot number as they are). In a
 * module of their own, apart from HOSPITAL, which several chunks of every page carry a copy of: only
 * code that shows them (a Hindi catalogue, the contact page) brings these.
 */
export const HOSPITAL_HI = {
  address: 'प्लॉट 12, सेक्टर 16A, मथुरा रोड, फ़रीदाबाद, हरियाणा 121002',
  openingHours: 'सोम से शनि, सुबह 9 से रात 8 बजे',
} as const;

/** The facts a page writes in its own language. */
export function hospitalAddressIn(language: 'en' | 'hi'): string {
  return language === 'hi' ? HOSPITAL_HI.address : HOSPITAL.address;
}
