import { useRef } from 'react';
import type { PageMeta } from 'shared-ui';
import { HOSPITAL } from 'shared-ui/hospital';
import { useContent } from '../../components/content-catalogue';
import { TodaysNews } from '../../components/news';
import { AboutSection } from './components/AboutSection';
import { AmbulanceBanner } from './components/AmbulanceBanner';
import { CounterBand } from './components/CounterBand';
import { HomeHero } from './components/HomeHero';
import { Specialities } from './components/Specialities';
import { ValuesStrip } from './components/ValuesStrip';
import { WelcomePopup } from './components/WelcomePopup';
import { homeContent } from './content';
import { useWelcomePopup } from './hooks/useWelcomePopup';

export const meta: PageMeta = {
  title: 'Multispeciality Hospital in Faridabad',
  description: `${HOSPITAL.name}, Faridabad: 24 X 7 emergency care, specialist doctors, lab tests and home care. Book an appointment online.`,
};

export default function HomePage() {
  const content = useContent(homeContent);
  const page = useRef<HTMLDivElement>(null);
  const popup = useWelcomePopup(page);
  return (
    <div ref={page}>
      <HomeHero slides={content.slides} />
      <AboutSection paragraphs={content.about} />
      <CounterBand />
      <ValuesStrip values={content.values} />
      <Specialities />
      <TodaysNews />
      <AmbulanceBanner content={content.ambulance} />
      <WelcomePopup open={popup.open} onClose={popup.close} />
    </div>
  );
}
