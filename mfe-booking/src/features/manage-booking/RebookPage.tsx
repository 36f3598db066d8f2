import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import frame from '../../components/booking-form/BookingFormFrame.module.css';
import { Rebook } from './Rebook';
import { rebookMessages } from './rebookMessages';

export const meta = pageMetaFrom(rebookMessages, (texts) => ({
  title: texts.title,
  description: texts.metaDescription,
}));

/**
 * `/appointment/rebook#token=…`: the link a patient gets when the doctor's leave cancelled the
 * booking. Like the manage page, never indexed (its server HTML says `noindex`).
 */
export default function RebookPage() {
  const t = useMessages(rebookMessages);
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <div className={frame.page}>
        <Rebook />
      </div>
    </>
  );
}
