import type { AdminProject, AdminUser, AuditEntry } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setFormatSettings } from '../../../lib/format-time';
import { doubleClick } from '../../../test/double-click';
import { stubApi, type Answer, type ApiCall } from '../../../test/stub-api';
import { buildProject } from '../../projects/project-test-utils';
import { AuditTable } from './audit-table';
import { ProjectQueue } from './project-queue';
import { PasswordResetDialog } from './password-reset-dialog';
import { NewUserDialog } from './user-account-dialogs';
import { UserStatusDialog } from './user-status-dialog';
import { UserTable } from './user-table';
import { VettingDialog } from './vetting-dialog';

afterEach(() => vi.unstubAllGlobals());

function renderWith(ui: ReactNode, answer: (call: ApiCall) => Answer = () => undefined) {
  const calls = stubApi(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

function buildAdminProject(overrides: Partial<AdminProject>): AdminProject {
  const created = new Date(2026, 10, 23, 10).toISOString(); // Monday 23 November 2026, 10:00
  return {
    ...buildProject({
      status: 'not_started',
      progress: 0,
      productivity: 0,
      squadFormedAt: null,
      createdAt: created,
      updatedAt: created,
    }),
    client: {
      id: 9,
      firstName: 'Mere',
      lastName: 'Parata',
      email: 'mere@example.com',
      orgName: 'Kauri',
      industry: null,
    },
    invitationsCount: 0,
    waitingSince: created,
    ...overrides,
  };
}

const admin: AdminUser = {
  id: 2,
  email: 'matcher@example.com',
  firstName: 'Fractional',
  lastName: 'Admin',
  provider: 'email',
  role: { id: 1, name: 'admin' },
  status: { id: 1, name: 'active' },
  emailVerifiedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  deletedAt: null,
  lastSeenAt: null,
  awaitingPassword: false,
  pendingEmail: null,
};

// Dates in a fixed locale and time zone: "20 Nov 2026".
beforeAll(() => setFormatSettings('en-GB', 'Pacific/Auckland'));
afterAll(() => setFormatSettings(undefined));

describe('ProjectQueue', () => {
  it('counts working days since creation and turns red only for a waiting project past 3', () => {
    const friday = new Date(2026, 10, 27, 10, 30); // 4 working days and a half hour later
    renderWith(
      <ProjectQueue
        now={friday}
        projects={[
          buildAdminProject({ id: 1, name: 'Waiting too long' }),
          buildAdminProject({ id: 2, name: 'Answered', invitationsCount: 2, waitingSince: null }),
        ]}
      />,
    );
    const [, waiting, answered] = screen.getAllByRole('row');
    expect(within(waiting!).getByText(/4 working days/)).toHaveTextContent('4 working days · overdue');
    expect(within(waiting!).getByText('None yet')).toBeVisible();
    expect(within(waiting!).getByText('Kauri')).toBeVisible();
    expect(within(answered!).getByText(/4 working days/)).not.toHaveTextContent('overdue');
    expect(within(answered!).getByRole('cell', { name: '2' })).toBeVisible();
    expect(within(waiting!).getByRole('link', { name: 'Open Waiting too long' })).toHaveAttribute(
      'href',
      '/admin/projects/1',
    );
  });
});

describe('UserTable', () => {
  it('offers nothing on a closed account (closed on its date) nor on the admin’s own row', () => {
    const expert: AdminUser = {
      ...admin,
      id: 8,
      firstName: 'Aroha',
      lastName: 'Ngata',
      role: { id: 3, name: 'contractor' },
    };
    const closed: AdminUser = {
      ...admin,
      id: 9,
      firstName: 'Former',
      lastName: 'member',
      role: { id: 3, name: 'contractor' },
      deletedAt: '2026-11-20T10:00:00.000Z',
    };
    renderWith(
      <UserTable
        users={[admin, expert, closed]}
        currentUserId={admin.id}
        onChangeStatus={vi.fn()}
        onChangeEmail={vi.fn()}
        onSendPasswordReset={vi.fn()}
      />,
    );
    const [, own, active, former] = screen.getAllByRole('row');
    expect(within(own!).queryAllByRole('button')).toEqual([]);
    expect(within(active!).getByRole('button', { name: 'Deactivate Aroha Ngata' })).toBeVisible();
    expect(within(active!).getByRole('button', { name: 'Change e-mail of Aroha Ngata' })).toBeVisible();
    expect(within(active!).getByRole('button', { name: 'Send reset link to Aroha Ngata' })).toBeVisible();
    expect(within(former!).getByText('Closed on 20 Nov 2026')).toBeVisible();
    expect(within(former!).queryAllByRole('button')).toEqual([]);
  });

  it('says "Invited" until the owner chose a password, and shows an e-mail change awaiting confirmation', () => {
    const invited: AdminUser = { ...admin, id: 10, firstName: 'Hemi', lastName: 'Walker', awaitingPassword: true };
    const moving: AdminUser = { ...admin, id: 11, firstName: 'Ana', lastName: 'Lee', pendingEmail: 'ana@new.example' };
    renderWith(
      <UserTable
        users={[invited, moving]}
        currentUserId={admin.id}
        onChangeStatus={vi.fn()}
        onChangeEmail={vi.fn()}
        onSendPasswordReset={vi.fn()}
      />,
    );
    const [, hemi, ana] = screen.getAllByRole('row');
    expect(within(hemi!).getByRole('cell', { name: 'Invited' })).toBeVisible();
    expect(within(hemi!).queryByText('Active')).not.toBeInTheDocument();
    expect(within(ana!).getByRole('cell', { name: 'Active' })).toBeVisible();
    expect(within(ana!).getByText('Changing to ana@new.example (awaiting confirmation)')).toBeVisible();
    expect(within(ana!).getByText('matcher@example.com')).toBeVisible();
  });
});

describe('NewUserDialog', () => {
  it('checks the fields first, then creates the user and says a taken e-mail in words', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    const calls = renderWith(<NewUserDialog onClose={vi.fn()} onCreated={onCreated} />, () => ({
      status: 422,
      body: { status: 422, errors: { email: 'emailAlreadyExists' } },
    }));
    const dialog = screen.getByRole('dialog', { name: 'New user' });
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(3);
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Expert' }));
    await user.type(within(dialog).getByLabelText(/^E-mail/), ' Hemi@Example.com ');
    await user.type(within(dialog).getByLabelText(/^First name/), 'Hemi');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Walker');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('Another account already uses this e-mail.')).toBeVisible();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/admin/users',
        body: { email: 'hemi@example.com', firstName: 'Hemi', lastName: 'Walker', role: 'contractor' },
      },
    ]);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('creates the user once on a double-click, with no "already uses" after it', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    const created: AdminUser = { ...admin, id: 9, email: 'hemi@example.com' };
    const calls = renderWith(<NewUserDialog onClose={vi.fn()} onCreated={onCreated} />, () =>
      calls.filter((made) => made.method === 'POST').length > 1
        ? { status: 422, body: { status: 422, errors: { email: 'emailAlreadyExists' } } }
        : { status: 201, body: created },
    );
    const dialog = screen.getByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'hemi@example.com');
    await user.type(within(dialog).getByLabelText(/^First name/), 'Hemi');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Walker');
    await doubleClick(within(dialog).getByRole('button', { name: 'Create user' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(within(dialog).queryByText('Another account already uses this e-mail.')).toBeNull();
  });
});

describe('PasswordResetDialog', () => {
  it('asks first, then sends one POST on a double-click and reports it sent', async () => {
    const onSent = vi.fn();
    const expert: AdminUser = { ...admin, id: 8, firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.com' };
    const calls = renderWith(<PasswordResetDialog user={expert} onClose={vi.fn()} onSent={onSent} />, () => ({
      status: 204,
    }));
    const dialog = screen.getByRole('dialog', { name: 'Send Aroha Ngata a password reset link?' });
    expect(within(dialog).getByText(/aroha@example.com gets a single-use link/)).toBeVisible();
    expect(calls).toEqual([]);
    await doubleClick(within(dialog).getByRole('button', { name: 'Send link' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(calls).toEqual([{ method: 'POST', path: '/admin/users/8/password-reset', body: undefined }]);
  });
});

describe('UserStatusDialog', () => {
  it('asks first, then deactivates with PATCH {status: inactive}', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const calls = renderWith(
      <UserStatusDialog user={{ ...admin, id: 7, role: { id: 2, name: 'client' } }} onClose={onClose} />,
      () => ({
        status: 200,
        body: { ...admin, id: 7, role: { id: 2, name: 'client' }, status: { id: 2, name: 'inactive' } },
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Fractional Admin?' });
    expect(dialog).toHaveTextContent('signed out everywhere at once');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'PATCH', path: '/admin/users/7', body: { status: 'inactive' } }]);
  });

  it.each([
    ['cannotDeactivateSelf', 'You cannot deactivate your own account.'],
    ['lastActiveAdmin', /last active admin/],
  ])('shows the refusal %s in words and stays open', async (key, text) => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWith(<UserStatusDialog user={admin} onClose={onClose} />, () => ({
      status: 422,
      body: { status: 422, errors: { status: key } },
    }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('VettingDialog', () => {
  it('sends the decision with its note', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const calls = renderWith(
      <VettingDialog profileId={5} expertName="Tama Fitwell" choice="rejected" onClose={onClose} />,
      () => ({
        status: 422,
        body: { status: 422, errors: { vetting: 'notAnExpert' } },
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject Tama Fitwell' });
    await user.type(within(dialog).getByLabelText(/^Note/), '  No references.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The decision was not saved');
    expect(calls).toEqual([
      { method: 'POST', path: '/admin/experts/5/vetting', body: { vetting: 'rejected', note: 'No references.' } },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('AuditTable', () => {
  it('reads each entry: when, who, what, the target and each change', () => {
    const entry: AuditEntry = {
      id: 1,
      actor: { id: 2, firstName: 'Fractional', lastName: 'Admin', email: 'matcher@example.com' },
      action: 'expert.vetted',
      target: { type: 'profile', id: 5, label: 'Tama Fitwell' },
      before: { vetting: 'pending', note: null },
      after: { vetting: 'approved', note: 'CV checked' },
      createdAt: '2026-11-24T19:00:00.000Z',
    };
    renderWith(
      <AuditTable
        entries={[entry, { ...entry, id: 2, actor: null, action: 'admin.provisioned', before: null, after: null }]}
      />,
    );
    const [, vetted, provisioned] = screen.getAllByRole('row');
    expect(within(vetted!).getByText('Vetting decided')).toBeVisible();
    expect(within(vetted!).getByText('Tama Fitwell')).toBeVisible();
    expect(within(vetted!).getByText('Expert #5')).toBeVisible();
    expect(within(vetted!).getByText('Vetting').nextSibling).toHaveTextContent('from pending → to approved');
    expect(within(vetted!).getByText('Note').nextSibling).toHaveTextContent('from — → to CV checked');
    expect(within(provisioned!).getByText('System (set-up)')).toBeVisible();
    expect(within(provisioned!).getByText('No change recorded')).toBeVisible();
  });

  it('shows a requested e-mail change as the old address → the new one, not as the address removed', () => {
    const entry: AuditEntry = {
      id: 3,
      actor: { id: 2, firstName: 'Fractional', lastName: 'Admin', email: 'matcher@example.com' },
      action: 'user.emailChangeRequested',
      target: { type: 'user', id: 7, label: 'ana@old.example' },
      before: { email: 'ana@old.example' },
      after: { pendingEmail: 'ana@new.example' },
      createdAt: '2026-11-24T19:00:00.000Z',
    };
    renderWith(<AuditTable entries={[entry]} />);
    const [, row] = screen.getAllByRole('row');
    expect(within(row!).getByText('Email').nextSibling).toHaveTextContent(
      'from ana@old.example → to ana@new.example (awaiting confirmation)',
    );
    expect(within(row!).queryByText('—')).not.toBeInTheDocument();
    expect(within(row!).queryByText('Pending email')).not.toBeInTheDocument();
  });
});
