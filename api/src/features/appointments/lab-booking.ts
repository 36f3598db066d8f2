/**
 * What a lab booking is for and what it costs: tests of its lab (one collection), or a package, each checked
 * against where it may be done (the lab, the patient's home; the schema cannot know, it is in the
 * data) and priced as quoted to the patient.
 */
import { fieldIssue, HOME_COLLECTION_CHARGE } from 'contract';
import type { CollectionPlace, LabAppointmentInput } from 'contract';
import { BadInputError } from '../../http/errors';
import type { Language } from '../../http/language';
import { bookingTexts } from './booking-texts';
import { findCarePackage, findLab, findLabBookingItems, findLabTests } from './repository';
import type { Db } from './repository';

export interface BookedItem {
  labId: number | null;
  /** The tests in the order chosen; none for a package. */
  testIds: number[];
  packageId: number | null;
  /** Whole rupees. */
  price: number;
  /** How the patient prepares, in a language: the package's own words, or fasting for a test taken fasting. */
  preparation(language: Language): string | null;
}

/** The data's only sign that a single test needs fasting is its name ("Blood Sugar Fasting"). */
const takenFasting = (testName: string) => /\bfasting\b/i.test(testName);

/** Fasting when any of the tests is taken fasting; nothing asked otherwise. */
const testsPreparation = (testNames: readonly string[]) => (language: Language) =>
  testNames.some(takenFasting) ? bookingTexts(language).fasting : null;

/** How a stored lab booking's patient prepares (its move e-mail and calendar file say it), as when it was booked. */
export async function storedPreparation(db: Db, bookingId: number): Promise<BookedItem['preparation']> {
  const { testNames, packageTexts } = await findLabBookingItems(db, bookingId);
  if (packageTexts) return (language) => packageTexts[language].preparation;
  return testsPreparation(testNames);
}

type Choice = Pick<LabAppointmentInput, 'lab' | 'tests' | 'package' | 'collection' | 'visit'>;

/** The tests of one collection, of the booking's lab, in the order chosen; its price is theirs together. */
async function labTests(trx: Db, input: Choice): Promise<BookedItem> {
  // The schema requires both without a package; this only narrows their types.
  if (input.lab === undefined || input.tests === undefined) {
    throw new BadInputError({ lab: fieldIssue('labFromList'), tests: fieldIssue('testFromList') });
  }
  const lab = await findLab(trx, input.lab);
  if (!lab) throw new BadInputError({ lab: fieldIssue('labFromList') });
  const found = await findLabTests(trx, input.tests);
  const tests = input.tests.map((id) => found.find((test) => test.id === id));
  if (tests.some((test) => test === undefined)) throw new BadInputError({ tests: fieldIssue('testFromList') });
  const chosen = tests.filter((test) => test !== undefined);
  const elsewhere = chosen.find((test) => test.lab_id !== lab.id);
  if (elsewhere) {
    throw new BadInputError({ tests: fieldIssue('testNotAtLab', { test: elsewhere.test_name, lab: lab.lab_name }) });
  }
  const atHome = input.collection === 'home';
  if (atHome && !lab.home_collection) throw new BadInputError({ collection: fieldIssue('testAtLabOnly') });
  return {
    labId: lab.id,
    testIds: chosen.map((test) => test.id),
    packageId: null,
    // One visit: one collection charge, however many tests it takes.
    price: chosen.reduce((sum, test) => sum + test.test_price, 0) + (atHome ? HOME_COLLECTION_CHARGE : 0),
    preparation: testsPreparation(chosen.map((test) => test.test_name)),
  };
}

async function carePackage(
  trx: Db,
  packageId: number,
  collection: CollectionPlace,
  visit: LabAppointmentInput['visit'],
): Promise<BookedItem> {
  const chosen = await findCarePackage(trx, packageId);
  if (!chosen) throw new BadInputError({ package: fieldIssue('packageFromList') });
  // Home care visits are asked for from the Home care page (`visit: 'home-care'`), never as a lab package.
  const homeCare = chosen.kind === 'home-care';
  if (homeCare && visit !== 'home-care') throw new BadInputError({ package: fieldIssue('packageHomeCare') });
  if (!homeCare && visit === 'home-care') throw new BadInputError({ package: fieldIssue('packageFromList') });
  if (chosen.place === 'home' && collection !== 'home') {
    throw new BadInputError({ collection: fieldIssue('packageAtHome') });
  }
  if (chosen.place === 'hospital' && collection === 'home') {
    throw new BadInputError({ collection: fieldIssue('packageAtHospital') });
  }
  // A package's price covers its visit: no collection charge on top.
  return {
    labId: null,
    testIds: [],
    packageId: chosen.id,
    price: chosen.price,
    preparation: (language) => chosen.texts[language].preparation,
  };
}

export async function bookedItem(trx: Db, input: Choice): Promise<BookedItem> {
  return input.package === undefined
    ? labTests(trx, input)
    : carePackage(trx, input.package, input.collection, input.visit);
}
