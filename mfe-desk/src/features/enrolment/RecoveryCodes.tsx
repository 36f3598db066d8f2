import { useState } from 'react';
import { Button } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { useNavigate } from 'shared-ui/router';
import { DESK_PATHS } from '../../components/deskPaths';
import panel from '../../components/DeskPanel.module.css';
import { enrolMessages } from './enrolMessages';
import styles from './EnrolPage.module.css';

/**
 * The ten recovery codes, shown this once (the API keeps only their hashes): to copy, to print,
 * then on to the desk. Printing prints the codes alone.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useMessages(enrolMessages);
  const navigate = useNavigate();
  const [copyStatus, setCopyStatus] = useState<string | null>(null);

  const copy = () => {
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopyStatus(t('copied')),
      () => setCopyStatus(t('copyFailed')),
    );
  };

  return (
    <>
      <p>{t('codesIntro')}</p>
      <ol className={styles.codes} aria-label={t('codesList')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={`${panel.actions} ${styles.noPrint}`}>
        <Button variant="outline" onClick={copy}>
          {t('copy')}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          {t('print')}
        </Button>
        <Button onClick={() => navigate(DESK_PATHS.home)}>{t('continue')}</Button>
      </div>
      <p role="status" className={styles.noPrint}>
        {copyStatus}
      </p>
    </>
  );
}
