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
/**
 * Where an activity item leads: a timesheet's to the project's timesheets; otherwise, for a client,
 * the project's page (its invitations and squad are there); for an expert, their invitations or, once
 * in the squad, their projects.
 */
function activityLink(area: typeof paths.client | typeof paths.contractor) {
  return (item: ActivityItem): string => {
    if (area === paths.client) return paths.client.project(item.project.id);
    if (item.type.startsWith('timesheet.')) return paths.contractor.timesheets(item.project.id);
    const isAboutInvitation = item.type.startsWith('invitation.') && item.type !== 'invitation.accepted';
    return isAboutInvitation ? paths.contractor.opportunities : paths.contractor.projects;
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
