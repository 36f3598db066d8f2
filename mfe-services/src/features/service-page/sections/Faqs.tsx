import { Accordion } from 'shared-ui/accordion';
import type { Faq } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { COLLAPSED_COUNTS } from '../collapsedCounts';
import { CollapseToggle } from '../CollapseToggle';
import { servicePageMessages } from '../servicePageMessages';
import { useCollapsedList } from '../useCollapsedList';
import { PageSection } from './PageSection';
import lists from './lists.module.css';

/** Questions patients ask: the first four, each opening on its own, then the rest on request. */
export function Faqs({ faqs }: { faqs: readonly Faq[] }) {
  const t = useMessages(servicePageMessages);
  const list = useCollapsedList(faqs, COLLAPSED_COUNTS.faqs);
  return (
    <PageSection title={t('faqs')}>
      <div id={list.listId}>
        <Accordion
          items={list.visible.map((faq, index) => ({ id: `faq-${index}`, title: faq.question, content: faq.answer }))}
        />
      </div>
      <CollapseToggle
        list={list}
        expandLabel={t('viewAllFaqs')}
        collapseLabel={t('viewLess')}
        className={lists.toggle}
      />
    </PageSection>
  );
}
