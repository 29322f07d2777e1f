import type { ActivityItem } from '@fractional/contract';
import { paths } from '../../config/paths';
import { ActivityFeed } from '../../features/activity/components/activity-feed';
import { useMe } from '../../lib/get-me';
import { InfoPanel } from '../../features/dashboard/components/info-panel';
import { LatestConversations } from '../../features/messages/components/latest-conversations';
import styles from './live-panels.module.css';

/**
 * The Messages and Activity panels of an area's home (docs/api.md#messages-and-activity): the latest conversations with
 * their unread counts, and the latest events; both stay current through the live stream.
 */
/** Where an activity entry leads, in this area: a timesheet's to the project's timesheets. */
function activityLink(area: typeof paths.client | typeof paths.contractor) {
  return (item: ActivityItem): string | null => {
    if (!item.type.startsWith('timesheet.')) return null;
    return area === paths.client ? paths.client.project(item.project.id) : paths.contractor.timesheets(item.project.id);
  };
}

export function LivePanels({ area }: { area: typeof paths.client | typeof paths.contractor }) {
  const { data: user } = useMe();
  return (
    <div className={styles.panels}>
      <InfoPanel title="Messages">
        <LatestConversations myUserId={user?.id} linkTo={area.conversation} allTo={area.messages} />
      </InfoPanel>
      <InfoPanel title="Activity">
        <ActivityFeed linkTo={activityLink(area)} />
      </InfoPanel>
    </div>
  );
}
