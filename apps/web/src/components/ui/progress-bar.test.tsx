import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a named progressbar whose value is read with two decimals', () => {
    render(<ProgressBar value={66.666} label="Profile completion" />);
    const bar = screen.getByRole('progressbar', { name: 'Profile completion' });
    expect(bar).toHaveAttribute('aria-valuenow', '66.666');
    expect(bar).toHaveAttribute('aria-valuetext', '66.67%');
    expect(bar.firstElementChild).toHaveStyle({ width: '66.666%' });
  });

  it('clamps values outside 0–100', () => {
    const { rerender } = render(<ProgressBar value={140} label="Done" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar value={-3} label="Done" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0.00%');
  });

  it('can show its label and percentage', () => {
    render(<ProgressBar value={50} label="Profile completion" showValue />);
    expect(screen.getByText('50.00%')).toBeVisible();
  });
});
