import { useMessages } from 'shared-ui/i18n';
import { HighlightGrid } from '../../components/HighlightGrid';
import { labMessages } from './labMessages';

const BLURBS = [
  ['blurb1Title', 'blurb1Text'],
  ['blurb2Title', 'blurb2Text'],
  ['blurb3Title', 'blurb3Text'],
  ['blurb4Title', 'blurb4Text'],
  ['blurb5Title', 'blurb5Text'],
  ['blurb6Title', 'blurb6Text'],
] as const;

/** The six blurbs under the lab form. */
export function LabBlurbs() {
  const t = useMessages(labMessages);
  return (
    <HighlightGrid
      eyebrow={t('blurbsEyebrow')}
      title={t('blurbsTitle')}
      items={BLURBS.map(([title, text]) => ({ title: t(title), text: t(text) }))}
    />
  );
}
