import { TodaysNews } from '../../components/news';
import { AmbulanceBanner } from './components/AmbulanceBanner';
import { CounterBand } from './components/CounterBand';
import { Specialities } from './components/Specialities';
import { ValuesStrip } from './components/ValuesStrip';
import type { HomeContent } from './content';

/**
 * Everything on the home page below the hero and the about section: a chunk of its own, fetched
 * as the visitor scrolls towards it, so a first visit pays only for what it sees (the doctors grid
 * also brings the services remote).
 */
export default function HomeBelowFold({ content }: { content: HomeContent }) {
  return (
    <>
      <CounterBand />
      <ValuesStrip values={content.values} />
      <Specialities />
      <TodaysNews />
      <AmbulanceBanner content={content.ambulance} />
    </>
  );
}
