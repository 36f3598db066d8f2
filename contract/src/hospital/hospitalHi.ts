import { HOSPITAL, hospitalFactsInForce } from './hospital';

/**
 * The address and OPD hours written for Hindi readers (the PIN and plot number as they are), from
 * the facts in force like HOSPITAL's.
 */
export const HOSPITAL_HI = {
  get address() {
    return hospitalFactsInForce().addressHi;
  },
  get openingHours() {
    return hospitalFactsInForce().openingHoursHi;
  },
};

/** The facts a page writes in its own language. */
export function hospitalAddressIn(language: 'en' | 'hi'): string {
  return language === 'hi' ? HOSPITAL_HI.address : HOSPITAL.address;
}
