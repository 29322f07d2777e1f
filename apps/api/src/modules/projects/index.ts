// The projects module's front door: what other modules and app.ts may use; the rest of its folder is its own (docs/architecture.md).
export { findSquadMember, lockProject } from './project-access.repository.js';
export { projectAccessOf } from './project-access.service.js';
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
