import { LIMITS, FIELD_ERROR_TEXTS, PRESCRIPTION_ACCEPT } from 'contract/forms';
import { FileField } from 'shared-ui/fields';
import type { FileFieldProps } from 'shared-ui/fields';
import { useLanguage } from 'shared-ui/i18n';

export type PrescriptionFieldProps = Omit<FileFieldProps, 'accept' | 'maxBytes' | 'messages'>;

/**
 * The lab booking's prescription: the types and size the API accepts, refused with the contract's
 * own words in English (the kit's Hindi otherwise), so the form and the server say the same.
 */
export function PrescriptionField(props: PrescriptionFieldProps) {
  const { language } = useLanguage();
  return (
    <FileField
      {...props}
      accept={PRESCRIPTION_ACCEPT}
      maxBytes={LIMITS.prescriptionMaxBytes}
      messages={
        language === 'en'
          ? {
              type: FIELD_ERROR_TEXTS.prescriptionType,
              size: FIELD_ERROR_TEXTS.prescriptionSize,
              empty: FIELD_ERROR_TEXTS.prescriptionEmpty,
            }
          : undefined
      }
    />
  );
}
