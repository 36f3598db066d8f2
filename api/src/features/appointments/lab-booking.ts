/**
 * What a lab booking is for and what it costs: a single test of its lab, or a package, each checked
 * against where it may be done (the lab, the patient's home; the schema cannot know, it is in the
 * data) and priced as quoted to the patient.
 */
import { fieldIssue, HOME_COLLECTION_CHARGE } from 'contract';
import type { CollectionPlace, LabAppointmentInput } from 'contract';
import { BadInputError } from '../../http/errors';
import type { Language } from '../../http/language';
import { bookingTexts } from './booking-texts';
import { findCarePackage, findLab, findLabTest } from './repository';
import type { Db } from './repository';

export interface BookedItem {
  labId: number | null;
  testId: number | null;
  packageId: number | null;
  /** Whole rupees. */
  price: number;
  /** How the patient prepares, in a language: the package's own words, or fasting for a test taken fasting. */
  preparation(language: Language): string | null;
}

/** The data's only sign that a single test needs fasting is its name ("Blood Sugar Fasting"). */
const takenFasting = (testName: string) => /\bfasting\b/i.test(testName);

type Choice = Pick<LabAppointmentInput, 'lab' | 'test' | 'package' | 'collection'>;

async function singleTest(trx: Db, input: Choice): Promise<BookedItem> {
  // The schema requires both without a package; this only narrows their types.
  if (input.lab === undefined || input.test === undefined) {
    throw new BadInputError({ lab: fieldIssue('labFromList'), test: fieldIssue('testFromList') });
  }
  const lab = await findLab(trx, input.lab);
  const test = await findLabTest(trx, input.test);
  if (!lab) throw new BadInputError({ lab: fieldIssue('labFromList') });
  if (!test) throw new BadInputError({ test: fieldIssue('testFromList') });
  if (test.lab_id !== lab.id) {
    throw new BadInputError({ test: fieldIssue('testNotAtLab', { test: test.test_name, lab: lab.lab_name }) });
  }
  const atHome = input.collection === 'home';
  if (atHome && !lab.home_collection) throw new BadInputError({ collection: fieldIssue('testAtLabOnly') });
  return {
    labId: lab.id,
    testId: test.id,
    packageId: null,
    price: test.test_price + (atHome ? HOME_COLLECTION_CHARGE : 0),
    preparation: (language) => (takenFasting(test.test_name) ? bookingTexts(language).fasting : null),
  };
}

async function carePackage(trx: Db, packageId: number, collection: CollectionPlace): Promise<BookedItem> {
  const chosen = await findCarePackage(trx, packageId);
  if (!chosen) throw new BadInputError({ package: fieldIssue('packageFromList') });
  if (chosen.place === 'home' && collection !== 'home') {
    throw new BadInputError({ collection: fieldIssue('packageAtHome') });
  }
  if (chosen.place === 'hospital' && collection === 'home') {
    throw new BadInputError({ collection: fieldIssue('packageAtHospital') });
  }
  // A package's price covers its visit: no collection charge on top.
  return {
    labId: null,
    testId: null,
    packageId: chosen.id,
    price: chosen.price,
    preparation: (language) => chosen.texts[language].preparation,
  };
}

export async function bookedItem(trx: Db, input: Choice): Promise<BookedItem> {
  return input.package === undefined ? singleTest(trx, input) : carePackage(trx, input.package, input.collection);
}
