import { ButtonLink, PageBanner, siteHref } from 'shared-ui';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <article>
      <PageBanner title="Page not found" subtitle="The page you asked for is not on this site." />
      <div className={styles.body}>
        <p>It may have moved, or the address may be mistyped. These will help you find your way:</p>
        <div className={styles.links}>
          <ButtonLink to={siteHref('/')}>Go to the home page</ButtonLink>
          <ButtonLink to={siteHref('/services')} variant="outline">
            See our services
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
