import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { CarePackage } from 'contract';
import { fixtures, renderWithProviders } from 'shared-ui/testing';
import { ProgramCards } from './ProgramCards';

const [template] = fixtures.carePackages.filter((item) => item.kind === 'diabetes-programme');
if (!template) throw new Error('no programme in the fixtures');
/** Three programmes, as the diabetes page has. */
const programs: CarePackage[] = [1, 2, 3].map((n) => ({
  ...template,
  id: n,
  slug: `programme-${n}`,
  name: `Programme ${n}`,
  includes: template.includes.map((item) => `${item} (${n})`),
}));
const [first] = programs;
if (!first) throw new Error('no programme');

const renderCards = () =>
  renderWithProviders(
    <main>
      <ProgramCards packages={programs} />
    </main>,
  );

const cardOf = (name: string) => screen.getByRole('article', { name });
const innerOf = (name: string) => cardOf(name).firstElementChild as HTMLElement;
const bookLinkOf = (name: string) => screen.getByRole('link', { name: new RegExp(`^Book this programme ?: ${name}$`) });

describe('programme flip cards', () => {
  it('are one per programme, price and book link on the front, the back read by screen readers before it turns', () => {
    renderCards();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(cardOf(first.name)).toHaveTextContent('₹4,999 for the programme');
    // The back's content is in the accessibility tree while the front shows.
    expect(screen.getByText(first.includes[0] ?? '')).toBeInTheDocument();
    expect(cardOf(first.name)).toHaveTextContent('Duration3 months');
    expect(bookLinkOf(first.name)).toHaveAttribute('href', `/blood-test?package=${first.slug}`);
    expect(innerOf(first.name)).not.toHaveClass('flipped');
  });

  it('turn over by keyboard, focus following to the back, and turn back again', async () => {
    const user = userEvent.setup();
    renderCards();
    const showDetails = screen.getAllByRole('button', { name: 'Show details' })[0] as HTMLElement;
    showDetails.focus();
    await user.keyboard('{Enter}');
    expect(innerOf(first.name)).toHaveClass('flipped');
    expect(screen.getAllByRole('button', { name: 'Back to summary' })[0]).toHaveFocus();

    await user.keyboard(' ');
    expect(innerOf(first.name)).not.toHaveClass('flipped');
    expect(showDetails).toHaveFocus();
  });

  it('show the face keyboard focus is on: the book link on the front, Back to summary on the back', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.tab();
    expect(bookLinkOf(first.name)).toHaveFocus();
    expect(innerOf(first.name)).not.toHaveClass('flipped');
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Show details' })[0]).toHaveFocus();
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Back to summary' })[0]).toHaveFocus();
    expect(innerOf(first.name)).toHaveClass('flipped');
    await user.tab({ shift: true });
    expect(innerOf(first.name)).not.toHaveClass('flipped');
  });

  it('turn with a click, and have no accessibility violations on either side', async () => {
    const user = userEvent.setup();
    const { container } = renderCards();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getAllByRole('button', { name: 'Show details' })[1] as HTMLElement);
    expect(innerOf(programs[1]?.name ?? '')).toHaveClass('flipped');
    expect(await axe(container)).toHaveNoViolations();
  });
});
