import { type TimezoneRegion } from '@fractional/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TimezoneSelect } from './timezone-select';

const REGIONS: TimezoneRegion[] = [
  { utc_offset: '+12:00', region: 'Pacific/Auckland', timezones: ['New Zealand Standard Time'] },
  { utc_offset: '-05:00', region: 'America/New_York', timezones: ['Eastern Standard Time'] },
  { utc_offset: '+05:45', region: 'Asia/Kathmandu', timezones: ['Nepal Standard Time'] },
  { utc_offset: '+12:00', region: 'Pacific/Fiji', timezones: ['Fiji Standard Time'] },
];

// Labels show the offset a zone keeps on the day: in January Auckland keeps daylight time, UTC+13:00.
const JANUARY = new Date(Date.UTC(2026, 0, 15));

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TimezoneSelect
      now={JANUARY}
      name="timeZone"
      label="Timezone"
      regions={REGIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('TimezoneSelect', () => {
  it('lists regions as "Auckland (UTC+13:00)", grouped by the offset of the day from west to east', () => {
    render(<Harness onChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Timezone' });
    expect(select).toHaveValue('');
    const groups = within(select).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'UTC−05:00',
      'UTC+05:45',
      'UTC+12:00',
      'UTC+13:00',
    ]);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select or type a city',
      'New York (UTC−05:00)',
      'Kathmandu (UTC+05:45)',
      'Fiji (UTC+12:00)',
      'Auckland (UTC+13:00)',
    ]);
  });

  it('emits "<utc_offset> <region>" with the standard offset and shows the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Timezone' });
    await user.selectOptions(select, 'Auckland (UTC+13:00)');
    expect(onChange).toHaveBeenCalledWith('+12:00 Pacific/Auckland');
    expect(select).toHaveValue('+12:00 Pacific/Auckland');
    expect(screen.getByRole('option', { name: 'Auckland (UTC+13:00)', selected: true })).toBeInTheDocument();
  });

  it('starts each option with its city, ordered by city within an offset, and invites typing one', () => {
    const regions: TimezoneRegion[] = [
      { utc_offset: '+01:00', region: 'Europe/Paris', timezones: [] },
      { utc_offset: '+01:00', region: 'Africa/Lagos', timezones: [] },
      { utc_offset: '-03:00', region: 'America/Argentina/Buenos_Aires', timezones: [] },
    ];
    render(
      <TimezoneSelect now={JANUARY} name="timeZone" label="Timezone" regions={regions} value="" onChange={vi.fn()} />,
    );
    const select = screen.getByRole('combobox', { name: 'Timezone' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select or type a city',
      'Buenos Aires, Argentina (UTC−03:00)',
      'Lagos (UTC+01:00)',
      'Paris (UTC+01:00)',
    ]);
  });

  it('keeps a stored value the catalogue does not list', () => {
    render(
      <TimezoneSelect name="timeZone" label="Timezone" regions={[]} value="+01:00 Europe/Paris" onChange={vi.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveValue('+01:00 Europe/Paris');
  });

  it('shows a stored old zone name as its current zone, and keeps the stored value until another is picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const regions: TimezoneRegion[] = [
      { utc_offset: '+05:30', region: 'Asia/Kolkata', timezones: [] },
      { utc_offset: '+05:45', region: 'Asia/Kathmandu', timezones: [] },
    ];
    function Stored() {
      const [value, setValue] = useState('+05:30 Asia/Calcutta');
      return (
        <TimezoneSelect
          now={JANUARY}
          name="timeZone"
          label="Timezone"
          regions={regions}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Stored />);
    const select = screen.getByRole('combobox', { name: 'Timezone' });
    expect(screen.getByRole('option', { name: 'Kolkata (UTC+05:30)', selected: true })).toBeInTheDocument();
    expect(within(select).getAllByRole('option')).toHaveLength(3);
    await user.selectOptions(select, 'Kathmandu (UTC+05:45)');
    expect(onChange).toHaveBeenLastCalledWith('+05:45 Asia/Kathmandu');
  });
});
