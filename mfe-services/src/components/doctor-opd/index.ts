export { clockTime, compareText, opdWordsIn, timetableLines, useOpdWords } from './opdWords';
export type { OpdWords, TimetableLine } from './opdWords';
export { doctorProfileHref } from './profileHref';
