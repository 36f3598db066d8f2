import type { Page } from '@playwright/test';
import type { Doctor } from 'contract';
import { chooseTime, firstFreeSlot, seededDoctor, uniqueEmail, uniquePhone, visitDay } from '../../support/booking';
import { API_URL } from '../../support/site';
import { emailFor } from '../../support/outbox';
import { expect, test } from '../../support/fixtures';

/**
 * Issue 44: an online consultation booked on a Hindi page. The dialog says it is booked (not
 * "submitted"), the dialog, the slip and the e-mail tell the same way of joining (the front desk's
 * call, no link, no OPD counter), and the e-mail is in Hindi and names the doctor.
 */
const BOOKED = 'आपकी अपॉइंटमेंट बुक हो गई है।';
const JOIN = 'आपके समय से पहले हमारा फ़्रंट डेस्क आपके दिए फ़ोन नंबर पर फ़ोन करके बताएगा कि वीडियो परामर्श से कैसे जुड़ें।';

/** Books the slot on the Hindi form for Savitri Devi, online (`ON`) or in person; answers the dialog. */
async function bookInHindi(page: Page, doctor: Doctor, date: string, start: string, mode: 'ON' | 'OFF') {
  await page.goto(`/hi/appointment?department=${doctor.department.id}&doctor=${doctor.id}`);
  const fields = page.getByRole('form');
  await expect(fields.locator('select[name="doctor"]')).toHaveValue(String(doctor.id));
  await fields.locator('input[name="date"]').fill(date);
  await fields.locator(`input[name="mode"][value="${mode}"]`).check({ force: true });
  await chooseTime(fields, start);
  await fields.locator('input[name="patient_name"]').fill('Savitri Devi');
  await fields.locator('input[name="email"]').fill(uniqueEmail('savitri.devi'));
  await fields.locator('input[name="phone"]').fill(uniquePhone());
  await fields.locator('[name="address"]').fill('House 9, Sector 15, Faridabad');
  await fields.locator('input[name="consent"]').check({ force: true });
  await fields.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).click();
  return page.getByRole('dialog', { name: 'सफल' });
}

for (const width of [375, 1280]) {
  test(`an online consultation booked in Hindi at ${width} px: booked, one way to join, a Hindi e-mail`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const doctor = await seededDoctor(request, 'Dr. Anita Sharma');
    const hindiDoctors = (await (await request.get(`${API_URL}/api/doctor/doctor?lang=hi`)).json()) as Doctor[];
    const hindiName = hindiDoctors.find((item) => item.id === doctor.id)?.doctor_name ?? '';
    expect(hindiName).toMatch(/[\u0900-\u097F]/);
    const { date, slot } = await firstFreeSlot(request, doctor.id, visitDay(width === 375 ? 11 : 12), true);

    const dialog = await bookInHindi(page, doctor, date, slot.start, 'ON');
    await expect(dialog).toContainText(BOOKED);
    await expect(dialog).not.toContainText('जमा');
    // What happens next and the slip say the same, and the slip sends no one to a counter.
    await expect(dialog).toContainText(JOIN);
    const slip = dialog.getByRole('region', { name: 'अपॉइंटमेंट पर्ची' });
    await expect(slip).toContainText(JOIN);
    await expect(slip).not.toContainText('काउंटर');
    await expect(dialog).not.toContainText('लिंक ई-मेल');
    const reference = (await dialog.getByText(/^APT-/).first().textContent())?.trim() ?? '';
    expect(reference).toMatch(/^APT-/);

    const email = await emailFor(reference);
    expect(email).toContain('प्रिय Savitri Devi,');
    expect(email).toContain(`${hindiName} के साथ आपकी ऑनलाइन परामर्श `);
    expect(email).toContain(`${slot.start} बजे के लिए बुक हो गई है।`);
    expect(email).toContain(JOIN);
    expect(email).toContain('यह बुकिंग देखने, उसका समय बदलने या रद्द करने के लिए यह लिंक खोलें।');
    expect(email).not.toMatch(/Dear|request received|front desk/);
  });
}

for (const width of [375, 1280]) {
  test(`an appointment booked in Hindi at ${width} px: the dialog and slip say the doctor and room in Hindi`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const doctor = await seededDoctor(request, 'Dr. Anita Sharma');
    const { date, slot } = await firstFreeSlot(request, doctor.id, visitDay(width === 375 ? 17 : 18));
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    const dialog = await bookInHindi(page, doctor, date, slot.start, 'OFF');
    await expect(dialog).toContainText('डॉ. अनीता शर्मा');
    await expect(dialog).toContainText('अपने बुकिंग संदर्भ के साथ कमरा 12 में आएँ।');
    await expect(dialog.getByRole('region', { name: 'अपॉइंटमेंट पर्ची' })).toContainText('कमरा 12');
    await expect(dialog).not.toContainText(/Room|Anita|Cardiology/);
  });
}
