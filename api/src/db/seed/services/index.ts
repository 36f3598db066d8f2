/** The services, in the order the menu and the services carousel show them. */
import type { SeedService } from '../types';
import { accidentAndEmergency } from './accident-and-emergency';
import { bariatricSurgery } from './bariatric-surgery';
import { cardiology } from './cardiology';
import { dentalMedicine } from './dental-medicine';
import { diabetesAndEndocrinology } from './diabetes-and-endocrinology';
import { fullBodyHealthCheckup } from './full-body-health-checkup';
import { homeCare } from './home-care';
import { orthopaedics } from './orthopaedics';

export const services: SeedService[] = [
  accidentAndEmergency,
  cardiology,
  orthopaedics,
  diabetesAndEndocrinology,
  fullBodyHealthCheckup,
  homeCare,
  dentalMedicine,
  bariatricSurgery,
];
