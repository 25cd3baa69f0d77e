import type { Resolvers } from '../src/__generated__/resolvers-types.ts';
import { Node } from './base/Node.ts';
import { node } from './base/Query/node.ts';
import { nodes } from './base/Query/nodes.ts';
import { DateTime, JSON } from './base/scalars.ts';
import { AbilityRule } from './viewer/AbilityRule.ts';
import { login } from './viewer/Mutation/login.ts';
import { logout } from './viewer/Mutation/logout.ts';
import { markNotificationRead } from './viewer/Mutation/markNotificationRead.ts';
import { requestPasswordReset } from './viewer/Mutation/requestPasswordReset.ts';
import { resetPassword } from './viewer/Mutation/resetPassword.ts';
import { updateUserConfig } from './viewer/Mutation/updateUserConfig.ts';
import { viewer } from './viewer/Query/viewer.ts';
import { ReleaseNotification } from './viewer/ReleaseNotification.ts';
import { viewerChanged } from './viewer/Subscription/viewerChanged.ts';
import { User } from './viewer/User.ts';
import { UserOrganization } from './viewer/UserOrganization.ts';
import { UserRole } from './viewer/UserRole.ts';
import { Viewer } from './viewer/Viewer.ts';

/** Every resolver of the schema; each domain adds its Query/Mutation/Subscription fields and types. */
export const resolvers: Resolvers = {
  DateTime,
  JSON,
  Node,
  Query: { node, nodes, viewer },
  Mutation: { login, logout, requestPasswordReset, resetPassword, updateUserConfig, markNotificationRead },
  Subscription: { viewerChanged },
  Viewer,
  User,
  UserRole,
  UserOrganization,
  AbilityRule,
  ReleaseNotification,
};
