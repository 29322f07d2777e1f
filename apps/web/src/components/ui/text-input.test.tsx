import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput, type TextInputProps } from './text-input';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'name' | 'label'> & { onValue?: (value: string) => void };

function Controlled({ onValue, ...props }: Props) {
  const [value, setValue] = useState('');
  const onChange = (next: string) => {
    setValue(next);
    onValue?.(next);
  };
  return <TextInput name="amount" label="Amount" value={value} onChange={onChange} {...props} />;
}

describe('TextInput', () => {
  it('is labelled, marks required fields and wires hint and error to the input', () => {
    render(<Controlled required hint="In US dollars" error="This field is required." />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required. In US dollars');
  });

  it('has no error state without an error', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toBeRequired();
  });

  it('counts the characters left when a max length is set', async () => {
    render(<Controlled maxLength={10} />);
    expect(screen.getByText('10 characters remaining')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'abc');
    expect(screen.getByText('7 characters remaining')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('7 characters remaining');
  });

  it('number mode keeps what was typed or pasted, so no refused character makes it another number', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled mode="number" onValue={onValue} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    for (const typed of ['2.5', '-3', '1e1', '1,5']) {
      await user.clear(input);
      await user.type(input, typed);
      expect(input).toHaveValue(typed);
      expect(onValue).toHaveBeenLastCalledWith(typed);
    }
    await user.clear(input);
    await user.paste('£40k–£60k');
    expect(input).toHaveValue('£40k–£60k');
  });

  it('decimal mode groups thousands on blur and removes the commas on focus', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled mode="decimal" onValue={onValue} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '1234567.5');
    expect(input).toHaveValue('1234567.5');
    await user.tab();
    expect(input).toHaveValue('1,234,567.5');
    expect(onValue).toHaveBeenLastCalledWith('1234567.5');
    await user.click(input);
    expect(input).toHaveValue('1234567.5');
  });

  it('decimal mode shows what it cannot read exactly as typed, on blur too', async () => {
    const user = userEvent.setup();
    render(<Controlled mode="decimal" />);
    const input = screen.getByRole('textbox');
    await user.type(input, '12.3.4a5');
    await user.tab();
    expect(input).toHaveValue('12.3.4a5');
    await user.clear(input);
    await user.type(input, '40000,5');
    await user.tab();
    expect(input).toHaveValue('40000,5');
  });

  it('alphanumeric mode keeps letters and digits only', async () => {
    const user = userEvent.setup();
    render(<Controlled mode="alphanumeric" />);
    await user.type(screen.getByRole('textbox'), 'ab-c 1_2');
    expect(screen.getByRole('textbox')).toHaveValue('abc12');
  });

  it('calls onBlur when the user leaves the field', async () => {
    const onBlur = vi.fn();
    render(<Controlled type="email" onBlur={onBlur} />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox')).toHaveAttribute('inputmode', 'email');
  });
});
