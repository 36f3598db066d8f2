import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { StaffDoctor, StaffDoctorListItem, StaffPrices } from 'contract/staff-desk';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(30_000);

const MANAGER = { ...STAFF, role: 'opd_manager' } as const;

const LIST: StaffDoctorListItem[] = [
  {
    id: 1,
    slug: 'dr-anita-sharma',
    doctor_name: 'Dr. Anita Sharma',
    department: { id: 1, name: 'Cardiology' },
    retired_at: null,
    fee: { in_person: 1000, online: 800 },
  },
  {
    id: 3,
    slug: 'dr-vikram-singh',
    doctor_name: 'Dr. Vikram Singh',
    department: { id: 2, name: 'Orthopaedics' },
    retired_at: null,
    fee: { in_person: 900, online: 700 },
  },
];

const ANITA: StaffDoctor = {
  id: 1,
  slug: 'dr-anita-sharma',
  version: 3,
  doctor_name: 'Dr. Anita Sharma',
  doctor_name_hi: 'डॉ. अनीता शर्मा',
  department: 1,
  about: 'Interventional cardiologist.',
  about_hi: null,
  languages: ['en', 'hi'],
  qualifications: ['MBBS', 'DM (Cardiology)'],
  registration_council: null,
  registration_number: null,
  years_of_practice: 20,
  image: null,
  retired_at: null,
  fees: { in_person: { current: 1000, scheduled: [] }, online: { current: 800, scheduled: [] } },
};

function doctorsApi() {
  const sent: { path: string; body: unknown }[] = [];
  api.use(
    http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: MANAGER })),
    http.get(apiPath('/api/staff/doctors/'), () => HttpResponse.json(LIST)),
    http.get(apiPath('/api/staff/doctors/1/'), () => HttpResponse.json(ANITA)),
    http.post(apiPath('/api/staff/doctors/1/profile/'), async ({ request }) => {
      const body = (await request.json()) as { version: number; about: string };
      sent.push({ path: 'profile', body });
      if (body.version !== ANITA.version) {
        return HttpResponse.json(
          { message: 'Stale', code: 'doctorProfileStale', doctor: { ...ANITA, version: 4, about: 'Theirs.' } },
          { status: 409 },
        );
      }
      return HttpResponse.json({ ...ANITA, version: 4, about: body.about });
    }),
    http.post(apiPath('/api/staff/doctors/1/fees/'), async ({ request }) => {
      const body = (await request.json()) as { price: number; effective_from: string };
      sent.push({ path: 'fees', body });
      return HttpResponse.json({
        in_person: { current: 1000, scheduled: [{ price: body.price, effective_from: body.effective_from }] },
        online: ANITA.fees.online,
      });
    }),
    http.post(apiPath('/api/staff/doctors/1/retire/'), async ({ request }) => {
      sent.push({ path: 'retire', body: await request.json() });
      return HttpResponse.json({ ...ANITA, version: 4, retired_at: '2026-12-06T05:00:00Z' });
    }),
  );
  return sent;
}

describe('the doctors page', () => {
  it('lists doctors by department, opens one and saves its profile in both languages', async () => {
    const sent = doctorsApi();
    const { container } = renderDesk('/desk/doctors');
    const user = userEvent.setup();
    const cardiology = await screen.findByRole('table', { name: 'Doctors in Cardiology' });
    expect(within(cardiology).getByText('₹1,000 at the hospital, ₹800 online')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Doctors in Orthopaedics' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Open Dr. Anita Sharma' }));
    const editor = await screen.findByRole('form', { name: 'Profile of Dr. Anita Sharma' });
    const about = within(editor).getByRole('textbox', { name: /About \(English\)/ });
    await user.clear(about);
    await user.type(about, 'Heart failure clinic.');
    await user.type(within(editor).getByRole('textbox', { name: /About \(Hindi\)/ }), 'हार्ट फ़ेल्योर क्लिनिक।');
    await user.click(within(editor).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('The profile of Dr. Anita Sharma is saved.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      path: 'profile',
      body: {
        version: 3,
        about: 'Heart failure clinic.',
        about_hi: 'हार्ट फ़ेल्योर क्लिनिक।',
        languages: 'en, hi',
        qualifications: 'MBBS\nDM (Cardiology)',
      },
    });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('tells the second of two editors the profile changed, and shows it as it is now', async () => {
    doctorsApi();
    api.use(http.get(apiPath('/api/staff/doctors/1/'), () => HttpResponse.json({ ...ANITA, version: 2 })));
    renderDesk('/desk/doctors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Dr. Anita Sharma' }));
    const editor = await screen.findByRole('form', { name: 'Profile of Dr. Anita Sharma' });
    await user.click(within(editor).getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText(/Someone else has just changed this doctor’s profile/, { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Theirs.')).toBeInTheDocument();
  });

  it('refuses a zero fee at its field, then schedules one from a day', async () => {
    const sent = doctorsApi();
    const { container } = renderDesk('/desk/doctors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Dr. Anita Sharma' }));
    const fee = await screen.findByRole('textbox', { name: /New fee/ });
    await user.type(fee, '0');
    await user.click(screen.getByRole('button', { name: 'Schedule fee' }));
    expect(await screen.findByText('The price must be more than ₹0', { selector: 'li *, li' })).toBeInTheDocument();
    expect(fee).toHaveAccessibleDescription(/The price must be more than ₹0/);
    expect(await axe(container)).toHaveNoViolations();
    expect(sent).toEqual([]);

    await user.clear(fee);
    await user.type(fee, '1200');
    const day = screen.getByLabelText(/Takes effect from/);
    await user.clear(day);
    await user.type(day, '2099-01-01');
    await user.click(screen.getByRole('button', { name: 'Schedule fee' }));
    expect(await screen.findByText('The fee is scheduled.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'fees', body: { mode: 'in_person', price: 1200, effective_from: '2099-01-01' } }]);
    expect(screen.getByText(/₹1,200 from/)).toBeInTheDocument();
  });

  it('retires a doctor only once confirmed', async () => {
    const sent = doctorsApi();
    const { container } = renderDesk('/desk/doctors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Dr. Anita Sharma' }));
    await user.click(await screen.findByRole('button', { name: 'Retire' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Dr. Anita Sharma' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Dr. Anita Sharma is retired.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'retire', body: { version: 3 } }]);
  });

  it('uploads a photo: a refused file is said at its field, an accepted one shown', async () => {
    doctorsApi();
    const sent: string[] = [];
    api.use(
      http.post(apiPath('/api/staff/doctors/1/photo/'), async ({ request }) => {
        const form = await request.formData();
        const photo = form.get('photo');
        // The request's File is of the fetch's realm, not the page's: known by its name, not `instanceof`.
        const name = typeof photo === 'string' || photo === null ? '' : photo.name;
        sent.push(`${String(form.get('version'))} ${name}`);
        if (name.endsWith('.jpg')) {
          return HttpResponse.json(
            {
              message: 'Please check the highlighted fields.',
              code: 'checkFields',
              errors: { photo: 'The photo must be a JPEG, PNG or WebP image' },
              issues: { photo: { code: 'doctorPhotoType' } },
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({ ...ANITA, version: 4, image: 'doctor-photos/1-7.png' });
      }),
    );
    const { container } = renderDesk('/desk/doctors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Dr. Anita Sharma' }));
    const form = await screen.findByRole('form', { name: 'Photo of Dr. Anita Sharma' });
    expect(within(form.parentElement ?? form).getByText(/No photo yet/)).toBeInTheDocument();
    const field = within(form).getByLabelText(/New photo/);

    // A PDF renamed .jpg: the API reads its bytes and refuses it, naming the rule.
    await user.upload(field, new File(['%PDF-1.4'], 'portrait.jpg', { type: 'image/jpeg' }));
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(await within(form).findByText(/The photo must be a JPEG, PNG or WebP image/)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/The photo must be a JPEG, PNG or WebP image/);
    expect(await axe(container)).toHaveNoViolations();

    // Over 1 MB: said at once, never sent.
    await user.upload(field, new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(await within(form).findByText(/The photo must be at most 1 MB/)).toBeInTheDocument();

    await user.upload(field, new File(['png'], 'portrait.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText(/The photo is saved/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The photo the site shows of Dr. Anita Sharma' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/media\/doctor-photos\/1-7\.png$/),
    );
    expect(sent).toEqual(['3 portrait.jpg', '3 portrait.png']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('tells reception the page is not theirs', async () => {
    api.use(http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: STAFF })));
    renderDesk('/desk/doctors');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
  });
});

describe('the prices page', () => {
  it('schedules a test’s new price from a day, with the price said back', async () => {
    const prices: StaffPrices = {
      packages: [
        {
          kind: 'package',
          key: 'basic-health-check',
          name: 'Basic health check',
          lab: null,
          price: { current: 1999, scheduled: [] },
        },
      ],
      tests: [{ kind: 'test', key: '1', name: 'CBC', lab: 'Main lab', price: { current: 350, scheduled: [] } }],
    };
    const sent: unknown[] = [];
    api.use(
      http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: MANAGER })),
      http.get(apiPath('/api/staff/prices/'), () => HttpResponse.json(prices)),
      http.post(apiPath('/api/staff/prices/tests/1/'), async ({ request }) => {
        const body = (await request.json()) as { price: number; effective_from: string };
        sent.push(body);
        return HttpResponse.json({ ...prices.tests[0], price: { current: body.price, scheduled: [] } });
      }),
    );
    const { container } = renderDesk('/desk/prices');
    const user = userEvent.setup();
    expect(await screen.findByRole('table', { name: 'Packages' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Change the price of CBC' }));
    await user.type(await screen.findByRole('textbox', { name: /New price/ }), '400');
    await user.click(screen.getByRole('button', { name: 'Schedule price' }));
    expect(await screen.findByText('The new price of CBC is scheduled.')).toBeInTheDocument();
    expect(sent).toEqual([{ price: 400, effective_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
    expect(await axe(container)).toHaveNoViolations();
  });
});
