import { useLingui } from '@lingui/react/macro';
import { useContext } from 'react';
import { useMatches } from 'react-router-dom';
import { pageTrail } from './pageTrail';
import { ViewerAccessContext } from './ViewerAccessContext';

export type Breadcrumb = {
  title: string;
  path: string;
  /** Whether the viewer may open it: a crumb they may not is shown, but not as a link. */
  allowed: boolean;
};

/** The path from the section down to the page shown, named in the current language. */
export function useBreadcrumbs(): Breadcrumb[] {
  const { i18n } = useLingui();
  const viewer = useContext(ViewerAccessContext);
  return pageTrail(useMatches()).map(({ handle, pathname, params }) => ({
    title: i18n._(handle.title(params)),
    path: pathname,
    allowed: viewer ? handle.access(viewer, params) : false,
  }));
}
