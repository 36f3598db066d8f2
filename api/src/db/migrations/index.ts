/**
 * Every migration, by name, in order. Listed in code rather than read from the folder so the bundled
 * server (one file) carries them. Never edit a migration that has shipped: add the next one.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial';
import * as bookingStatus from './0002_booking_status';
import * as outboxClaims from './0003_outbox_claims';
import * as rateLimits from './0004_rate_limits';
import * as bookingAccess from './0005_booking_access';
import * as mailSafety from './0006_mail_safety';
import * as retention from './0007_retention';
import * as carePackages from './0008_care_packages';
import * as hindiTexts from './0009_hindi_texts';
import * as serviceDepartments from './0010_service_departments';
import * as doctorOpd from './0011_doctor_opd';
import * as accounts from './0012_accounts';
import * as servicePrices from './0014_service_prices';
import * as bookingHolds from './0015_booking_holds';
import * as bookingLanguage from './0016_booking_language';
import * as labBookingTests from './0017_lab_booking_tests';
import * as cathLabTexts from './0018_cath_lab_texts';
import * as vitals from './0019_vitals';
import * as searchWords from './0020_search_words';
import * as staffAccounts from './0021_staff_accounts';
import * as deskDay from './0022_desk_day';
import * as contactInbox from './0024_contact_inbox';
import * as notices from './0025_notices';
import * as catalogueChanges from './0026_catalogue_changes';
import * as timetablePeriods from './0028_timetable_periods';
import * as pricesAndProfiles from './0029_prices_and_profiles';
import * as doctorLeave from './0027_doctor_leave';
import * as hmisKeys from './0031_hmis_keys';
import * as onlineJoining from './0032_online_joining';
import * as labRunSheet from './0033_lab_run_sheet';
import * as doctorPhotosAndFormerSlugs from './0034_doctor_photos_and_former_slugs';
import * as hospitalFacts from './0035_hospital_facts';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_booking_status': bookingStatus,
  '0003_outbox_claims': outboxClaims,
  '0004_rate_limits': rateLimits,
  '0005_booking_access': bookingAccess,
  '0006_mail_safety': mailSafety,
  '0007_retention': retention,
  '0008_care_packages': carePackages,
  '0009_hindi_texts': hindiTexts,
  '0010_service_departments': serviceDepartments,
  '0011_doctor_opd': doctorOpd,
  '0012_accounts': accounts,
  '0014_service_prices': servicePrices,
  '0015_booking_holds': bookingHolds,
  '0016_booking_language': bookingLanguage,
  '0017_lab_booking_tests': labBookingTests,
  '0018_cath_lab_texts': cathLabTexts,
  '0019_vitals': vitals,
  '0020_search_words': searchWords,
  '0021_staff_accounts': staffAccounts,
  '0022_desk_day': deskDay,
  '0024_contact_inbox': contactInbox,
  '0025_notices': notices,
  '0026_catalogue_changes': catalogueChanges,
  '0028_timetable_periods': timetablePeriods,
  '0029_prices_and_profiles': pricesAndProfiles,
  '0027_doctor_leave': doctorLeave,
  '0031_hmis_keys': hmisKeys,
  '0032_online_joining': onlineJoining,
  '0033_lab_run_sheet': labRunSheet,
  '0034_doctor_photos_and_former_slugs': doctorPhotosAndFormerSlugs,
  '0035_hospital_facts': hospitalFacts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
