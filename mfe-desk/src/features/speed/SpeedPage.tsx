import type { VitalsDay } from 'contract/vitals';
import { usePageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { getVitalsReport } from 'shared-ui/staff';
import { rolesOf } from '../../components/deskNav';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskResource } from '../../components/useDeskResource';
import panel from '../../components/DeskPanel.module.css';
import table from '../../components/DeskTable.module.css';
import { speedMessages } from './speedMessages';

/** The days the API reports (VITALS_REPORT_DAYS), said before the report has come. */
const REPORT_DAYS = 7;

/** Above these a measure is slow (web.dev's "good" limits); said in words, not only in colour. */
const SLOW = { lcp: 2500, inp: 200, cls: 0.1, live: 2500 } as const;

type Measure = keyof typeof SLOW;
const MEASURES: readonly Measure[] = ['lcp', 'inp', 'cls', 'live'];

const shown = (measure: Measure, value: number) =>
  measure === 'cls' ? value.toFixed(2) : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;

/** The admin's speed report (GET /api/staff/vitals/): the last week's p75s per page, language and device. */
export function SpeedPage() {
  const t = useMessages(speedMessages);
  usePageMeta({ title: t('title'), description: t('intro', { days: REPORT_DAYS }) });
  return <StaffOnly roles={rolesOf('/desk/speed')}>{() => <Speed />}</StaffOnly>;
}

function Speed() {
  const t = useMessages(speedMessages);
  const report = useDeskResource(getVitalsReport, {
    loading: t('loading'),
    failed: t('failed'),
    isEmpty: (data) => data.rows.length === 0,
    empty: (data) => t('empty', { days: data.days }),
  });
  const days = report.data?.days ?? REPORT_DAYS;

  const cell = (row: VitalsDay, measure: Measure) => {
    const value = row[measure];
    if (value === null) return t('none');
    const text = shown(measure, value);
    return value > SLOW[measure] ? t('slow', { value: text }) : text;
  };
  const word = (value: string) =>
    value === 'en' || value === 'hi' || value === 'phone' || value === 'tablet' || value === 'desktop'
      ? t(value)
      : value;

  let body = report.placeholder;
  if (report.placeholder === null) {
    body = (
      <DeskTableScroll captionId="desk-speed-caption">
        <table className={table.table}>
          <caption id="desk-speed-caption">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col">{t('route')}</th>
              <th scope="col">{t('lang')}</th>
              <th scope="col">{t('device')}</th>
              <th scope="col" className={table.number}>
                {t('visits')}
              </th>
              {MEASURES.map((measure) => (
                <th key={measure} scope="col" className={table.number}>
                  {t(measure)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.data.rows.map((row) => (
              <tr key={`${row.day} ${row.route} ${row.lang} ${row.device}`}>
                <td>{row.day}</td>
                <td>
                  <code>{row.route}</code>
                </td>
                <td>{word(row.lang)}</td>
                <td>{word(row.device)}</td>
                <td className={table.number}>{row.visits}</td>
                {MEASURES.map((measure) => (
                  <td key={measure} className={table.number}>
                    {cell(row, measure)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </DeskTableScroll>
    );
  }

  return (
    <section className={table.page} aria-labelledby="desk-speed">
      <h1 id="desk-speed" className={panel.heading}>
        {t('title')}
      </h1>
      <p className={panel.lead}>{t('intro', { days })}</p>
      {body}
    </section>
  );
}
