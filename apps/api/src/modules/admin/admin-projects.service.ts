import type { AdminProject, AdminProjectQuery, Page } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { findAdminProject, listAdminProjects } from './admin-projects.repository.js';

/** `GET /admin/projects`: every project, oldest first. */
export function listProjects(db: Database, query: AdminProjectQuery): Promise<Page<AdminProject>> {
  return listAdminProjects(db, query);
}

/** `GET /admin/projects/{id}`. */
export async function getProject(db: Database, id: number): Promise<AdminProject> {
  const project = await findAdminProject(db, id);
  if (!project) throw AppError.notFound('Project not found');
  return project;
}
