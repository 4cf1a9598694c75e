import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { TeamForm } from './team-form.tsx';
import { useCreateTeam } from '../api/create-team.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

export function CreateTeamPage() {
  const t = useT('manage');
  const params = useRouteParams('tournamentId', 'seasonId');
  const navigate = useNavigate();
  const create = useCreateTeam(params.seasonId);
  const back = paths.seasonTeams.href(params);
  return (
    <PageFrame
      title={t('teams.create.title')}
      description={
        <>
          {t('teams.create.description')}{' '}
          <Anchor component={Link} to={back}>
            {t('teams.create.back')}
          </Anchor>
        </>
      }
    >
      <TeamForm
        submitLabel={t('teams.create.submit')}
        pending={create.isPending}
        error={create.error}
        onCancel={() => void navigate(back)}
        onSubmit={(body, setErrors) =>
          create.mutate(body, {
            onSuccess: (team) => {
              notifySuccess(t('teams.created', { name: team.name }));
              void navigate(paths.team.href({ ...params, teamId: team.id }));
            },
            onError: (error) => setErrors(fieldMessages(error, Object.keys(body))),
          })
        }
      />
    </PageFrame>
  );
}
