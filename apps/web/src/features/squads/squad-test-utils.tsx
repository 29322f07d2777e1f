import type { ExpertCard, Invitation, SquadMember } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** An expert's public card (tests only). */
export function buildExpert(overrides: Partial<ExpertCard> = {}): ExpertCard {
  return {
    profileId: 5,
    firstName: 'Tama',
    lastName: 'Fitwell',
    description: 'Fractional CFO for retail',
    jobLevel: 'executive',
    yearsOfExperience: '15+',
    fractionalExperience: '3-5',
    jobRole: [],
    expertise: [],
    skills: [],
    industries: 'retail',
    timezone: null,
    capacityHoursPerWeek: 30,
    availableHoursPerWeek: 30,
    hourlyRateMin: 120,
    hourlyRateMax: 180,
    rateCurrency: 'USD',
    website: null,
    vetting: 'pending',
    rating: null,
    completedEngagements: 0,
    ...overrides,
  };
}

/** An open invitation as the API returns it (tests only). */
export function buildInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 31,
    project: {
      id: 7,
      name: 'Seed round and plan',
      overview: 'Raise a seed round and build the financial plan.',
      projectStage: 'planning',
      timeline: '6-11-months',
      businessGoal: 'scale-operations',
      businessGoalOther: null,
      expertiseGap: 'fundraising',
      hoursPerWeek: 12,
      isBudgetAllocated: true,
      currency: 'USD',
      budget: 8500.75,
      budgetMax: null,
      status: 'not_started',
      client: { orgName: 'Kauri Analytics', industry: 'retail,banking', firstName: null, lastName: null },
    },
    expert: buildExpert(),
    status: 'invited',
    message: 'We would love your help with the round.',
    hoursPerWeek: 12,
    hoursAsked: 12,
    hourlyRate: null,
    declineReason: null,
    invitedBy: 'client',
    match: null,
    membership: null,
    client: { orgName: 'Kauri Analytics', industry: 'retail,banking', rating: null },
    createdAt: '2026-11-20T10:00:00.000Z',
    respondedAt: null,
    ...overrides,
  };
}

/** A squad member (tests only). */
export function buildMember(overrides: Partial<SquadMember> = {}): SquadMember {
  return {
    id: 41,
    projectId: 7,
    invitationId: 31,
    expert: buildExpert(),
    hoursPerWeek: 10,
    hourlyRate: 150,
    currency: 'USD',
    pendingRateChange: null,
    status: 'active',
    joinedAt: '2026-11-21T10:00:00.000Z',
    endedAt: null,
    cvs: [],
    ...overrides,
  };
}

export const page = <T,>(data: T[], hasNextPage = false) => ({ status: 200, body: { data, hasNextPage } });

/** Renders `element` inside a router and a fresh query client (no retries). */
export function renderWithClient(element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}
