import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PROJECT_SECTIONS, projectSectionPath, type ProjectSection } from '../project-sections';
import styles from './project-section-nav.module.css';

/**
 * The project page's section menu (docs/product.md#client-area): a nav of links, the current one marked
 * with aria-current="page". On a phone the bar scrolls sideways on its own (the page never does) and
 * brings the current section into view.
 */
export function ProjectSectionNav({
  projectId,
  current,
  hidden = [],
}: {
  projectId: number;
  current: ProjectSection;
  /** Sections the project has nothing for yet (Interest while the brief is private and nobody asked). */
  hidden?: readonly ProjectSection[];
}) {
  const currentRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = currentRef.current;
    const bar = link?.closest('ul');
    if (!link || !bar || bar.scrollWidth <= bar.clientWidth) return;
    bar.scrollLeft = link.offsetLeft - (bar.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <nav aria-label="Project sections" className={styles.nav}>
      <ul className={styles.list}>
        {PROJECT_SECTIONS.filter((section) => section.slug === current || !hidden.includes(section.slug)).map(
          (section) => (
            <li key={section.slug}>
              <Link
                ref={section.slug === current ? currentRef : undefined}
                to={projectSectionPath(projectId, section.slug)}
                className={styles.link}
                aria-current={section.slug === current ? 'page' : undefined}
              >
                {section.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
