import type { ReactNode } from 'react';
import { PageBanner } from 'shared-ui';
import { IntroSplit } from './IntroSplit';

export interface CarePageOpeningProps {
  title: string;
  subtitle: string;
  paragraphs: readonly string[];
  /** The page's 640 × 420 drawing beside the intro. */
  image: { src: string; alt: string };
  /** Between the banner and the intro: the emergency page's "what to do now". */
  lead?: ReactNode;
  /** Buttons under the intro's text. */
  children?: ReactNode;
}

/**
 * How a care page (emergency, diabetes, home care, health checkup) opens: its banner, then its lead
 * paragraphs beside its drawing, fetched at once as the first image in view.
 */
export function CarePageOpening({ title, subtitle, paragraphs, image, lead, children }: CarePageOpeningProps) {
  return (
    <>
      <PageBanner title={title} subtitle={subtitle} />
      {lead}
      <IntroSplit label={title} paragraphs={paragraphs} image={{ ...image, width: 640, height: 420 }} priority>
        {children}
      </IntroSplit>
    </>
  );
}
