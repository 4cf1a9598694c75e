import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { TeamForm } from './team-form.tsx';
import { useCreateTeam } from '../api/create-team.ts';

export function CreateTeamPage() {
  const params = useRouteParams('tournamentId', 'seasonId');
  const navigate = useNavigate();
  const create = useCreateTeam(params.seasonId);
  const back = paths.seasonTeams.href(params);
  return (
    <PageFrame
      title="Add a team"
      description={
        <>
          A team has a name, a short name for scoreboards, colours and a roster.{' '}
          <Anchor component={Link} to={back}>
            Back to the teams
          </Anchor>
        </>
      }
    >
      <TeamForm
        submitLabel="Create team"
        pending={create.isPending}
        error={create.error}
        onCancel={() => void navigate(back)}
        onSubmit={(body, setErrors) =>
          create.mutate(body, {
            onSuccess: (team) => {
              notifySuccess(`${team.name} was added.`);
              void navigate(paths.team.href({ ...params, teamId: team.id }));
            },
            onError: (error) => setErrors(fieldMessages(error, Object.keys(body))),
          })
        }
      />
    </PageFrame>
  );
}
