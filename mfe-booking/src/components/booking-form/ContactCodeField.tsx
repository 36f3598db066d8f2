import { Suspense, lazy } from 'react';
import { withPageTexts } from 'shared-ui/i18n';
import type { ContactProofStep } from './useContactProof';

// Most bookings never meet the code: its field, texts and styles come only when the API asks.
const loadStep = () => withPageTexts(import('./ContactCodeStep'));
const ContactCodeStep = lazy(loadStep);
const NewCodeSent = lazy(() => loadStep().then((module) => ({ default: module.NewCodeSent })));

export interface ContactCodeFieldProps {
  proof: Pick<ContactProofStep, 'sentTo' | 'resent' | 'resending'>;
  /** The booking's form: "Send a new code" sends it again without a code, so the API e-mails a new one. */
  form: {
    setFieldValue: (field: 'contact_code', value: string, shouldValidate?: boolean) => Promise<unknown>;
    handleSubmit: () => void;
    isSubmitting: boolean;
  };
}

/**
 * The code e-mailed to the booking's address, once the API asked for it: labelled, its hint naming
 * the address, its error (from the API) tied to it by the form kit; and a way to get a new code.
 */
export function ContactCodeField({ proof, form }: ContactCodeFieldProps) {
  const { sentTo } = proof;
  return (
    <>
      {sentTo === null ? null : (
        <Suspense fallback={null}>
          <ContactCodeStep proof={proof} form={form} />
        </Suspense>
      )}
      {/* In the page from the start, so the news of a new code is announced when it arrives. */}
      <div role="status">
        {sentTo !== null && proof.resent ? (
          <Suspense fallback={null}>
            <NewCodeSent email={sentTo} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
