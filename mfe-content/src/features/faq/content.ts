import { HOSPITAL } from 'contract/hospital';
import { defineCatalogue } from 'shared-ui/i18n';
import { faqQuestions } from './questions';
import type { FaqContent } from './contentTypes';

const en: FaqContent = {
  get generalSupport() {
    return `Questions about a bill, a report or your care? Our support team answers ${HOSPITAL.supportHours} on ${HOSPITAL.supportPhone}, or write to us and we will reply.`;
  },
  gettingStarted:
    'New to Aravali Care? Our blog explains common tests, what happens in an emergency and how to look after your health between visits.',
  questions: faqQuestions.en,
};

export const faqContent = defineCatalogue<FaqContent>({ en, hi: () => import('./content.hi') });
