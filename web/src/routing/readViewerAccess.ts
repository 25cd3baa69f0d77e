import { graphql, readInlineData } from 'relay-runtime';
import type { readViewerAccessFragment$key } from '../../__generated__/readViewerAccessFragment.graphql';
import { buildAbility } from '../features/shell/buildAbility';
import type { ViewerAccess } from './routeAccess';

/**
 * The viewer's identity and ability rules, as the route rules read them. An `@inline` fragment, so
 * that route loaders (outside React) and the shell (inside) read the same fields of the same query.
 */
const fragment = graphql`
  fragment readViewerAccessFragment on Viewer @inline {
    user {
      userId
    }
    abilities {
      action
      subject
      conditions
      fields
      inverted
      reason
    }
  }
`;

export function readViewerAccess(viewer: readViewerAccessFragment$key): ViewerAccess {
  const data = readInlineData(fragment, viewer);
  return { userId: data.user.userId, ability: buildAbility(data.abilities) };
}
