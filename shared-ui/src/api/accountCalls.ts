import type * as Account from './account';
import { lazyCalls } from './lazyCalls';

/** The account calls as the entries export them (documented in ./account), loaded on first use. */
const lazyCall = lazyCalls<typeof Account>(() => import(/* webpackChunkName: "account-calls" */ './account'));

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
