import { LIMITS, PRESCRIPTION_ACCEPT } from 'contract/forms';
import { FileField } from 'shared-ui/fields';
import type { FileFieldProps } from 'shared-ui/fields';
import { useLanguage } from 'shared-ui/i18n';
import { useFieldErrorTexts } from '../fieldErrorTexts';

export type PrescriptionFieldProps = Omit<FileFieldProps, 'accept' | 'maxBytes' | 'messages'>;

/**
 * The lab booking's prescription: the types and size the API accepts, refused with the contract's
 * own words in English (the kit's Hindi otherwise), so the form and the server say the same. The
 * words come with the form's first focus or press, before a file can be chosen.
 */
export function PrescriptionField(props: PrescriptionFieldProps) {
  const { language } = useLanguage();
  const texts = useFieldErrorTexts()?.FIELD_ERROR_TEXTS;
  return (
    <FileField
      {...props}
      accept={PRESCRIPTION_ACCEPT}
      maxBytes={LIMITS.prescriptionMaxBytes}
      messages={
        language === 'en' && texts
          ? {
              type: texts.prescriptionType,
              size: texts.prescriptionSize,
              empty: texts.prescriptionEmpty,
            }
          : undefined
      }
    />
  );
}
