import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { PlayerForm, playerFieldNames } from './player-form.tsx';
import { QueryPage } from '../../../components/query-page.tsx';
import { usePlayer } from '../api/get-player.ts';
import { useUpdatePlayer } from '../api/update-player.ts';

export function EditPlayerPage() {
  const params = useRouteParams('tournamentId', 'seasonId', 'teamId', 'playerId');
  const player = usePlayer(params.playerId);
  const navigate = useNavigate();
  const update = useUpdatePlayer(params.playerId);
  const back = paths.player.href(params);
  return (
    <QueryPage
      title="Edit player"
      back={back}
      backLabel="Back to the player"
      query={player}
      what="player"
    >
      {(p) => (
        <PlayerForm
          player={p}
          submitLabel="Save player"
          pending={update.isPending}
          error={update.error}
          onCancel={() => void navigate(back)}
          onSubmit={(body, setErrors) =>
            update.mutate(body, {
              onSuccess: () => {
                notifySuccess('The player was saved.');
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
