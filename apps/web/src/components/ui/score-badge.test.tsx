import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreBadge } from './score-badge';

describe('ScoreBadge', () => {
  it('shows the score out of 100', () => {
    render(<ScoreBadge score={84} />);
    expect(screen.getByText('84')).toBeVisible();
    expect(screen.getByText('84').parentElement).toHaveTextContent('84/ 100 match');
  });
});
