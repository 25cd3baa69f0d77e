import { createContext } from 'react';
import type { ViewerAccess } from './routeAccess';

/** The signed-in viewer's rules, provided by the shell; `null` outside it (signed out). */
export const ViewerAccessContext = createContext<ViewerAccess | null>(null);
