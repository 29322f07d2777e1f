export * from './users.js';
export * from './reference.js';
export * from './profiles.js';
export * from './projects.js';
export * from './invitations.js';
export * from './relations.js';
export * from './messaging.js';
