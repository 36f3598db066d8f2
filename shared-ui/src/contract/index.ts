export type * from './entities';
export * from './schemas';
export * from './dates';
