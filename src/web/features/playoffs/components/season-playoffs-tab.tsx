// The season's playoffs (docs/product/league-pages.md#playoffs): the bracket once drawn, or the form to draw it from the
// standings. Drawing is premium (docs/product/plans.md): a free owner's admins see the upgrade prompt.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { hasFeature } from '../../../../domain/plans/plans.ts';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { UpgradePrompt } from '../../../components/upgrade-prompt.tsx';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { BracketCreateForm } from './bracket-create-form.tsx';
import { BracketView } from './bracket-view.tsx';
import { useTournamentAccess } from '../../tournaments/api/use-tournament-access.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useStandings } from '../../schedule/api/get-standings.ts';
import { useDeleteBracket } from '../api/delete-bracket.ts';
import { useBracket } from '../api/get-bracket.ts';

export function SeasonPlayoffsTab() {
  const t = useT('manage');
  const params = useRouteParams('tournamentId', 'seasonId');
  const { ownerPlan, can } = useTournamentAccess(params.tournamentId);
  const bracket = useBracket(params.seasonId);
  const remove = useDeleteBracket(params.seasonId);
  const admin = can('admin');
  return (
    <QueryState query={bracket} what="bracket">
      {({ bracket: b }) =>
        b ? (
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {t('playoffs.summary', { format: b.format, count: b.seeds.length })}
              </Text>
              <Group gap="sm">
                <FullScreenButton>
                  <BracketView bracket={b} tournamentId={params.tournamentId} />
                </FullScreenButton>
                {admin ? (
                  <ConfirmDeleteButton
                    label={t('playoffs.delete')}
                    question={t('playoffs.delete.question')}
                    remove={remove}
                  />
                ) : null}
              </Group>
            </Group>
            <BracketView bracket={b} tournamentId={params.tournamentId} />
          </Stack>
        ) : !admin || !hasFeature(ownerPlan.tier, 'playoffs') ? (
          <Stack gap="sm">
            <EmptyState title={t('playoffs.empty.title')} order={3}>
              {t('playoffs.empty.body')}
            </EmptyState>
            {admin ? <UpgradePrompt feature="playoffs" /> : null}
          </Stack>
        ) : (
          <CreateFromStandings seasonId={params.seasonId} />
        )
      }
    </QueryState>
  );
}

function CreateFromStandings({ seasonId }: { seasonId: string }) {
  const standings = useStandings(seasonId);
  return (
    <QueryState query={standings} what="standings">
      {({ rows }) => <BracketCreateForm seasonId={seasonId} rows={rows} />}
    </QueryState>
  );
}

/** The bracket over the whole screen, for a wall display or a projector. */
function FullScreenButton({ children }: { children: React.ReactNode }) {
  const t = useT('manage');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={open}>
        {t('playoffs.fullScreen')}
      </Button>
      <Modal opened={opened} onClose={close} fullScreen title={t('playoffs.fullScreen.title')}>
        {children}
      </Modal>
    </>
  );
}
