import { useContext, useEffect, useRef } from 'react';
import type { SignedInAccount } from 'contract';
import { useSession } from 'shared-ui';
import { FormBindingContext } from 'shared-ui/fields';

type AccountDetail = keyof Pick<SignedInAccount, 'name' | 'email' | 'phone'>;

/**
 * When someone is signed in, fills the form's empty fields from their account (field name → the
 * account's detail), once per account: the patient may book for someone else and change them.
 * The API links the booking to the account by the session itself. A component of its own, showing
 * nothing, so that the session's answer (for most visitors: nobody) renders it alone, not the fields.
 */
export function PrefillFromAccount({ fields }: { fields: Readonly<Record<string, AccountDetail>> }): null {
  const binding = useContext(FormBindingContext);
  const { account } = useSession();
  const filledFor = useRef<number | null>(null);

  useEffect(() => {
    if (!binding || !account || filledFor.current === account.id) return;
    filledFor.current = account.id;
    for (const [name, detail] of Object.entries(fields)) {
      const current = binding.value(name);
      if ((typeof current !== 'string' || current.trim() === '') && account[detail]) {
        binding.setValue(name, account[detail]);
      }
    }
  }, [binding, account, fields]);
  return null;
}
