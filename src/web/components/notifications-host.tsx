// Mantine's notification container (with its transition and scroll-lock libraries) stays out of
// the first download: the store queues notifications meanwhile, and the container is fetched when
// the first one appears, or ahead of time by the signed-in shell (preloadNotifications), so it is
// at hand when the network drops later.
import { useNotifications } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';

let pending: Promise<ComponentType | null> | null = null;

async function fetchContainer(): Promise<ComponentType> {
  return (await import('./notifications-container.tsx')).NotificationsContainer;
}

/** The container component, or null when it could not be fetched (offline): asked again later. */
function loadContainer(): Promise<ComponentType | null> {
  // The failure is caught outside the import's own promise: the build wraps that one with the
  // preloading of the module's stylesheet, whose failure offline would otherwise go unhandled.
  pending ??= fetchContainer().catch((error: unknown) => {
    pending = null;
    console.warn('Notifications could not be loaded', error);
    return null;
  });
  return pending;
}

export function preloadNotifications() {
  void loadContainer();
}

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const hasNotifications = notifications.length + queue.length > 0;
  const [Container, setContainer] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!hasNotifications || Container) return;
    let cancelled = false;
    const attempt = () => {
      void loadContainer().then((loaded) => {
        if (!cancelled && loaded) setContainer(() => loaded);
      });
    };
    attempt();
    window.addEventListener('online', attempt);
    return () => {
      cancelled = true;
      window.removeEventListener('online', attempt);
    };
  }, [hasNotifications, Container]);

  return Container ? <Container /> : null;
}
