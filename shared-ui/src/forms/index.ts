// The fields come from 'shared-ui/fields' (one copy in the page, whichever subpath loads it); this
// subpath adds the formik glue, so a page importing only the fields never loads formik.
export {
  Checkbox,
  ConsentCheckbox,
  DateField,
  ErrorSummary,
  FileField,
  FormField,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useField,
} from 'shared-ui/fields';
export type {
  CheckboxProps,
  ConsentCheckboxProps,
  DateFieldProps,
  FieldControlProps,
  FileFieldProps,
  FormFieldProps,
  RadioGroupProps,
  SelectFieldProps,
  SubmitButtonProps,
  TextAreaFieldProps,
  TextFieldProps,
} from 'shared-ui/fields';
export { KitForm } from './KitForm/KitForm';
export { useFieldProblemText, useKitForm } from './useKitForm';
export type { FieldProblem, FormValues, KitFieldName, KitFormState } from './useKitForm';
export { fieldErrorMessages } from './fieldErrorMessages';
export { PrescriptionField } from './PrescriptionField/PrescriptionField';
export type { PrescriptionFieldProps } from './PrescriptionField/PrescriptionField';
