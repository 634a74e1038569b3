import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { FriendMatches_user$key } from '../../__generated__/FriendMatches_user.graphql.ts';
import type { FriendMatches_match$data } from '../../__generated__/FriendMatches_match.graphql.ts';
import { useRegionLabel } from '../../games/region-label.ts';
import { titleLang } from '../../games/text-lang.ts';
import { formatPrice } from '../../collection/price.ts';
import { MemberLink } from '../../people/MemberLink.tsx';

/** A match as the lists and the offline copy of them hold it (unmasked where it is spread). */
export const friendMatchFields = graphql`
  fragment FriendMatches_match on TradeMatch {
    friendUsername
    friendDisplayName
    versionId
    versionDatabaseId
    gameDatabaseId
    gameTitle
    region
    console
    copies
    maxPriceCents
    currency
  }
`;

export type FriendMatch = Omit<FriendMatches_match$data, ' $fragmentType'>;

/**
 * Friends who have what the viewer wants (on the Wanted tab) or want what the viewer offers for
 * trade (on the For trade tab); each links to the friend's profile.
 */
export function FriendMatches({ user }: { user: FriendMatches_user$key }) {
  const data = useFragment(
    graphql`
      fragment FriendMatches_user on User
      @argumentDefinitions(wanted: { type: "Boolean!" }, trade: { type: "Boolean!" }) {
        friendsHavingWhatYouWant @include(if: $wanted) {
          ...FriendMatches_match @relay(mask: false)
        }
        friendsWantingWhatYouTrade @include(if: $trade) {
          ...FriendMatches_match @relay(mask: false)
        }
      }
    `,
    user,
  );
  return <FriendMatchesView having={data.friendsHavingWhatYouWant} wanting={data.friendsWantingWhatYouTrade} />;
}

/** The list itself; offline it is drawn from the matches kept on the device, as last seen. */
export function FriendMatchesView({
  having,
  wanting,
}: {
  having?: readonly FriendMatch[] | null;
  wanting?: readonly FriendMatch[] | null;
}) {
  const { i18n } = useLingui();
  const regionLabel = useRegionLabel();
  const matches = having ?? wanting;
  if (!matches) return null;
  const headingId = having ? 'matches-having' : 'matches-wanting';
  return (
    <section className="friend-matches" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {having ? <Trans>Friends who have what you want</Trans> : <Trans>Friends who want what you trade</Trans>}
      </h2>
      {matches.length === 0 ? (
        <p className="muted" role="status">
          {having ? (
            <Trans>None of your friends offers a version on your want list for trade yet.</Trans>
          ) : (
            <Trans>None of your friends wants a version you offer for trade yet.</Trans>
          )}
        </p>
      ) : (
        <ul className="match-list">
          {matches.map((match) => {
            return (
              <li key={`${match.friendUsername}-${match.versionId}`} className="match-row card">
                <h3>
                  <Link
                    to={`/games/${match.gameDatabaseId}?version=${match.versionDatabaseId}`}
                    lang={titleLang(match.gameTitle)}
                  >
                    {match.gameTitle}
                  </Link>
                </h3>
                <p className="copy-facts muted">
                  {match.console} · {regionLabel(match.region)}
                  {match.maxPriceCents != null && match.currency && (
                    <>
                      {' '}
                      · <Trans>at most {formatPrice(i18n.locale, match.maxPriceCents, match.currency)}</Trans>
                    </>
                  )}
                </p>
                <p>
                  <MemberLink username={match.friendUsername} displayName={match.friendDisplayName} />{' '}
                  {having ? (
                    <Plural value={match.copies} one="offers it for trade" other="offers # copies for trade" />
                  ) : (
                    <Trans>wants it</Trans>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
