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
export { useKitForm } from './useKitForm';
export type { FormValues, KitFieldName, KitFormState } from './useKitForm';
export { isKnownFieldIssue, loadFieldErrorTexts, useFieldErrorTexts, useFieldProblemText } from './fieldErrorTexts';
export type { FieldProblem } from './fieldErrorTexts';
export { PrescriptionField } from './PrescriptionField/PrescriptionField';
export type { PrescriptionFieldProps } from './PrescriptionField/PrescriptionField';
