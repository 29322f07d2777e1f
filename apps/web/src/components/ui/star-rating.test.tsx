import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

function Controlled({ error, initial = 0 }: { error?: string; initial?: number }) {
  const [value, setValue] = useState(initial);
  return <StarRating name="rating" label="Your rating" value={value} onChange={setValue} required error={error} />;
}

const checked = () => screen.getAllByRole('radio').findIndex((radio) => (radio as HTMLInputElement).checked) + 1;

describe('StarRating', () => {
  it('is a named radio group of five stars, none chosen at first', () => {
    render(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(checked()).toBe(0);
  });

  it('chooses with a click and says the choice', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(checked()).toBe(4);
    expect(screen.getByText('4 of 5')).toBeInTheDocument();
  });

  it('moves with the arrow keys, and Home and End choose 1 and 5', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={3} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(checked()).toBe(4);
    await user.keyboard('{End}');
    expect(checked()).toBe(5);
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(checked()).toBe(1);
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toBe(5);
  });

  it('shows the error at the group and marks it invalid', () => {
    render(<Controlled error="Choose 1 to 5 stars." />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose 1 to 5 stars.');
  });
});
