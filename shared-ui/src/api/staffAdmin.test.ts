import { http, HttpResponse } from 'msw';
import type { UndeliveredPhoneNotice } from 'contract';
import { apiPath, setupTestApi } from '../testing';
import { ApiError } from './client';
import { getUndeliveredPhoneNotices, retryUndeliveredPhoneNotice } from '../staff/staffCalls';

const server = setupTestApi();

const NOTICE: UndeliveredPhoneNotice = {
  id: 41,
  channel: 'whatsapp',
  kind: 'reminder1',
  reference: 'APT-7K3M9Q',
  status: 'failed',
  attempts: 5,
  last_error: 'WhatsApp answered 400: 131026 Message undeliverable',
  created_at: '2026-12-06T12:30:00.000Z',
  phone: '******3210',
};

describe('the undelivered SMS and WhatsApp calls', () => {
  it('lists the given-up messages as the API answers them', async () => {
    server.use(http.get(apiPath('/api/staff/undelivered/phone/'), () => HttpResponse.json([NOTICE])));
    await expect(getUndeliveredPhoneNotices()).resolves.toEqual([NOTICE]);
  });

  it('retries one by its id and answers it queued; a refusal keeps its code', async () => {
    const asked: string[] = [];
    server.use(
      http.post(apiPath('/api/staff/undelivered/phone/:id/retry/'), ({ params }) => {
        asked.push(String(params['id']));
        return params['id'] === '41'
          ? HttpResponse.json({ ...NOTICE, status: 'pending', attempts: 0 })
          : HttpResponse.json(
              { message: 'Only a given-up message can be retried.', code: 'phoneNoticeNotRetried', notice: NOTICE },
              { status: 409 },
            );
      }),
    );
    await expect(retryUndeliveredPhoneNotice(41)).resolves.toMatchObject({ id: 41, status: 'pending', attempts: 0 });
    const refused = await retryUndeliveredPhoneNotice(42).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: 'phoneNoticeNotRetried' });
    expect(asked).toEqual(['41', '42']);
  });

  it('an answer that is not a list of messages is refused as invalid', async () => {
    server.use(http.get(apiPath('/api/staff/undelivered/phone/'), () => HttpResponse.json([{ id: 1 }])));
    await expect(getUndeliveredPhoneNotices()).rejects.toMatchObject({ isInvalidData: true });
  });
});
