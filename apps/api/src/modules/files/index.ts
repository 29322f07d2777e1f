// The files module's front door: what other modules and app.ts may use (docs/architecture.md).
export { attachmentDisposition } from './content-disposition.js';
export type { FileRow } from './files.repository.js';
export { toStoredFile } from './files.service.js';
