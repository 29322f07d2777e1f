// The projects module's front door: what other modules and app.ts may use (docs/architecture.md).
export { findSquadMember, lockProject } from './project-access.repository.js';
export { projectAccessOf, type ProjectAccess, type ProjectRelation } from './project-access.service.js';
export { projectProgress } from './project-progress.js';
export {
  countProjectsOfProfile,
  expertiseCodesExist,
  findProjectOfUser,
  hasEverHadMember,
  type ProjectRow,
  toProject,
  updateProjectBrief,
} from './projects.repository.js';
