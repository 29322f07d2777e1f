import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './checkbox-group';

const GOALS = [
  { value: 'growth', label: 'Growth' },
  { value: 'funding', label: 'Funding' },
  { value: 'exit', label: 'Exit' },
  { value: 'other', label: 'Other' },
] as const;
type Goal = (typeof GOALS)[number]['value'];

function Controlled({ onValue, error }: { onValue?: (value: Goal[]) => void; error?: string }) {
  const [value, setValue] = useState<Goal[]>([]);
  const [otherText, setOtherText] = useState('');
  const onChange = (next: Goal[]) => {
    setValue(next);
    onValue?.(next);
  };
  return (
    <CheckboxGroup
      name="goals"
      label="Business goals"
      options={GOALS}
      value={value}
      onChange={onChange}
      max={2}
      required
      error={error}
      otherValue="other"
      otherText={otherText}
      onOtherTextChange={setOtherText}
      otherLabel="Other goal"
    />
  );
}

describe('CheckboxGroup', () => {
  it('is a named group of checkboxes that says it is required', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: /Business goals/ })).toHaveTextContent('(required)');
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });

  it('returns the chosen values in the options order', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Exit' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Growth' }));
    expect(onValue).toHaveBeenLastCalledWith(['growth', 'exit']);
  });

  it('disables the unchosen options once max are chosen, and enables them again', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Growth' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Funding' }));
    expect(screen.getByRole('checkbox', { name: 'Exit' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Other' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Growth' })).toBeEnabled();
    expect(screen.getByText('You can choose up to 2. Uncheck one to choose another.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Growth' }));
    expect(screen.getByRole('checkbox', { name: 'Exit' })).toBeEnabled();
  });

  it('reveals a text box for Other and clears it when Other is unchecked', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.queryByRole('textbox', { name: 'Other goal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    const text = screen.getByRole('textbox', { name: 'Other goal' });
    expect(text).toBeRequired();
    await user.type(text, 'Hire a CFO');
    expect(text).toHaveValue('Hire a CFO');
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.queryByRole('textbox', { name: 'Other goal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: 'Other goal' })).toHaveValue('');
  });

  it('toggles with Space and shows the error linked to the group', async () => {
    const user = userEvent.setup();
    render(<Controlled error="This field is required." />);
    expect(screen.getByRole('group', { name: /Business goals/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('checkbox', { name: 'Growth' })).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Growth' })).toBeChecked();
  });
});
