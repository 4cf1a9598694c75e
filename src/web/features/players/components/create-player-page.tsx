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

export function CreatePlayerPage() {
  const params = useRouteParams('tournamentId', 'seasonId', 'teamId');
  const team = useTeam(params.teamId);
  const navigate = useNavigate();
  const create = useCreatePlayer(params.teamId);
  const back = paths.team.href(params);
  return (
    <PageFrame
      title="Add a player"
      description={
        <Anchor component={Link} to={back}>
          Back to {team.data?.name ?? 'the team'}
        </Anchor>
      }
    >
      <PlayerForm
        submitLabel="Add player"
        pending={create.isPending}
        error={create.error}
        onCancel={() => void navigate(back)}
        onSubmit={(body, setErrors) =>
          create.mutate(body, {
            onSuccess: (player) => {
              notifySuccess(`${player.firstName} ${player.lastName} was added.`);
              void navigate(back);
            },
            onError: (error) => setErrors(fieldMessages(error, playerFieldNames)),
          })
        }
      />
    </PageFrame>
  );
}
