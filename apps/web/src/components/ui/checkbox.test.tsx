import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState(false);
  const label = (
    <>
      I agree to the <a href="/terms">Terms and conditions</a>
    </>
  );
  return <Checkbox name="terms" label={label} value={value} onChange={setValue} required error={error} />;
}

describe('Checkbox', () => {
  it('is named by a label that may hold a link, and marked required', () => {
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms and conditions' });
    expect(box).toBeRequired();
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms');
  });

  it('toggles on click of its label and with Space', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const box = screen.getByRole('checkbox');
    await user.click(screen.getByText(/I agree to the/));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('shows its error below, linked to the checkbox', () => {
    render(<Controlled error="This field is required." />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('This field is required.');
  });
});
