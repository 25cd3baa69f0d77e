import { useEffect } from 'react';
import { Outlet, useMatches, useNavigation, useRevalidator } from 'react-router-dom';
import { releaseQueryRefs } from '../relay/preload';

/**
 * The root layout. The router has no hook for leaving a route, so the query refs that loaders
 * preload are released here instead: whenever the router is at rest, every ref that no matched
 * route's data holds any more is disposed (the page that used it has been left or has loaded
 * anew). Waiting for rest keeps the refs of a navigation still in progress.
 */
export function ReleaseUnusedQueries() {
  const matches = useMatches();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const atRest = navigation.state === 'idle' && revalidator.state === 'idle';

  useEffect(() => {
    if (atRest) releaseQueryRefs(new Set(matches.map((match) => match.loaderData)));
  }, [atRest, matches]);

  return <Outlet />;
}
