import { useState } from 'react';
import { todayInHospitalZone } from 'contract/rules';
import { priceChangeRules } from 'contract/staff-desk';
import type { StaffPricedItem } from 'contract/staff-desk';
import { Button, usePageMeta } from 'shared-ui';
import { DateField, KitForm, SubmitButton, TextField, useKitForm } from 'shared-ui/forms';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { getStaffPrices, schedulePrice } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { rolesOf } from '../../components/deskNav';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useDeskResource } from '../../components/useDeskResource';
import panel from '../../components/DeskPanel.module.css';
import table from '../../components/DeskTable.module.css';
import styles from './Doctors.module.css';
import { doctorsMessages } from './doctorsMessages';

/** The OPD manager's package and test prices (issue 48), each changed from a date on. */
export function PricesPage() {
  const t = useMessages(doctorsMessages);
  usePageMeta({ title: t('pricesTitle'), description: t('pricesIntro') });
  return <StaffOnly roles={rolesOf('/desk/prices')}>{() => <Prices />}</StaffOnly>;
}

function Prices() {
  const t = useMessages(doctorsMessages);
  const listing = useDeskResource(getStaffPrices, {
    loading: t('pricesLoading'),
    failed: t('pricesFailed'),
    empty: t('pricesEmpty'),
    isEmpty: (prices) => prices.packages.length + prices.tests.length === 0,
  });
  const [changing, setChanging] = useState<StaffPricedItem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className={table.page} aria-labelledby="desk-prices">
      <h1 id="desk-prices" className={panel.heading}>
        {t('pricesTitle')}
      </h1>
      <p className={panel.lead}>{t('pricesIntro')}</p>
      <p role="status">{done}</p>
      {listing.placeholder ?? (
        <>
          <PriceTable
            id="desk-packages"
            caption={t('packagesCaption')}
            items={listing.data.packages}
            onChange={setChanging}
          />
          <PriceTable id="desk-tests" caption={t('testsCaption')} items={listing.data.tests} onChange={setChanging} />
        </>
      )}
      {changing ? (
        <ChangePrice
          key={`${changing.kind}:${changing.key}`}
          item={changing}
          onScheduled={(item) => {
            setDone(t('priceScheduled', { name: item.name }));
            setChanging(null);
            listing.reload();
          }}
        />
      ) : null}
    </section>
  );
}

function PriceTable({
  id,
  caption,
  items,
  onChange,
}: {
  id: string;
  caption: string;
  items: StaffPricedItem[];
  onChange: (item: StaffPricedItem) => void;
}) {
  const t = useMessages(doctorsMessages);
  const format = useFormatters();
  const tests = items.some((item) => item.lab !== null);
  return (
    <DeskTableScroll captionId={id}>
      <table className={table.table}>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('item')}</th>
            {tests ? <th scope="col">{t('lab')}</th> : null}
            <th scope="col">{t('price')}</th>
            <th scope="col">{t('scheduled')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.key}>
              <th scope="row">{item.name}</th>
              {tests ? <td>{item.lab}</td> : null}
              <td>{format.rupees(item.price.current)}</td>
              <td>
                {item.price.scheduled.length === 0 ? (
                  t('none')
                ) : (
                  <ul className={styles.plain}>
                    {item.price.scheduled.map((change) => (
                      <li key={change.effective_from}>
                        {t('fromDay', {
                          price: format.rupees(change.price),
                          day: format.date(change.effective_from, 'long'),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <Button
                  size="small"
                  variant="outline"
                  aria-label={t('changeLabel', { name: item.name })}
                  onClick={() => onChange(item)}
                >
                  {t('change')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DeskTableScroll>
  );
}

function ChangePrice({ item, onScheduled }: { item: StaffPricedItem; onScheduled: (item: StaffPricedItem) => void }) {
  const t = useMessages(doctorsMessages);
  const describeFailure = useDeskFailure();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useKitForm({
    initialValues: { price: '', effective_from: todayInHospitalZone() },
    rules: priceChangeRules,
    onSubmit: async (payload, actions) => {
      setFailure(null);
      try {
        onScheduled(await schedulePrice(item, payload));
      } catch (error) {
        if (!actions.showApiErrors(error)) setFailure(describeFailure(error, t('priceFailed')));
      }
    },
  });
  return (
    <section className={panel.section} aria-labelledby="desk-change-price">
      <h2 id="desk-change-price" className={panel.sectionHeading} tabIndex={-1}>
        {t('changeTitle', { name: item.name })}
      </h2>
      <DeskBanner text={failure} />
      <KitForm form={form} aria-labelledby="desk-change-price">
        <TextField name="price" type="number" label={t('newPrice')} autoComplete="off" required />
        <DateField name="effective_from" label={t('effectiveFrom')} max={null} required />
        <SubmitButton busyText={t('scheduling')}>{t('schedulePrice')}</SubmitButton>
      </KitForm>
    </section>
  );
}
