import { useId, useState } from 'react';
import { Button, downloadMyData } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { FormBanner } from '../../components/FormBanner';
import type { Banner } from '../../components/FormBanner';
import { myAccountMessages } from './myAccountMessages';
import { useAccountFailure } from './useAccountFailure';
import styles from './MyAccount.module.css';

const FILE_NAME = 'my-account-data.json';

/** Saves a file the page fetched with the session: the export never travels in a link. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Download my data: the account and its bookings as JSON (DPDP's right to a copy). */
export function AccountData() {
  const t = useMessages(myAccountMessages);
  const failureText = useAccountFailure();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setBanner(null);
    try {
      saveFile(await downloadMyData(), FILE_NAME);
      setBanner({ tone: 'success', text: t('downloaded', { file: FILE_NAME }) });
    } catch (error) {
      setBanner({ tone: 'error', text: failureText(error, 'downloadFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('dataTitle')}
      </h2>
      <p className={styles.note}>{t('dataText')}</p>
      <div className={styles.actions}>
        <Button variant="outline" aria-disabled={busy || undefined} onClick={() => void download()}>
          {busy ? t('downloading') : t('download')}
        </Button>
      </div>
      <FormBanner banner={banner} />
    </section>
  );
}
