import { useMessages } from 'shared-ui/i18n';
import { HighlightGrid } from '../../components/HighlightGrid';
import { appointmentMessages } from './appointmentMessages';

const HIGHLIGHTS = [
  ['highlight1Title', 'highlight1Text'],
  ['highlight2Title', 'highlight2Text'],
  ['highlight3Title', 'highlight3Text'],
  ['highlight4Title', 'highlight4Text'],
  ['highlight5Title', 'highlight5Text'],
  ['highlight6Title', 'highlight6Text'],
] as const;

/** The six service highlights under the appointment form. */
export function ServiceHighlights() {
  const t = useMessages(appointmentMessages);
  return (
    <HighlightGrid
      eyebrow={t('highlightsEyebrow')}
      title={t('highlightsTitle')}
      items={HIGHLIGHTS.map(([title, text]) => ({ title: t(title), text: t(text) }))}
    />
  );
}
