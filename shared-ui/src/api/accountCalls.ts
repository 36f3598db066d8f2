import type * as Account from './account';

/**
 * The account calls as the entries export them (documented in ./account): each loads ./account,
 * and with it axios, on first use, so the many pages that never call one do not carry their code.
 */
const load = () => import(/* webpackChunkName: "account-calls" */ './account');

function lazyCall<Name extends keyof typeof Account>(name: Name): (typeof Account)[Name] {
  const call = (...args: unknown[]) =>
    load().then((calls) => (calls[name] as (...given: unknown[]) => Promise<unknown>)(...args));
  return call as (typeof Account)[Name];
}

export const signUp = lazyCall('signUp');
export const confirmEmail = lazyCall('confirmEmail');
export const signIn = lazyCall('signIn');
export const signOut = lazyCall('signOut');
export const signOutEverywhere = lazyCall('signOutEverywhere');
export const getMyBookings = lazyCall('getMyBookings');
export const cancelMyBooking = lazyCall('cancelMyBooking');
export const updateAccount = lazyCall('updateAccount');
export const changePassword = lazyCall('changePassword');
export const downloadMyData = lazyCall('downloadMyData');
export const deleteAccount = lazyCall('deleteAccount');
export const requestPasswordReset = lazyCall('requestPasswordReset');
export const resetPassword = lazyCall('resetPassword');
