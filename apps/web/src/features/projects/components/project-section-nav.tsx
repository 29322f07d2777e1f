import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PROJECT_SECTIONS, projectSectionPath, type ProjectSection } from '../project-sections';
import styles from './project-section-nav.module.css';

/**
 * The project page's section menu (docs/product.md#client-area): a nav of links, the current one marked
 * with aria-current="page". On a phone the bar scrolls sideways on its own (the page never does) and
 * brings the current section into view.
 */
export function ProjectSectionNav({ projectId, current }: { projectId: number; current: ProjectSection }) {
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
        {PROJECT_SECTIONS.map((section) => (
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
        ))}
      </ul>
    </nav>
  );
}
