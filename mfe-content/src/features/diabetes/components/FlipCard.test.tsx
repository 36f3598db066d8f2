import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from 'shared-ui/testing';
import { diabetesContent } from '../content';
import { ProgramCards } from './ProgramCards';

const programs = diabetesContent.en.programs;
const [first] = programs;
if (!first) throw new Error('no programme');

const renderCards = () =>
  renderWithProviders(
    <main>
      <ProgramCards programs={programs} />
    </main>,
  );

const cardOf = (name: string) => screen.getByRole('article', { name });
const innerOf = (name: string) => cardOf(name).firstElementChild as HTMLElement;

describe('programme flip cards', () => {
  it('are three, each naming its programme, with the back read by screen readers before it turns', () => {
    renderCards();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // The back's content is in the accessibility tree while the front shows.
    expect(screen.getByText(first.includes[0] ?? '')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Enquire Now/ })).toHaveLength(3);
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

  it('show the back whenever keyboard focus is on it (tabbing to Enquire Now)', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Show details' })[0]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: new RegExp(`^Enquire Now.*${first.name}`) })).toHaveFocus();
    expect(innerOf(first.name)).toHaveClass('flipped');
    expect(screen.getByRole('link', { name: new RegExp(`^Enquire Now.*${first.name}`) })).toHaveAttribute(
      'href',
      '/contact',
    );
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
