import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { FullScreenFrame } from '../../components/full-screen-frame.tsx';
import { paths } from '../../config/paths.ts';
import { useRouteParams } from '../../lib/route-params.ts';

export function ConsoleFrame({ title, purpose }: { title: string; purpose: string }) {
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  return (
    <FullScreenFrame
      title={title}
      footer={
        <Anchor component={Link} to={paths.game.href(params)}>
          Back to the game
        </Anchor>
      }
    >
      {purpose} This game has no data to run yet.
    </FullScreenFrame>
  );
}
