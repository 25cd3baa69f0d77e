import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useViewerUtcOffsetQuery } from '../../../../__generated__/useViewerUtcOffsetQuery.graphql';

/**
 * The viewer's UTC offset for showing times. A tab gets only the device, so it asks for the offset
 * itself; the page's query has usually put it in the store already, so this rarely goes to the server.
 */
export function useViewerUtcOffset(): number {
  const data = useLazyLoadQuery<useViewerUtcOffsetQuery>(
    graphql`
      query useViewerUtcOffsetQuery {
        viewer {
          config {
            utcOffset
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return data.viewer?.config.utcOffset ?? 0;
}
