import type { Invitation, InvitationListQuery, InvitationPage } from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState } from '../../lib/access.js';
import { toInvitations, type InvitationReader } from './invitation-json.js';
import { projectAccessOf } from '../projects/index.js';
import * as repo from './invitations.repository.js';
import { mayActOnProject } from '../../lib/access.js';

export type Deps = Pick<AppDeps, 'config' | 'database' | 'background' | 'live'>;

export const PROJECT_NOT_FOUND = 'Project not found';
export const INVITATION_NOT_FOUND = 'Invitation not found';

export const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || 'An expert';

export async function requireView(db: Database, id: number): Promise<repo.InvitationView> {
  const view = await repo.findInvitationView(db, id);
  if (!view) throw AppError.notFound(INVITATION_NOT_FOUND);
  return view;
}

/** Which side the caller reads an invitation from; 404 for anyone on neither side (nothing is revealed). */
export function readerOf(caller: AuthState, view: repo.InvitationView): InvitationReader {
  if (view.expertUserId === caller.userId) return 'expert';
  if (mayActOnProject(caller, { ownerUserId: view.owner.userId })) return 'project';
  throw AppError.notFound(INVITATION_NOT_FOUND);
}

/** The invitation as `reader` reads it now. */
export async function readAs(db: Database, id: number, reader: InvitationReader): Promise<Invitation> {
  const [invitation] = await toInvitations(db, [await requireView(db, id)], reader);
  if (!invitation) throw AppError.notFound(INVITATION_NOT_FOUND);
  return invitation;
}

/** `GET /projects/{id}/invitations`: the project's side only. */
export async function listProjectInvitations(
  db: Database,
  caller: AuthState,
  projectId: number,
  query: InvitationListQuery,
): Promise<InvitationPage> {
  const access = await projectAccessOf(db, caller, projectId);
  if (!access?.isProjectSide) throw AppError.notFound(PROJECT_NOT_FOUND);
  const { rows, hasNextPage } = await repo.listInvitationsOfProject(db, projectId, query);
  return { data: await toInvitations(db, rows, 'project'), hasNextPage };
}

/** `GET /invitations`: the invitations sent to the caller (an empty page for anyone never invited). */
export async function listOwnInvitations(
  db: Database,
  caller: AuthState,
  query: InvitationListQuery,
): Promise<InvitationPage> {
  const { rows, hasNextPage } = await repo.listInvitationsOfExpert(db, caller.userId, query);
  return { data: await toInvitations(db, rows, 'expert'), hasNextPage };
}

/** For `GET /auth/me/export`: every invitation the user received or sent, each as their side sees it. */
export async function exportInvitations(db: Database, userId: number): Promise<Invitation[]> {
  const views = await repo.listAllInvitationsOfUser(db, userId);
  const received = views.filter((view) => view.expertUserId === userId);
  const sent = views.filter((view) => view.expertUserId !== userId);
  return [...(await toInvitations(db, received, 'expert')), ...(await toInvitations(db, sent, 'project'))];
}

/** `GET /invitations/{id}`: either side. */
export async function getInvitation(db: Database, caller: AuthState, id: number): Promise<Invitation> {
  const view = await requireView(db, id);
  const [invitation] = await toInvitations(db, [view], readerOf(caller, view));
  if (!invitation) throw AppError.notFound(INVITATION_NOT_FOUND);
  return invitation;
}
