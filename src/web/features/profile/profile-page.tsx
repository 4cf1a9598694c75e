import { Stack } from '@mantine/core';
import { PageFrame } from '../../components/page-frame.tsx';
import { useProfile } from '../../lib/session.ts';
import { AccountCard } from './account-card.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { DeactivateCard } from './deactivate-card.tsx';
import { SessionsCard } from './sessions-card.tsx';

export function ProfilePage() {
  const profile = useProfile();
  return (
    <PageFrame title="Profile" description="Your name, password, devices and account status.">
      <Stack gap="lg" maw={760}>
        <AccountCard profile={profile} />
        <ChangePasswordCard />
        <SessionsCard />
        <DeactivateCard />
      </Stack>
    </PageFrame>
  );
}
