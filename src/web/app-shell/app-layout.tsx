// The app shell of the signed-in pages (consoles and outputs live outside it, full screen).
import { Anchor, AppShell, Burger, Group, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCrown,
  IconLayoutDashboard,
  IconSettings,
  IconTrophy,
  IconUserCircle,
} from '@tabler/icons-react';
import { useEffect, type ComponentType } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { preloadNotifications } from '../components/notifications-host.tsx';
import { PlanBadge } from '../components/plan-badge.tsx';
import { paths } from '../config/paths.ts';
import { productName } from '../config/product.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { useProfile } from '../lib/session.ts';
import { UserMenu } from './user-menu.tsx';

interface NavItem {
  label: 'nav.dashboard' | 'nav.tournaments' | 'nav.profile' | 'nav.settings' | 'nav.upgrade';
  href: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  isActive: (pathname: string) => boolean;
}

const navItems: NavItem[] = [
  {
    label: 'nav.dashboard',
    href: paths.dashboard.href(),
    icon: IconLayoutDashboard,
    isActive: (p) => p === paths.home.href() || p === paths.dashboard.href(),
  },
  {
    label: 'nav.tournaments',
    href: paths.tournaments.href(),
    icon: IconTrophy,
    isActive: (p) => p === paths.tournaments.href() || p.startsWith(`${paths.tournaments.href()}/`),
  },
  {
    label: 'nav.profile',
    href: paths.profile.href(),
    icon: IconUserCircle,
    isActive: (p) => p === paths.profile.href(),
  },
  {
    label: 'nav.settings',
    href: paths.settings.href(),
    icon: IconSettings,
    isActive: (p) => p === paths.settings.href(),
  },
  {
    label: 'nav.upgrade',
    href: paths.upgrade.href(),
    icon: IconCrown,
    isActive: (p) =>
      p === paths.upgrade.href() || p === paths.checkout.href() || p === paths.paySuccess.href(),
  },
];

export function AppLayout() {
  const t = useT('app');
  const profile = useProfile();
  const { pathname } = useLocation();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  useEffect(preloadNotifications, []);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? t('nav.close') : t('nav.open')}
            />
            <Anchor
              component={Link}
              to={paths.home.href()}
              c="inherit"
              underline="never"
              fw={800}
              fz="xl"
            >
              {productName}
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="xs">
              <PlanBadge profile={profile} />
            </Group>
            <UserMenu profile={profile} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('nav.main')}>
        {navItems.map((item) => {
          const active = item.isActive(pathname);
          return (
            <NavLink
              key={item.href}
              component={Link}
              to={item.href}
              label={t(item.label)}
              leftSection={<item.icon size={18} stroke={1.6} />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={closeNav}
            />
          );
        })}
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
