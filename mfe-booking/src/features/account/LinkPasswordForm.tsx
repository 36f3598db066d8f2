import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from 'shared-ui';
import type { FieldErrorCode } from 'contract';
import type { FormRules } from 'contract/forms';
import { useKitForm } from 'shared-ui/forms';
import { PasswordField } from 'shared-ui/fields';
import { useMessages } from 'shared-ui/i18n';
import type { AnyObjectSchema, InferType } from 'yup';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import type { Banner } from '../../components/FormBanner';
import { AccountPanel } from './AccountPanel';
import { accountMessages } from './accountMessages';
import { linkPasswordMessages } from './linkPasswordMessages';
import { readLinkToken, takeLinkToken } from './linkToken';
import styles from './AccountPages.module.css';

/** The refusals of a link that was used, expired or never given: the page says so, not a banner. */
const SPENT_LINK: readonly FieldErrorCode[] = ['confirmLinkInvalid', 'resetLinkInvalid'];

/** An outcome's panel: its heading, its text and what to do next (links). */
export interface LinkOutcome {
  title: string;
  text: string;
  actions: ReactNode;
}

export interface LinkPasswordFormProps<Schema extends AnyObjectSchema> {
  /** The call's rules (and schema): the link's token and the password chosen. */
  rules: FormRules<Schema>;
  send: (input: InferType<Schema>) => Promise<unknown>;
  /** The form's own words: its title, intro, the two fields' labels, the button, a refusal. */
  texts: {
    title: string;
    intro?: string;
    password: string;
    passwordAgain: string;
    submit: string;
    busy: string;
    failed: string;
  };
  /** What to do when the page was opened without a link's token. */
  noLinkActions?: ReactNode;
  done: LinkOutcome;
  /** The link was used, expired or unknown. */
  invalid: LinkOutcome;
}

/**
 * A password chosen with an e-mailed link (confirming the address, or a reset): the link's token is
 * read from the fragment before the first paint, then taken out of the address. A link opened in a
 * tab already on this page changes only the fragment: read it then too, and start afresh with it.
 */
export function LinkPasswordForm<Schema extends AnyObjectSchema>({
  noLinkActions,
  ...props
}: LinkPasswordFormProps<Schema>) {
  const p = useMessages(linkPasswordMessages);
  // Counted, so the same link opened again starts afresh too (and is refused as used).
  const [link, setLink] = useState(() => ({ token: readLinkToken(), opened: 0 }));

  useEffect(() => {
    takeLinkToken();
    const onHashChange = () => {
      const next = takeLinkToken();
      if (next) setLink(({ opened }) => ({ token: next, opened: opened + 1 }));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  if (!link.token) {
    return (
      <div className={styles.column}>
        <AccountPanel title={p('noLinkTitle')} focus={false}>
          <p>{p('noLink')}</p>
          {noLinkActions ? <div className={styles.actions}>{noLinkActions}</div> : null}
        </AccountPanel>
      </div>
    );
  }
  return <PasswordStep key={link.opened} token={link.token} {...props} />;
}

/** The password, typed twice; a failure to reach the API keeps the form (and the token) to send again. */
function PasswordStep<Schema extends AnyObjectSchema>({
  token,
  rules,
  send,
  texts,
  done,
  invalid,
}: Omit<LinkPasswordFormProps<Schema>, 'noLinkActions'> & { token: string }) {
  const t = useMessages(accountMessages);
  const p = useMessages(linkPasswordMessages);
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);

  const form = useKitForm({
    initialValues: { token, password: '', password_again: '' },
    rules,
    onSubmit: async (payload, actions) => {
      setBanner(null);
      if (actions.values.password_again !== actions.values.password) {
        actions.showErrors({ password_again: p('passwordsDiffer') });
        return;
      }
      try {
        await send(payload);
        setOutcome('done');
      } catch (error) {
        if (error instanceof ApiError && SPENT_LINK.includes(error.code as FieldErrorCode)) {
          setOutcome('invalid');
          return;
        }
        if (actions.showApiErrors(error)) return;
        const failure = error instanceof ApiError ? error : undefined;
        const text = !failure || failure.isNetworkError ? t('networkError') : texts.failed;
        setBanner({
          tone: 'error',
          text: failure?.code === ('passwordCheckBusy' satisfies FieldErrorCode) ? t('passwordCheckBusy') : text,
        });
      }
    },
  });

  if (outcome) {
    const { title, text, actions } = outcome === 'done' ? done : invalid;
    return (
      <div className={styles.column}>
        <AccountPanel title={title} tone={outcome === 'done' ? 'success' : 'error'}>
          <p>{text}</p>
          <div className={styles.actions}>{actions}</div>
        </AccountPanel>
      </div>
    );
  }
  return (
    <BookingFormFrame
      form={form}
      title={texts.title}
      intro={texts.intro}
      layout="page"
      submit={texts.submit}
      busyText={texts.busy}
      outcome={{ banner }}
    >
      <PasswordField
        name="password"
        label={texts.password}
        hint={t('passwordRule')}
        autoComplete="new-password"
        required
      />
      <PasswordField name="password_again" label={texts.passwordAgain} autoComplete="new-password" required />
    </BookingFormFrame>
  );
}
