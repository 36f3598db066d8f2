import { ButtonLink, PageBanner, usePageMeta } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import type { MessageCatalogue } from 'shared-ui/i18n';
import styles from './NotFoundNotice.module.css';

/** The texts a page's catalogue has for an address with nothing behind it. */
type NotFoundTexts = { readonly notFoundTitle: string; readonly notFoundText: string; readonly notFoundLink: string };

interface NotFoundNoticeProps {
  /** The page's catalogue: its notFoundTitle, notFoundText and notFoundLink in the page's language. */
  messages: MessageCatalogue<NotFoundTexts>;
  /** Where the visitor goes on from here (all services, all doctors). */
  to: SiteHref;
}

/** An address with nothing behind it (a service, doctor or department): say so, and lead on. */
export function NotFoundNotice({ messages, to }: NotFoundNoticeProps) {
  const t = useMessages(messages);
  const title = t('notFoundTitle');
  const text = t('notFoundText');
  usePageMeta({ title, description: text });
  return (
    <>
      <PageBanner title={title} />
      <div className={styles.notice}>
        <p>{text}</p>
        <ButtonLink to={to} variant="secondary">
          {t('notFoundLink')}
        </ButtonLink>
      </div>
    </>
  );
}
