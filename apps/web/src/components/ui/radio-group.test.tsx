import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

const OPTIONS = [
  { value: 'junior', label: 'Junior' },
  { value: 'senior', label: 'Senior' },
  { value: 'executive', label: 'Executive' },
] as const;
type Level = (typeof OPTIONS)[number]['value'];

function Controlled({ error, onValue }: { error?: string; onValue?: (value: Level) => void }) {
  const [value, setValue] = useState<Level | null>(null);
  const onChange = (next: Level) => {
    setValue(next);
    onValue?.(next);
  };
  return (
    <RadioGroup
      name="jobLevel"
      label="Job level"
      options={OPTIONS}
      value={value}
      onChange={onChange}
      required
      error={error}
    />
  );
}

describe('RadioGroup', () => {
  it('is a named, required radio group with one radio per option', () => {
    render(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Job level' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Senior' })).not.toBeChecked();
  });

  it('chooses an option on click', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.click(screen.getByText('Senior'));
    expect(screen.getByRole('radio', { name: 'Senior' })).toBeChecked();
    expect(onValue).toHaveBeenCalledWith('senior');
  });

  it('works from the keyboard: Tab enters the group, arrow keys move the choice', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Junior' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Senior' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Executive' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Senior' })).not.toBeChecked();
  });

  it('marks the group invalid and describes it with the error', () => {
    render(<Controlled error="This field is required." />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('This field is required.');
  });
});
