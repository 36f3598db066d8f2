/** The accounts feature's public surface: the password rules and hashing the staff's accounts share. */
export { HashingBusyError, hashPassword, holdHashPlace, unknownAccountHash, verifyPassword } from './password';
export type { HashPlace } from './password';
export { refuseCommonPassword } from './service';
