import { Roles } from '@fractional/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { buildBusinessDetail, buildProfile, buildSkill, buildUser } from '../../../test/builders';
import { stubApi } from '../../../test/stub-api';
import { websiteHref } from '../../../lib/profile-display';
import { renderSignedIn, StandIn } from '../profile-test-utils';
import { EditProfileButton } from './edit-profile-button';
import { BusinessCard, WorkCards } from './profile-cards';
import { ProfileHeader } from './profile-header';
import { ProfileIdentity } from './profile-identity';

afterEach(() => vi.unstubAllGlobals());

const contractor = buildUser({
  provider: 'email',
  middleName: 'Mere',
  mobileNumber: '+64211234567',
  timezone: '+12:00 Pacific/Auckland',
  profiles: [
    buildProfile({
      description: 'Fractional CFO for growing teams',
      yearsOfExperience: '15+',
      jobLevel: 'executive',
      website: 'https://www.linkedin.com/in/ana-tui',
      jobRole: [{ id: 3, roleCode: 'cfo', role: 'Fractional CFO' }],
      expertise: [{ id: 2, expertiseCode: 'fundraising', expertise: 'Fundraising' }],
      skills: [buildSkill(4), buildSkill(9)],
      fractionalExperience: '3-5',
    }),
  ],
});

function renderPiece(element: React.ReactNode, user = contractor) {
  stubApi();
  return renderSignedIn({ user, path: paths.contractor.profile, element });
}

describe('ProfileHeader', () => {
  it('greets by first name and shows the completion with two decimals on a bar', () => {
    // 12 items for a contractor with a profile: e-mail, names, experience and level are 5 of them.
    const user = buildUser({ profiles: [buildProfile()] });
    renderPiece(<ProfileHeader user={user} lead="Complete your profile." actions={<button>Act</button>} />, user);
    expect(screen.getByRole('heading', { level: 1, name: 'Kia ora, Ana!' })).toBeVisible();
    expect(screen.getByText('Complete your profile.')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Profile completion' });
    expect(bar).toHaveAttribute('aria-valuetext', '41.67%');
    expect(screen.getByText('41.67%')).toBeVisible();
    expect(
      screen.getByText('Still missing: Timezone, Mobile number, Description, Job roles, Expertise, Skills, Website.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Act' })).toBeVisible();
  });

  it('reads 100.00% for a complete profile', () => {
    renderPiece(<ProfileHeader user={contractor} actions={null} />);
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuetext',
      '100.00%',
    );
    expect(screen.queryByText(/Still missing/)).not.toBeInTheDocument();
  });
});

describe('ProfileIdentity', () => {
  it('shows every field of the person with its label, the time zone at the offset of the day', () => {
    // In January Auckland keeps daylight time: UTC+13:00, though '+12:00 Pacific/Auckland' is stored.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2026, 0, 15)));
    renderPiece(<ProfileIdentity user={contractor} />);
    vi.useRealTimers();
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Mere Tui' })).toBeVisible();
    expect(screen.getByText('Fractional CFO for growing teams')).toBeVisible();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Experience: '15+ years of experience',
      'Job level': 'Executive',
      Email: 'ana@example.com',
      'Mobile number': '+64 21 123 4567',
      Timezone: 'Auckland (UTC+13:00)',
      'Previous fractional experience': '3-5 engagements',
    });
  });

  it('opens the website in a new window from View profile on Linkedin', () => {
    renderPiece(<ProfileIdentity user={contractor} />);
    const link = screen.getByRole('link', { name: /View profile on Linkedin/ });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/ana-tui');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('disables View profile on Linkedin without a website, and says what is missing', () => {
    const user = buildUser({ profiles: [buildProfile()] });
    renderPiece(<ProfileIdentity user={user} />, user);
    expect(screen.getByRole('button', { name: 'View profile on Linkedin' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Linkedin/ })).not.toBeInTheDocument();
    expect(screen.getByText('No description yet.')).toBeVisible();
    expect(screen.getAllByText('Not provided yet')).toHaveLength(3);
  });

  it("adds a client's fractional experience and how they heard about us", () => {
    const client = buildUser({
      role: Roles.client,
      profiles: [buildProfile({ leadSource: 'referral', fractionalExperience: '1-2' })],
    });
    renderPiece(<ProfileIdentity user={client} />, client);
    expect(screen.getByText('Previous fractional experience').nextElementSibling).toHaveTextContent('1-2 engagements');
    expect(screen.getByText('How you heard about us').nextElementSibling).toHaveTextContent('Referral');
  });
});

describe('websiteHref', () => {
  it.each([
    ['https://www.linkedin.com/in/ana', 'https://www.linkedin.com/in/ana'],
    ['linkedin.com/in/ana', 'https://linkedin.com/in/ana'],
    ['http://example.com', 'http://example.com/'],
    ['javascript:alert(1)', null],
    ['mailto:ana@example.com', null],
    ['not a url', null],
    ['https://not a url', null],
    ['localhost', null],
    ['  ', null],
    [null, null],
  ])('%s → %s', (website, href) => {
    expect(websiteHref(website)).toBe(href);
  });
});

describe('WorkCards', () => {
  it('lists each skill with its description, and roles and expertise as badges', () => {
    renderPiece(<WorkCards profile={contractor.profiles[0]} />);
    const skills = screen.getByRole('region', { name: 'SKILLS' });
    expect(within(skills).getByText('Skill 4')).toBeVisible();
    expect(within(skills).getByText('What skill 9 is about')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'ROLE' })).getByText('Fractional CFO')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'EXPERTISE' })).getByText('Fundraising')).toBeVisible();
  });

  it('says so when a list is empty', () => {
    renderPiece(<WorkCards profile={undefined} />);
    expect(screen.getByText('No skills added yet.')).toBeVisible();
    expect(screen.getByText('No roles added yet.')).toBeVisible();
    expect(screen.getByText('No expertise added yet.')).toBeVisible();
  });
});

describe('BusinessCard', () => {
  it('shows the organisation, its industries by label and the other business fields', async () => {
    renderPiece(<BusinessCard business={buildBusinessDetail()} />);
    const card = screen.getByRole('region', { name: 'BUSINESS' });
    expect(within(card).getByText('Kauri Analytics')).toBeVisible();
    const industries = within(card).getByRole('list', { name: 'Industries' });
    expect(
      within(industries)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Information technology', 'Retail']);
    expect(within(card).getByText('Small business')).toBeVisible();
    expect(await within(card).findByText('New Zealand')).toBeVisible();
    expect(within(card).getByText('11-50 employees')).toBeVisible();
  });
});

describe('EditProfileButton', () => {
  it('goes to the edit page with the current URL as the return target', async () => {
    stubApi();
    const user = userEvent.setup();
    renderSignedIn({
      user: contractor,
      path: paths.contractor.profile,
      element: <EditProfileButton to={paths.contractor.editProfile} />,
      entries: [`${paths.contractor.profile}?tab=cv`],
      others: { [paths.contractor.editProfile]: <StandIn title="Edit page" /> },
    });
    await user.click(screen.getByRole('link', { name: 'Edit your profile' }));
    expect(await screen.findByRole('heading', { name: 'Edit page' })).toBeVisible();
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      returnTo: `${paths.contractor.profile}?tab=cv`,
    });
  });
});
