/**
 * The desk's inbox request (issue 47): a status change carries the `version` the desk read, so two
 * desks marking one message never lose an update. Types and constants are in staffInbox.ts.
 */
import { mixed, object } from 'yup';
import type { InferType } from 'yup';
import { builtOnFirstUse } from './builtOnFirstUse';
import { fieldIssue } from './fieldErrors';
import { editedVersionField } from './schemas';
import { CONTACT_STATUS_MOVES } from './staffInbox';
import type { ContactStatusMove } from './staffInbox';

const UNKNOWN_FIELD = ({ unknown }: { unknown: string }) => fieldIssue('unknownField', { fields: unknown });

/** `POST /api/staff/messages/:id/status/`: answered or closed, and the version the inbox showed. */
export const contactStatusSchema = builtOnFirstUse(() =>
  object({
    status: mixed<ContactStatusMove>()
      .required(fieldIssue('contactStatus'))
      .oneOf([...CONTACT_STATUS_MOVES], fieldIssue('contactStatus')),
    version: editedVersionField('contactVersionRequired', 1),
  }).noUnknown(UNKNOWN_FIELD),
);

export type ContactStatusInput = InferType<ReturnType<typeof contactStatusSchema>>;
