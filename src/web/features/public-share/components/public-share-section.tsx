// The share panel where the tournament's settings are, once the public site is on and has an
// address; nothing while it is off (the "Public site" settings are where it is turned on).
import { QueryState } from '../../../components/query-state.tsx';
import { useLocale } from '../../../lib/i18n/i18n-store.ts';
import { usePublicSite } from '../../tournaments/api/public-site.ts';
import { useTournamentAccess } from '../../tournaments/api/use-tournament-access.ts';
import { SharePanel } from './share-panel.tsx';

export function PublicShareSection({
  tournamentId,
  leagueName,
}: {
  tournamentId: string;
  leagueName: string;
}) {
  const site = usePublicSite(tournamentId);
  const { tournament } = useTournamentAccess(tournamentId);
  const locale = useLocale();
  return (
    <QueryState query={site} what="publicSite">
      {(s) =>
        s.enabled && s.slug && s.url ? (
          <SharePanel
            tournamentId={tournamentId}
            leagueName={leagueName}
            language={tournament?.language ?? locale}
            slug={s.slug}
            url={s.url}
          />
        ) : null
      }
    </QueryState>
  );
}
