import { Spinner } from '../../../components/ui/spinner';
import { useProductivity } from '../api/get-productivity';
import { weekLabel } from '../engagement-display';
import styles from './engagements.module.css';
import { SectionCard } from '../../../components/ui/section-card';

const PROGRESS_SOURCE = {
  completed: 'The project is completed: 100%.',
  outcomes: 'The mean of the outcomes’ latest reported progress.',
  timeline: 'No outcomes yet: the share of the timeline elapsed since the squad formed.',
} as const;

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The project's progress and productivity, and "How is this measured?" with the parts and weeks counted. */
export function ProductivityCard({ projectId }: { projectId: number }) {
  const query = useProductivity(projectId);
  return (
    <SectionCard title="Progress and productivity">
      {query.isPending ? (
        <Spinner label="Loading the figures" />
      ) : query.isError ? (
        <p role="alert">We could not load the figures.</p>
      ) : (
        <>
          <dl className={styles.parts}>
            <dt>Progress</dt>
            <dd data-testid="project-progress">{query.data.progress}%</dd>
            <dt>Productivity</dt>
            <dd data-testid="project-productivity">
              {query.data.productivity === null ? '— (no rated check-ins yet)' : `${query.data.productivity} of 100`}
            </dd>
          </dl>
          <details>
            <summary>How is this measured?</summary>
            <dl className={styles.parts}>
              <dt>Progress</dt>
              <dd>{PROGRESS_SOURCE[query.data.progressSource]}</dd>
              <dt>Delivery</dt>
              <dd>
                {query.data.delivery && query.data.delivery.value !== null
                  ? `${percent(query.data.delivery.value)}: ${query.data.delivery.approvedHours} approved of ${query.data.delivery.committedHours} committed hours over the last 4 ended weeks`
                  : 'Not counted yet: approved timesheet hours against committed hours, once timesheets are kept.'}
              </dd>
              <dt>Satisfaction</dt>
              <dd>
                {query.data.satisfaction
                  ? `${percent(query.data.satisfaction.value)} from ${query.data.satisfaction.weeks
                      .map((week) => `${weekLabel(week.weekStart)}: ${week.rating}★`)
                      .join(', ')} (1★ = 0%, 5★ = 100%)`
                  : 'No rated check-ins yet: the client’s 1–5 star ratings of the 4 latest rated weeks.'}
              </dd>
              <dt>Productivity</dt>
              <dd>The mean of the parts known, out of 100.</dd>
            </dl>
          </details>
        </>
      )}
    </SectionCard>
  );
}
