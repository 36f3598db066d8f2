import { defineMessages } from 'shared-ui/i18n';

/** The HMIS keys section's texts (the admin's accounts page). */
export const hmisKeysMessages = defineMessages({
  en: {
    title: 'HMIS keys',
    intro:
      'The hospital information system (HMIS) reads the OPD bookings, with the patients’ names and phones, from /fhir/R4/Appointment with a key issued here. Revoke a key the HMIS no longer uses.',
    loading: 'Loading the HMIS keys…',
    failed: 'The HMIS keys could not be loaded.',
    empty: 'No HMIS key has been issued.',
    caption: 'Every HMIS key, with its state',
    name: 'Name',
    created: 'Issued',
    lastUsed: 'Last used',
    never: 'Never',
    state: 'State',
    active: 'Active',
    revoked: 'Revoked {at}',
    actions: 'Actions',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the key {name}',
    confirmTitle: 'Revoke the key {name}?',
    confirmText:
      'The HMIS using {name} is refused from now on, for good. A new key needs a new name. This is recorded in the audit.',
    confirm: 'Yes, revoke it',
    working: 'Revoking…',
    revokedDone: 'The key {name} is revoked.',
    revokeFailed: 'The key could not be revoked. Please try again.',
    addTitle: 'Issue a key',
    keyName: 'Key name',
    add: 'Issue key',
    adding: 'Issuing…',
    addFailed: 'The key could not be issued.',
    keyTitle: 'The key {name}',
    keyText:
      'Give it to the HMIS’s administrator now: it is not shown again. The HMIS sends it as “Authorization: Bearer” and the key.',
    keyLabel: 'HMIS key',
  },
  hi: () => import('./hmisKeysMessages.hi'),
});
