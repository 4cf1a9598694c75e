import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Profile } from '../../contract/profile.ts';
import { paths } from '../config/paths.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { notifyError } from '../lib/notify.ts';
import { ownImage } from '../lib/own-image.ts';
import { signOut } from '../lib/sign-out.ts';

export function UserMenu({ profile }: { profile: Profile }) {
  const t = useT('app');
  const [signingOut, setSigningOut] = useState(false);

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      setSigningOut(false);
      notifyError(error, t('shell.signOutFailed'));
    }
  };

  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.accountMenu')}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={ownImage(profile.image)} name={profile.name} color="blue" size={32} />
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {profile.name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {profile.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {profile.email}
          </Text>
        </Menu.Label>
        <Menu.Item
          component={Link}
          to={paths.profile.href()}
          leftSection={<IconUserCircle size={16} />}
        >
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.settings.href()}
          leftSection={<IconSettings size={16} />}
        >
          {t('nav.settings')}
        </Menu.Item>
        {profile.role === 'admin' ? (
          <Menu.Item
            component={Link}
            to={paths.admin.href()}
            leftSection={<IconShieldLock size={16} />}
          >
            {t('nav.admin')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          disabled={signingOut}
          onClick={() => void handleSignOut()}
        >
          {t('shell.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
