/** The catalogue's history and version (issue 48), for the features that change the catalogue. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ReadCache, recentVersion } from '../../http/read-cache';
import { catalogueVersion } from './changes';

export { catalogueChangesSince, catalogueHistory, catalogueVersion, recordCatalogueChange } from './changes';
export type { CatalogueChange, CatalogueHistoryEntry, ChangedSubject } from './changes';

/** A read cache of catalogue answers that are read again once the catalogue's version moves. */
export const catalogueReadCache = (db: Kysely<Database>): ReadCache =>
  new ReadCache(
    undefined,
    recentVersion(() => catalogueVersion(db)),
  );
