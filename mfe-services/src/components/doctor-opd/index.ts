export { clockTime, languageName, listOf, timetableLines, timetableText, weekdayName } from './opdWords';
export type { TimetableLine } from './opdWords';
export { doctorProfileHref } from './profileHref';
