import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Textarea } from './textarea';

function Controlled(props: { maxLength?: number; error?: string; onBlur?: () => void }) {
  const [value, setValue] = useState('');
  return <Textarea name="overview" label="Project overview" value={value} onChange={setValue} required {...props} />;
}

describe('Textarea', () => {
  it('is a labelled, required multi-line field', () => {
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Project overview' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('rows', '4');
  });

  it('shows "{n} characters remaining" as the user types, and stops at the limit', async () => {
    render(<Controlled maxLength={5} />);
    const box = screen.getByRole('textbox');
    expect(screen.getByText('5 characters remaining')).toBeInTheDocument();
    await userEvent.type(box, 'Hi!\nok');
    expect(box).toHaveValue('Hi!\no');
    expect(screen.getByText('0 characters remaining')).toBeInTheDocument();
  });

  it('links the error to the field and reports blur', async () => {
    const onBlur = vi.fn();
    render(<Controlled error="Maximum length is 500 characters." onBlur={onBlur} />);
    const box = screen.getByRole('textbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Maximum length is 500 characters.');
    await userEvent.click(box);
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledOnce();
  });
});
