/** The key of the audit trail's reference hashes (audit/audit.ts), loaded once at start. */
import fp from 'fastify-plugin';
import { loadAuditKey } from '../audit/audit';
import type { AuditKey } from '../audit/audit';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    auditKey: AuditKey;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('auditKey', await loadAuditKey(app.db, config.apiSecret));
  },
  { name: 'audit', dependencies: ['database'] },
);
