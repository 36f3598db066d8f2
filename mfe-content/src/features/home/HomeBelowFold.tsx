import { useCatalogue } from 'shared-ui/i18n';
import { TodaysNews } from '../../components/news';
import { AboutSection } from './components/AboutSection';
import { AmbulanceBanner } from './components/AmbulanceBanner';
import { CounterBand } from './components/CounterBand';
import { Specialities } from './components/Specialities';
import { ValuesStrip } from './components/ValuesStrip';
import { homeContent } from './content';

/**
 * Everything on the home page below the hero: a chunk of its own, fetched as soon as it comes into
 * view or the visitor starts to scroll or tap, so a first view pays only for the hero (the doctors
 * grid also brings the services remote).
 */
export default function HomeBelowFold() {
  const content = useCatalogue(homeContent);
  return (
    <>
      <AboutSection paragraphs={content.about} />
      <CounterBand />
      <ValuesStrip values={content.values} />
      <Specialities />
      <TodaysNews />
      <AmbulanceBanner content={content.ambulance} />
    </>
  );
}
