import { ButtonLink, PageBanner, usePageMeta } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import styles from './NotFoundNotice.module.css';

interface NotFoundNoticeProps {
  title: string;
  text: string;
  /** Where the visitor goes on from here (all services, all doctors), and the link's words. */
  to: SiteHref;
  linkText: string;
}

/** An address with nothing behind it (a service, doctor or department): say so, and lead on. */
export function NotFoundNotice({ title, text, to, linkText }: NotFoundNoticeProps) {
  usePageMeta({ title, description: text });
  return (
    <>
      <PageBanner title={title} />
      <div className={styles.notice}>
        <p>{text}</p>
        <ButtonLink to={to} variant="secondary">
          {linkText}
        </ButtonLink>
      </div>
    </>
  );
}
