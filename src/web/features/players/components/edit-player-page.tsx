import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { PlayerForm, playerFieldNames } from './player-form.tsx';
import { QueryPage } from '../../../components/query-page.tsx';
import { usePlayer } from '../api/get-player.ts';
import { useUpdatePlayer } from '../api/update-player.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

export function EditPlayerPage() {
  const t = useT('manage');
  const params = useRouteParams('tournamentId', 'seasonId', 'teamId', 'playerId');
  const player = usePlayer(params.playerId);
  const navigate = useNavigate();
  const update = useUpdatePlayer(params.playerId);
  const back = paths.player.href(params);
  return (
    <QueryPage
      title={t('players.edit')}
      back={back}
      backLabel={t('players.backToPlayer')}
      query={player}
      what="player"
    >
      {(p) => (
        <PlayerForm
          player={p}
          submitLabel={t('players.save')}
          pending={update.isPending}
          error={update.error}
          onCancel={() => void navigate(back)}
          onSubmit={(body, setErrors) =>
            update.mutate(body, {
              onSuccess: () => {
                notifySuccess(t('players.saved'));
                void navigate(back);
              },
              onError: (error) => setErrors(fieldMessages(error, playerFieldNames)),
            })
          }
        />
      )}
    </QueryPage>
  );
}
