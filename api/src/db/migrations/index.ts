/**
 * Every migration, by name, in order. Listed in code rather than read from the folder so the bundled
 * server (one file) carries them. Never edit a migration that has shipped: add the next one.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
