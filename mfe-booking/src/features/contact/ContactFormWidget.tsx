import type { WidgetProps } from 'shared-ui';

/** Exposed to other remotes as `mfe_booking/ContactForm`. */
export default function ContactFormWidget({ heading = 'Send Us Message' }: WidgetProps<'mfe_booking/ContactForm'>) {
  return (
    <section aria-label={heading}>
      <h2>{heading}</h2>
      <p>This form is being built. Please call us any time for help in the meantime.</p>
    </section>
  );
}
