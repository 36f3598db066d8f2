/** The notices feature's public surface: what the bookings queue, and the staff's view of what failed. */
export { NoticeService } from './service';
export { DLT_VARIABLE_LIMIT } from './templates';
export type { NoticeEvent, BookingNotices, NoticeBooking, NoticePlace } from './service';
export { givenUpNotices, noticeForStaff, retryNotice } from './repository';
export type { ChannelConsent, GivenUpNotice } from './repository';
