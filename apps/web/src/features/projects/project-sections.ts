import { paths } from '../../config/paths';

/**
 * The client project page's sections, in the order of its menu (docs/product.md#client-area). Overview is
 * the project's own address; every other section is a path segment after it, so a link or a reload opens
 * that section.
 */
export const PROJECT_SECTIONS = [
  { slug: 'overview', label: 'Overview' },
  { slug: 'squad', label: 'Squad' },
  { slug: 'shortlist', label: 'Shortlist' },
  { slug: 'interest', label: 'Interest' },
  { slug: 'timesheets', label: 'Timesheets' },
  { slug: 'spend', label: 'Spend' },
  { slug: 'invoices', label: 'Invoices' },
  { slug: 'outcomes', label: 'Outcomes' },
  { slug: 'check-ins', label: 'Check-ins' },
  { slug: 'reviews', label: 'Reviews' },
  { slug: 'messages', label: 'Messages' },
] as const;

export type ProjectSection = (typeof PROJECT_SECTIONS)[number]['slug'];

/** The address of one section of a client's project. */
export function projectSectionPath(projectId: number, section: ProjectSection): string {
  const base = paths.client.project(projectId);
  return section === 'overview' ? base : `${base}/${section}`;
}

/** The route's section segment as a section: none is the overview, anything unknown is null. */
export function parseProjectSection(raw: string | undefined): ProjectSection | null {
  if (raw === undefined) return 'overview';
  const found = PROJECT_SECTIONS.find((section) => section.slug === raw && section.slug !== 'overview');
  return found ? found.slug : null;
}
