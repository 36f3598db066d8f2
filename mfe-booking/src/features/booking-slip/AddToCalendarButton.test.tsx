import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import { AddToCalendarButton } from './AddToCalendarButton';

const api = setupMockApi();

const REFERENCE = 'APT-7K3QD-M9X21';
const EVENT = `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:${REFERENCE}\r\nDTSTART;TZID=Asia/Kolkata:20261203T103000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

interface Saved {
  name: string;
  href: string;
}

/** What the page handed the browser to save: the link's file name and address, and the file itself. */
function watchSaves() {
  const saved: Saved[] = [];
  const files = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = jest.fn((file: Blob) => {
    next += 1;
    const url = `blob:http://localhost/file-${next}`;
    files.set(url, file);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return { saved, files };
}

describe('AddToCalendarButton', () => {
  afterEach(() => jest.restoreAllMocks());

  it('saves <reference>.ics, fetched with the grant in a header and never in an address', async () => {
    const asked: Array<{ url: string; authorization: string | null }> = [];
    api.use(
      http.get(apiPath(`/api/appointment/calendar/${REFERENCE}.ics`), ({ request }) => {
        asked.push({ url: request.url, authorization: request.headers.get('authorization') });
        return new HttpResponse(EVENT, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
      }),
    );
    const { saved, files } = watchSaves();
    const { container } = renderWithProviders(<AddToCalendarButton reference={REFERENCE} access="grant-1" />);

    await userEvent.click(screen.getByRole('button', { name: 'Add to Calendar' }));

    expect(
      await screen.findByText(
        `The calendar file ${REFERENCE}.ics is saved. Open it to add the booking to your calendar.`,
      ),
    ).toBeInTheDocument();
    expect(saved).toEqual([{ name: `${REFERENCE}.ics`, href: 'blob:http://localhost/file-1' }]);
    await expect(files.get(saved[0]?.href ?? '')?.text()).resolves.toContain(
      'DTSTART;TZID=Asia/Kolkata:20261203T103000',
    );
    expect(asked).toEqual([
      { url: expect.not.stringContaining('grant-1') as unknown as string, authorization: 'Bearer grant-1' },
    ]);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/file-1'));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when the grant has run out, and saves nothing', async () => {
    api.use(
      http.get(apiPath(`/api/appointment/calendar/${REFERENCE}.ics`), () =>
        HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
      ),
    );
    const { saved } = watchSaves();
    const { container } = renderWithProviders(<AddToCalendarButton reference={REFERENCE} access="old" />);

    await userEvent.click(screen.getByRole('button', { name: 'Add to Calendar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your time to save this booking's calendar file has run out. Please look the booking up again.",
    );
    expect(saved).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks to try again after a server error, in Hindi on a Hindi page', async () => {
    api.use(
      http.get(apiPath(`/api/appointment/calendar/${REFERENCE}.ics`), () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    watchSaves();
    renderWithProviders(<AddToCalendarButton reference={REFERENCE} access="grant" />, { language: 'hi' });

    await userEvent.click(await screen.findByRole('button', { name: 'कैलेंडर में जोड़ें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('हम कैलेंडर फ़ाइल नहीं ला सके। कृपया फिर से कोशिश करें।');
  });
});
