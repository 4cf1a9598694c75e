import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { PlayerForm, playerFieldNames } from './player-form.tsx';
import { useTeam } from '../../teams/api/get-team.ts';
import { useCreatePlayer } from '../api/create-player.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

export function CreatePlayerPage() {
  const t = useT('manage');
  const params = useRouteParams('tournamentId', 'seasonId', 'teamId');
  const team = useTeam(params.teamId);
  const navigate = useNavigate();
  const create = useCreatePlayer(params.teamId);
  const back = paths.team.href(params);
  return (
    <PageFrame
      title={t('players.create.title')}
      description={
        <Anchor component={Link} to={back}>
          {team.data
            ? t('players.backToTeam', { team: team.data.name })
            : t('players.backToTheTeam')}
        </Anchor>
      }
    >
      <PlayerForm
        submitLabel={t('players.add')}
        pending={create.isPending}
        error={create.error}
        onCancel={() => void navigate(back)}
        onSubmit={(body, setErrors) =>
          create.mutate(body, {
            onSuccess: (player) => {
              notifySuccess(
                t('players.created', { name: `${player.firstName} ${player.lastName}` }),
              );
              void navigate(back);
            },
            onError: (error) => setErrors(fieldMessages(error, playerFieldNames)),
          })
        }
      />
    </PageFrame>
  );
}
