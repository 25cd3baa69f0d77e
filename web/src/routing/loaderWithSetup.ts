import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import { getEnvironment } from '../relay/environmentHolder';
import { loadSetupQuery, type SetupAnswer } from '../relay/loadSetupQuery';

/** A list page's loader, given its setup query's answer (already on its way). */
export type SetupLoader<T extends OperationType> = (args: LoaderFunctionArgs, setup: Promise<SetupAnswer<T>>) => Promise<unknown>;

/**
 * A list route's loader whose setup query (the lookups its URL is checked against) goes out as soon
 * as the route matches, beside the download of the loader's own code. That code needs the pages'
 * shared chunk (zod, the list kit, ~75 kB gzip): loaded first, it held the setup query — and the
 * page query after it — back until all of that had arrived and run. The query's artifact alone is
 * a few hundred bytes in a chunk of its own.
 */
export function loaderWithSetup<T extends OperationType>(
  setupQuery: () => Promise<{ default: ConcreteRequest }>,
  loader: () => Promise<SetupLoader<T>>,
): LoaderFunction {
  return async (args) => {
    const setup = setupQuery().then((artifact) => loadSetupQuery<T>(getEnvironment(), artifact.default));
    // The loader awaits it (and says what failed); until then a failure is not an unhandled one.
    setup.catch(() => undefined);
    const load = await loader();
    return load(args, setup);
  };
}
