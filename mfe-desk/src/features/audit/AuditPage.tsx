import { useCallback, useState } from 'react';
import type { StaffAuditEvent } from 'contract/staff-desk';
import { Button, EmptyState, ErrorState, LoadingState, usePageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { getStaffAudit } from 'shared-ui/staff';
import { deskMessages } from '../../components/deskMessages';
import { rolesOf } from '../../components/deskNav';
import { deskTimeOf } from '../../components/deskTime';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useDeskLoad } from '../../components/useDeskLoad';
import panel from '../../components/DeskPanel.module.css';
import table from '../../components/DeskTable.module.css';
import { auditMessages } from './auditMessages';

/** What else an event records, as `key: value` (the API never puts a password, code or token there). */
const detailsOf = (details: StaffAuditEvent['details']) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

/** The admin's staff audit, newest first, a page at a time. */
export function AuditPage() {
  const t = useMessages(auditMessages);
  usePageMeta({ title: t('title'), description: t('intro') });
  return <StaffOnly roles={rolesOf('/desk/audit')}>{() => <Audit />}</StaffOnly>;
}

function Audit() {
  const t = useMessages(auditMessages);
  const d = useMessages(deskMessages);
  const describeFailure = useDeskFailure();
  const [older, setOlder] = useState<StaffAuditEvent[]>([]);
  const [before, setBefore] = useState<number | undefined>(undefined);
  const load = useCallback(() => getStaffAudit(before), [before]);
  const [page, reload] = useDeskLoad(load);
  const events = page.status === 'loaded' ? [...older, ...page.data.events] : older;
  const next = page.status === 'loaded' ? page.data.next_before : null;

  return (
    <section className={table.page} aria-labelledby="desk-audit">
      <h1 id="desk-audit" className={panel.heading}>
        {t('title')}
      </h1>
      <p className={panel.lead}>{t('intro')}</p>
      {events.length > 0 ? (
        <DeskTableScroll captionId="desk-audit-caption">
          <table className={table.table}>
            <caption id="desk-audit-caption">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('at')}</th>
                <th scope="col">{t('who')}</th>
                <th scope="col">{t('action')}</th>
                <th scope="col">{t('target')}</th>
                <th scope="col">{t('network')}</th>
                <th scope="col">{t('details')}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td>{deskTimeOf(event.at)}</td>
                  <td>
                    {event.actor ? (
                      <>
                        {event.actor.name}
                        <br />
                        <span className={table.muted}>{event.actor.email}</span>
                      </>
                    ) : (
                      <span className={table.muted}>{t('server')}</span>
                    )}
                  </td>
                  <td>
                    <code>{event.action}</code>
                  </td>
                  <td>{event.target}</td>
                  <td>{event.network}</td>
                  <td className={table.muted}>{detailsOf(event.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DeskTableScroll>
      ) : null}
      {page.status === 'loading' ? <LoadingState label={t('loading')} compact /> : null}
      {page.status === 'failed' ? (
        <ErrorState message={describeFailure(page.error, t('failed'))} onRetry={reload} retryLabel={d('retry')} />
      ) : null}
      {page.status === 'loaded' && events.length === 0 ? <EmptyState message={t('empty')} compact /> : null}
      {next !== null ? (
        <div className={panel.actions}>
          <Button
            variant="outline"
            onClick={() => {
              setOlder(events);
              setBefore(next);
            }}
          >
            {t('older')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
