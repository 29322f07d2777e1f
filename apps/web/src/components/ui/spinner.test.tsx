import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay, Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status read as "Loading" by default, drawn with 8 segments', () => {
    const { container } = render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const wheel = container.querySelector('[aria-hidden="true"] > span');
    expect(wheel?.children).toHaveLength(8);
  });

  it('takes a label and a size', () => {
    const { container } = render(<Spinner label="Loading projects" size={24} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects');
    expect(container.querySelector('[style*="width: 24px"]')).not.toBeNull();
  });

  it('is decorative with label null', () => {
    const { container } = render(<Spinner label={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('LoadingOverlay', () => {
  it('covers the page with a busy spinner', () => {
    const { container } = render(<LoadingOverlay />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
