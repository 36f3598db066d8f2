export { DAYS_AHEAD, addDays, useFreeSlots, useSlotDay } from './freeSlots';
export type { FreeSlot, FreeSlots } from './freeSlots';
export { FreeTimesPending } from './FreeTimesPending';
