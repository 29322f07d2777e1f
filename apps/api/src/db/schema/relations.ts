import { relations } from 'drizzle-orm';
import { businessDetails, profileExpertises, profileJobRoles, profileSkills, profiles } from './profiles.js';
import { files, projects } from './projects.js';
import { expertises, jobRoles, skills } from './reference.js';
import { users } from './users.js';

export const usersRelations = relations(users, ({ one }) => ({
  profile: one(profiles, { fields: [users.id], references: [profiles.userId] }),
  businessDetail: one(businessDetails, { fields: [users.id], references: [businessDetails.userId] }),
}));

export const profilesRelations = relations(profiles, ({ one, many }) => ({
  user: one(users, { fields: [profiles.userId], references: [users.id] }),
  jobRoles: many(profileJobRoles),
  expertises: many(profileExpertises),
  skills: many(profileSkills),
  projects: many(projects),
  files: many(files),
}));

export const profileJobRolesRelations = relations(profileJobRoles, ({ one }) => ({
  profile: one(profiles, { fields: [profileJobRoles.profileId], references: [profiles.id] }),
  ref: one(jobRoles, { fields: [profileJobRoles.refId], references: [jobRoles.id] }),
}));

export const profileExpertisesRelations = relations(profileExpertises, ({ one }) => ({
  profile: one(profiles, { fields: [profileExpertises.profileId], references: [profiles.id] }),
  ref: one(expertises, { fields: [profileExpertises.refId], references: [expertises.id] }),
}));

export const profileSkillsRelations = relations(profileSkills, ({ one }) => ({
  profile: one(profiles, { fields: [profileSkills.profileId], references: [profiles.id] }),
  ref: one(skills, { fields: [profileSkills.refId], references: [skills.id] }),
}));

export const projectsRelations = relations(projects, ({ one }) => ({
  profile: one(profiles, { fields: [projects.profileId], references: [profiles.id] }),
}));

export const filesRelations = relations(files, ({ one }) => ({
  profile: one(profiles, { fields: [files.profileId], references: [profiles.id] }),
}));

export const businessDetailsRelations = relations(businessDetails, ({ one }) => ({
  user: one(users, { fields: [businessDetails.userId], references: [users.id] }),
}));
