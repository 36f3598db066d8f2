import type { SignedInAccount } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { AccountData } from './AccountData';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ContactDetailsForm } from './ContactDetailsForm';
import { DeleteAccountSection } from './DeleteAccountSection';
import { MyBookings } from './MyBookings';
import { SignOutSection } from './SignOutSection';
import type { SignedOutHow } from './SignOutSection';
import { myAccountMessages } from './myAccountMessages';
import styles from './MyAccount.module.css';

export interface SignedInPanelsProps {
  account: SignedInAccount;
  /** The page itself signed the visitor out, or deleted the account. */
  onEnded: (how: SignedOutHow | 'deleted') => void;
}

/** What a signed-in patient has on the account page: the bookings, the details, the password, the data and the ways out. */
export default function SignedInPanels({ account, onEnded }: SignedInPanelsProps) {
  const t = useMessages(myAccountMessages);
  return (
    <div className={styles.page}>
      <p className={styles.signedIn}>{t('signedInAs', { name: account.name, email: account.email })}</p>
      <div className={styles.layout}>
        <div className={styles.main}>
          <MyBookings />
        </div>
        <div className={styles.side}>
          <ContactDetailsForm key={`${account.name}|${account.phone}`} account={account} />
          <ChangePasswordForm />
          <AccountData />
          <SignOutSection onSignedOut={onEnded} />
          <DeleteAccountSection onDeleted={() => onEnded('deleted')} />
        </div>
      </div>
    </div>
  );
}
