/** The privacy feature's public surface: a data principal's export and erasure (the account's own calls use them). */
export { eraseSubject, exportSubject } from './person';
export type { ErasureCounts, PersonalData } from './person';
