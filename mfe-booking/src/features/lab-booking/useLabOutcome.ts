import type { LabAppointment, PriceBasis } from 'contract';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import type { FailureKind } from '../../components/bookingFailure';
import type { Outcome } from '../../components/OutcomeDialog';
import type { BookingResult } from '../../components/booking-form/useBookingSubmit';
import { useCollectionPlace } from '../../components/useHomeVisitTime';
import { labMessages } from './labMessages';
import { BASIS } from './PriceBox';

const FAILURE_TEXT = {
  badInput: 'badInput',
  server: 'serverError',
  network: 'networkError',
  other: 'otherError',
} as const;

/** What was booked, for the result dialog: the tests' or package's name, the tests' lab, the price's basis. */
export interface Booked {
  name: string;
  labName: string | null;
  basis: PriceBasis | undefined;
  several: boolean;
}

/** A lab booking as the dialog says it: the API's answer and what the form knew was booked. */
export interface LabBooking {
  booking: LabAppointment;
  booked: Booked;
}

/** Why a lab booking failed: the API's refusal, or a required field the form found empty. */
export interface LabFailure {
  text: FailureKind | 'fillRequired';
}

export type LabResult = BookingResult<LabBooking, LabFailure>;

/**
 * The result dialog of a lab booking, in the page's language at the moment it shows: the failure in
 * the site's exact words, or what was booked (a test, tests, a package or a home visit), where, when,
 * for how much and with what.
 */
export function useLabOutcome(homeVisit: boolean) {
  const t = useMessages(labMessages);
  const format = useFormatters();
  const collectionPlace = useCollectionPlace();

  const whatLabel = (booked: Booked) =>
    booked.labName === null
      ? t(homeVisit ? 'detailVisit' : 'detailPackage')
      : t(booked.several ? 'detailTests' : 'detailTest');

  const successDetails = ({ booking, booked }: Extract<LabResult, { tone: 'success' }>) => [
    { label: whatLabel(booked), value: booked.name },
    ...(booked.labName === null ? [] : [{ label: t('detailLab'), value: booked.labName }]),
    { label: t('detailWhere'), value: collectionPlace(booking.collection, booking.collection_window) },
    { label: t('detailDate'), value: format.date(booking.date, 'long') },
    ...(booking.price > 0
      ? [
          {
            label: t('detailPrice'),
            value: [format.rupees(booking.price), booked.basis ? t(BASIS[booked.basis]) : ''].join(' ').trim(),
          },
        ]
      : []),
    ...(booking.has_prescription ? [{ label: t('detailPrescription'), value: t('prescriptionAttached') }] : []),
  ];

  return (current: LabResult | null): Outcome | null => {
    if (current === null) return null;
    if (current.tone === 'error') {
      return {
        tone: 'error',
        messages: [t(current.text === 'fillRequired' ? 'fillRequired' : FAILURE_TEXT[current.text])],
      };
    }
    return {
      tone: 'success',
      confirmation: {
        message: t('success'),
        reference: current.booking.reference,
        email: current.booking.email,
        details: successDetails(current),
        next: t(
          current.booking.collection === 'home' ? 'nextHome' : current.booked.labName === null ? 'nextPackage' : 'next',
        ),
      },
    };
  };
}
