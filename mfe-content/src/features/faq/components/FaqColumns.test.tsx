import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { HOSPITAL, HOSPITAL_HI } from 'contract/hospital';
import { renderWithProviders } from 'shared-ui/testing';
import FaqPage from '../FaqPage';
import { faqContent } from '../content';

const questions = faqContent.en.questions.map((entry) => entry.question);
const question = (index: number) => screen.getByRole('button', { name: questions[index] });

describe('the FAQ page', () => {
  it('has eight questions, 1 and 2 open at first and the others closed', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(questions).toHaveLength(8);
    questions.forEach((_text, index) =>
      expect(question(index)).toHaveAttribute('aria-expanded', index < 2 ? 'true' : 'false'),
    );
    expect(screen.getByText(faqContent.en.questions[0]?.answer[0] ?? '')).toBeVisible();
  });

  it('opens and closes each question on its own, by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });
    await user.click(question(4));
    expect(question(4)).toHaveAttribute('aria-expanded', 'true');
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    expect(question(1)).toHaveAttribute('aria-expanded', 'true');

    await user.click(question(0));
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    expect(question(1)).toHaveAttribute('aria-expanded', 'true');
    expect(question(4)).toHaveAttribute('aria-expanded', 'true');

    question(7).focus();
    await user.keyboard('{Enter}');
    expect(question(7)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question(7)).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends the support buttons and Submit a request somewhere useful', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(screen.getByRole('link', { name: 'Get Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Visit Forum' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Submit a request' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('@AravaliCareHospital')).toBeInTheDocument();
  });

  it('gives the opening hours in Hindi and the brand as the header writes it, in Hindi', async () => {
    renderWithProviders(<FaqPage />, { route: '/faq', language: 'hi' });
    expect(await screen.findByText(new RegExp(`ओपीडी क्लिनिक ${HOSPITAL_HI.openingHours} खुले`))).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(HOSPITAL.openingHours))).not.toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${HOSPITAL.shortName} में नए हैं\\?`))).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
