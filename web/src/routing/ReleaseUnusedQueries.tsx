import { useEffect } from 'react';
import { Outlet, useMatches, useNavigation, useRevalidator } from 'react-router-dom';
import { releaseQueryRefs } from '../relay/preload';
import { runAfterNavigation } from './afterNavigation';

/**
 * The root layout. The router has no hook for leaving a route, so the query refs that loaders
 * preload are released here instead: whenever the router is at rest, every ref that no matched
 * route's data holds any more is disposed (the page that used it has been left or has loaded
 * anew). Waiting for rest keeps the refs of a navigation still in progress. At rest it also shows
 * what the loaders left for the page they led to (afterNavigation).
 */
export function ReleaseUnusedQueries() {
  const matches = useMatches();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const atRest = navigation.state === 'idle' && revalidator.state === 'idle';

  useEffect(() => {
    if (!atRest) return;
    releaseQueryRefs(new Set(matches.map((match) => match.loaderData)));
    runAfterNavigation();
  }, [atRest, matches]);

  return <Outlet />;
}
