import { ProjectStages, Timelines, type Project, type ProjectVisibility } from '@fractional/contract';
import { useId } from 'react';
import { useExpertises } from '../../../lib/catalogues';
import { businessGoalLabels, expertiseLabels, formatBudget, formatBudgetAsEntered } from '../project-display';
import styles from './project-details-card.module.css';

/** The brief's fields the card shows: a project, or the brief its squad reads (`GET /projects/{id}/brief`). */
export type BriefFields = Pick<
  Project,
  | 'projectStage'
  | 'isBudgetAllocated'
  | 'currency'
  | 'budget'
  | 'budgetMax'
  | 'timeline'
  | 'overview'
  | 'businessGoal'
  | 'businessGoalOther'
  | 'expertiseGap'
>;

const VISIBILITY_TEXT: Record<ProjectVisibility, string> = {
  private: 'Private: only experts you invite see it',
  open: 'Open: listed in experts’ Open briefs, where they can ask to join',
};

interface ProjectDetailsCardProps {
  project: BriefFields;
  /** For the squad: the budget as the client entered it, cents and currency named (the owner's summary rounds). */
  isBudgetAsEntered?: boolean;
  /** For the owner: who can find the brief (docs/discovery.md#open-briefs); the squad's copy leaves it out. */
  visibility?: ProjectVisibility;
}

/**
 * The summary's "Project details" card: the real stage (docs/product.md#where-we-differ-from-the-original), whether the budget is
 * allocated and its range in USD, timeline, overview, business goals and expertise gap.
 */
export function ProjectDetailsCard({ project, isBudgetAsEntered = false, visibility }: ProjectDetailsCardProps) {
  const headingId = useId();
  const expertises = useExpertises();
  // Codes are not words: the gap is shown once the catalogue has its labels (or could not load).
  const catalogue = expertises.data ?? (expertises.isError ? [] : undefined);
  const goals = businessGoalLabels(project);
  const expertise = catalogue && expertiseLabels(project.expertiseGap, catalogue);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Project details
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Stage</dt>
          <dd>{ProjectStages.labels[project.projectStage]}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd>{project.isBudgetAllocated ? 'Allocated' : 'Not allocated yet'}</dd>
        </div>
        <div>
          <dt>{isBudgetAsEntered ? 'Range' : `Range (${project.currency})`}</dt>
          <dd>
            {isBudgetAsEntered
              ? formatBudgetAsEntered(project.budget, project.budgetMax, project.currency)
              : formatBudget(project.budget, project.budgetMax, project.currency)}
          </dd>
        </div>
        <div>
          <dt>Timeline</dt>
          <dd>{Timelines.labels[project.timeline]}</dd>
        </div>
        {visibility ? (
          <div className={styles.wide}>
            <dt>Who can find it</dt>
            <dd>{VISIBILITY_TEXT[visibility]}</dd>
          </div>
        ) : null}
        <div className={styles.wide}>
          <dt>Overview</dt>
          <dd className={styles.overview}>{project.overview}</dd>
        </div>
        <div className={styles.wide}>
          <dt>Business goals</dt>
          <dd>
            <ul className={styles.list}>
              {goals.map((goal) => (
                <li key={goal}>{goal}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>Expertise gap</dt>
          <dd aria-busy={expertise ? undefined : true}>
            {expertise ? (
              <ul className={styles.list}>
                {expertise.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            ) : (
              <span className="visually-hidden">Loading</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
