import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SortIndicator } from './sort-indicator';

describe('SortIndicator', () => {
  it('is hidden from assistive technology: the header carries aria-sort', () => {
    const { container } = render(
      <table>
        <thead>
          <tr>
            <th aria-sort="ascending">
              Name <SortIndicator direction="asc" />
            </th>
          </tr>
        </thead>
      </table>,
    );
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('focusable', 'false');
  });

  it('highlights the up arrow for asc, the down arrow for desc and neither when unsorted', () => {
    const arrows = (direction: 'asc' | 'desc' | null) => {
      const { container, unmount } = render(<SortIndicator direction={direction} />);
      const [up, down] = Array.from(container.querySelectorAll('path')).map((path) => path.getAttribute('class'));
      unmount();
      return { up, down };
    };
    const asc = arrows('asc');
    const desc = arrows('desc');
    const none = arrows(null);
    expect(asc.up).not.toBe(asc.down);
    expect(desc.up).toBe(asc.down);
    expect(desc.down).toBe(asc.up);
    expect(none.up).toBe(none.down);
    expect(none.up).toBe(asc.down);
  });
});
