import { Notifications } from '@mantine/notifications';

/** Loaded on demand by NotificationsHost. */
export function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
