import type { CarePlace } from 'contract';
import { HOME_COLLECTION_CHARGE, HOME_VISIT_PINCODES } from 'contract/forms';
import { RadioGroup, TextField, useField } from 'shared-ui/forms';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { VisitWindowField } from '../../components/booking-form/VisitWindowField';
import { whereMessages } from './whereMessages';
import frame from '../../components/booking-form/BookingFormFrame.module.css';
import styles from './LabBookingForm.module.css';

export interface WhereFieldsProps {
  /** Where the chosen test or package can be given. */
  place: CarePlace;
  /** A single test: taken at home, it costs the home collection charge more. */
  charged: boolean;
}

/**
 * "Where?": the lab or the patient's home when both are possible, otherwise one line saying where
 * (the form sets its `collection` then). At home, the pincode and one of the time windows still open on
 * the chosen day (VisitWindowField).
 */
export function WhereFields({ place, charged }: WhereFieldsProps) {
  const t = useMessages(whereMessages);
  const format = useFormatters();
  const collection = useField<string>('collection');

  return (
    <>
      {place === 'either' ? (
        <RadioGroup
          name="collection"
          label={t('where')}
          required
          inline
          options={[
            { value: 'lab', label: t('atLab') },
            { value: 'home', label: t('atHome') },
          ]}
        />
      ) : (
        <p className={styles.place}>{place === 'home' ? t('placeHome') : t('placeHospital')}</p>
      )}
      {collection.value === 'home' ? (
        <>
          <TextField
            name="pincode"
            label={t('pincode')}
            hint={t('pincodeHint', { pincodes: HOME_VISIT_PINCODES.join(', ') })}
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
            required
            clearable
            className={frame.short}
          />
          <VisitWindowField className={frame.short} />
          {charged ? (
            <p className={styles.place}>{t('homeCharge', { price: format.rupees(HOME_COLLECTION_CHARGE) })}</p>
          ) : null}
        </>
      ) : null}
    </>
  );
}
