import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('labels the control, marks it required and describes it with error, hint and counter', () => {
    render(
      <Field
        label="Headline"
        required
        hint="Shown on your profile"
        error="This field is required."
        maxLength={200}
        length={12}
      >
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Headline' });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('This field is required. Shown on your profile 188 characters remaining');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses a given id and adds no ARIA state when there is nothing to say', () => {
    render(
      <Field id="site" label="Website">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Website');
    expect(input).toHaveAttribute('id', 'site');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('renders a group as a fieldset named by its legend and described by its error', () => {
    render(
      <Field label="Roles" layout="group" error="This field is required.">
        {() => <input type="checkbox" aria-label="CFO" />}
      </Field>,
    );
    const group = screen.getByRole('group', { name: 'Roles' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('This field is required.');
  });
});
