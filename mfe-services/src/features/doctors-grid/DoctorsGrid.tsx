import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { LoadingState, useServedWidget } from 'shared-ui';
import type { WidgetProps } from 'shared-ui';
import { useMessages, withPageTexts } from 'shared-ui/i18n';
import { doctorsGridMessages } from './doctorsGridMessages';
import { LOAD_AHEAD, useNearViewport } from '../../components/near-viewport';
import { DoctorsGridRoom } from './DoctorsGridRoom';
import styles from './DoctorsGrid.module.css';

const loadContent = () => import('./DoctorsGridContent');
const DoctorsGridContent = lazy(() => withPageTexts(loadContent()));
/** The content's code once fetched ahead: rendered as is, where a lazy one would suspend a moment. */
let preloadedContent: ComponentType<WidgetProps<'mfe_services/DoctorsGrid'>> | null = null;

/**
 * Where the grid's HTML was served with the page, the grid shows at once when its code arrives:
 * the content's chunk comes with it, so no placeholder or loading state shows in between.
 */
export const preloadServed = async () => {
  preloadedContent = (await loadContent()).default;
};

/**
 * Exposed to other remotes as `mfe_services/DoctorsGrid`: the doctors of the home page's "Our
 * Specialities" (the host page's section names it, so the heading is not said twice). The grid
 * sits well below the home page's first screen, so its code, the API client and the doctors list
 * are fetched only as it nears the viewport: a first visit that never scrolls there pays for
 * nothing but this placeholder. Its room is kept meanwhile, so nothing jumps when it arrives.
 * Served as HTML, it replaces that HTML only as the visitor moves to it, with its data already in.
 */
export default function DoctorsGrid({ limit }: WidgetProps<'mfe_services/DoctorsGrid'>) {
  const t = useMessages(doctorsGridMessages);
  const [ref, near] = useNearViewport<HTMLDivElement>(LOAD_AHEAD);
  const served = useServedWidget();
  const Content = served && preloadedContent ? preloadedContent : DoctorsGridContent;
  return (
    <div ref={ref} className={styles.widget}>
      {near || served ? (
        <Suspense
          fallback={
            <DoctorsGridRoom
              limit={limit}
              status={<LoadingState label={t('loading')} className={styles.roomStatus} />}
            />
          }
        >
          <Content limit={limit} />
        </Suspense>
      ) : (
        <DoctorsGridRoom limit={limit} />
      )}
    </div>
  );
}
