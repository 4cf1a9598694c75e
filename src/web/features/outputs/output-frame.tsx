import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { FullScreenFrame } from '../../components/full-screen-frame.tsx';
import { paths } from '../../config/paths.ts';
import { useRouteParams } from '../../lib/route-params.ts';

/**
 * Outputs are shown on projectors, TVs and in OBS/vMix. Public ones have no way back into the
 * app (their viewers have no account); the operators' ones link back to the game.
 */
export function OutputFrame({
  title,
  purpose,
  linkBack = false,
}: {
  title: string;
  purpose: string;
  linkBack?: boolean;
}) {
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  return (
    <FullScreenFrame
      title={title}
      footer={
        linkBack ? (
          <Anchor component={Link} to={paths.game.href(params)}>
            Back to the game
          </Anchor>
        ) : undefined
      }
    >
      {purpose} There is no game data to show yet.
    </FullScreenFrame>
  );
}
