import { FaqList } from './FaqList';
import { PageSection } from './PageSection';
import type { PageSectionProps } from './PageSection';
import type { FaqEntry } from './types';

export interface FaqSectionProps extends Pick<PageSectionProps, 'id' | 'title' | 'eyebrow' | 'tone'> {
  entries: readonly FaqEntry[];
}

/** A page's own FAQ band: its questions centred at a readable width, each id prefixed by the section's. */
export function FaqSection({ id, title, eyebrow, tone, entries }: FaqSectionProps) {
  return (
    <PageSection id={id} title={title} eyebrow={eyebrow} tone={tone}>
      <FaqList entries={entries} idPrefix={id} narrow />
    </PageSection>
  );
}
