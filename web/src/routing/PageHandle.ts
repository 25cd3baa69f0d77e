import type { MessageDescriptor } from '@lingui/core';
import type { Params } from 'react-router-dom';
import type { AccessRule } from './routeAccess';

/** A page's name, fixed or chosen from its route parameters (a wizard step's name). */
export type PageTitle = MessageDescriptor | ((params: Params) => MessageDescriptor);

/**
 * What a shell page's route carries for those who read the matched routes: its name (the
 * breadcrumb, and the "not built yet" page's heading) and its access rule (the shell re-checks it
 * when the viewer's rules change). A class, so that `match.handle instanceof PageHandle` tells a
 * page's handle from anything else.
 */
export class PageHandle {
  constructor(
    private readonly name: PageTitle,
    readonly access: AccessRule,
  ) {}

  title(params: Params): MessageDescriptor {
    return typeof this.name === 'function' ? this.name(params) : this.name;
  }
}
