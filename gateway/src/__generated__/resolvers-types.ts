import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserDto, UserRoleDto, UserOrganizationDto, UserConfigDto, RuleDto, ReleaseNotificationDto, ViewerSource } from '../mappers.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time string in UTC, for example `2026-11-22T08:30:00.000Z`. */
  DateTime: { input: string; output: string; }
  /** Arbitrary JSON: used for ability-rule conditions, whose shape is a MongoDB-style query (CASL). */
  JSON: { input: unknown; output: unknown; }
};

/**
 * One CASL ability rule: the user may (or, when `inverted`, may not) do `action` on `subject`,
 * optionally only where `conditions` match. The web uses these rules only to decide what to show;
 * the API enforces them on every call.
 */
export type AbilityRule = {
  __typename?: 'AbilityRule';
  /** The actions, for example `read`, `update`, `manage` (every action). */
  action: Array<Scalars['String']['output']>;
  /** A MongoDB-style condition on the subject's fields, for example `{ "orgId": { "$in": ["..."] } }`. */
  conditions?: Maybe<Scalars['JSON']['output']>;
  /** The fields the rule is limited to; `null` for every field. */
  fields?: Maybe<Array<Scalars['String']['output']>>;
  /** True when the rule forbids instead of allows. */
  inverted: Scalars['Boolean']['output'];
  /** Why an inverted rule forbids, when the API gives a reason. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The subjects, for example `Device`, `Service`, `all` (every subject). */
  subject: Array<Scalars['String']['output']>;
};

/** A failing input field of a mutation, as the REST API reported it. */
export type FieldError = {
  __typename?: 'FieldError';
  /** The dotted path of the failing field, for example `email`. */
  field: Scalars['String']['output'];
  /** What is wrong with it, in the user's language where the API knows it. */
  message: Scalars['String']['output'];
};

/** An interface language of the product. */
export type Language =
  /** Danish, the default. */
  | 'da'
  /** English. */
  | 'en';

/** The e-mail and password to sign in with. */
export type LoginInput = {
  /** The e-mail address; trimmed and lowercased by the server. */
  email: Scalars['String']['input'];
  /** The password. */
  password: Scalars['String']['input'];
};

/** A successful sign-in. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The bearer token (a signed JWT) to send as `Authorization: Bearer <token>` on later requests. */
  token: Scalars['String']['output'];
  /** The signed-in user. */
  user: User;
};

/** Ends the current session. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** True when the token was revoked on the server. */
  ok: Scalars['Boolean']['output'];
};

/** Marks a release notification read for the signed-in user. */
export type MarkNotificationReadInput = {
  /** The notification's REST id (`ReleaseNotification.notificationId`). */
  notificationId: Scalars['String']['input'];
};

/** The answer to marking a notification read. */
export type MarkNotificationReadPayload = {
  __typename?: 'MarkNotificationReadPayload';
  /** The notification's REST id that was marked read. */
  notificationId: Scalars['String']['output'];
  /** The viewer, to refetch the remaining notifications. */
  viewer?: Maybe<Viewer>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Signs in with e-mail and password. Wrong credentials give an `UNAUTHENTICATED` error. */
  login: LoginPayload;
  /** Signs out: revokes the current token on the server. */
  logout: LogoutPayload;
  /** Marks a release notification read for the signed-in user. */
  markNotificationRead: MarkNotificationReadPayload;
  /** Sends a one-time password-reset link to the address, if an account has it. */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Sets a new password with the token of a reset link. */
  resetPassword: ResetPasswordPayload;
  /** Changes the signed-in user's language or UTC offset. */
  updateUserConfig: UpdateUserConfigPayload;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkNotificationReadArgs = {
  input: MarkNotificationReadInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationUpdateUserConfigArgs = {
  input: UpdateUserConfigInput;
};

/** An object with a globally unique, opaque id that `Query.node` can fetch again (Relay). */
export type Node = {
  /** The opaque global id of this object. */
  id: Scalars['ID']['output'];
};

/**
 * Where a page of a connection starts and ends (Relay cursor connections). Numbered pages are offset
 * cursors, so a client may also jump to any page with `first` and `after`.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the last item of this page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when items precede this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first item of this page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Fetches any object by its global id (Relay). */
  node?: Maybe<Node>;
  /** Fetches several objects by their global ids, `null` for ids that do not resolve (Relay). */
  nodes: Array<Maybe<Node>>;
  /** The signed-in user, or `null` when the request carries no valid token. */
  viewer?: Maybe<Viewer>;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** A new-release announcement that the signed-in user has not yet dismissed. */
export type ReleaseNotification = Node & {
  __typename?: 'ReleaseNotification';
  /** When the release was announced. */
  createdAt: Scalars['DateTime']['output'];
  /** The opaque global id of the notification. */
  id: Scalars['ID']['output'];
  /** The notification's id in the REST API, used to mark it read. */
  notificationId: Scalars['String']['output'];
  /** The released version, for example `1.49.3`; `null` for a generic update message. */
  releaseVersion?: Maybe<Scalars['String']['output']>;
};

/** Starts a password reset for an e-mail address. */
export type RequestPasswordResetInput = {
  /** The e-mail address of the account. */
  email: Scalars['String']['input'];
  /** The language of the e-mail; the account's language when omitted. */
  language?: InputMaybe<Language>;
};

/** The answer to a password-reset request. It is the same whether or not the account exists. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True when the request was accepted. */
  ok: Scalars['Boolean']['output'];
};

/** Sets a new password with a one-time reset token. */
export type ResetPasswordInput = {
  /** The new password: at least 8 characters. */
  password: Scalars['String']['input'];
  /** The one-time token from the reset link. */
  token: Scalars['String']['input'];
};

/** The answer to setting a new password. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** True when the password was changed; the reset link can then not be used again. */
  ok: Scalars['Boolean']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Emits the viewer again whenever something of the signed-in user's session changes on the server:
   * their roles and so their ability rules, their settings, or their release notifications. Fed by the
   * API's event stream, so a change made through any instance or tool reaches every open page.
   * Authenticate with `connectionParams: { authorization: "Bearer <token>" }`.
   */
  viewerChanged: Viewer;
};

/** Changes the signed-in user's settings. Omitted fields are left as they are. */
export type UpdateUserConfigInput = {
  /** The interface language. */
  language?: InputMaybe<Language>;
  /** The offset from UTC in whole hours, between -12 and 14. */
  utcOffset?: InputMaybe<Scalars['Int']['input']>;
};

/** The signed-in user's settings after the change. */
export type UpdateUserConfigPayload = {
  __typename?: 'UpdateUserConfigPayload';
  /** The stored settings. */
  config: UserConfig;
};

/** A person who signs in to the product. */
export type User = Node & {
  __typename?: 'User';
  /** When the user was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail address the user signs in with, lowercased. */
  email: Scalars['String']['output'];
  /** The user's first name. */
  firstName: Scalars['String']['output'];
  /** The opaque global id of the user. */
  id: Scalars['ID']['output'];
  /** The user's last name. */
  lastName: Scalars['String']['output'];
  /** First and last name together, for display. */
  name: Scalars['String']['output'];
  /** The organisations the user belongs to. */
  organizations: Array<UserOrganization>;
  /** The user's roles, platform-wide and per organisation. */
  roles: Array<UserRole>;
  /** The user's id in the REST API (`_id`). */
  userId: Scalars['String']['output'];
};

/** The signed-in user's settings, stored on the server. */
export type UserConfig = {
  __typename?: 'UserConfig';
  /** The interface language. */
  language: Language;
  /** The user's offset from UTC in whole hours, used to show times and to aggregate by day. */
  utcOffset: Scalars['Int']['output'];
};

/** An organisation the user is a member of. */
export type UserOrganization = {
  __typename?: 'UserOrganization';
  /** The organisation's name. */
  name: Scalars['String']['output'];
  /** The organisation's id in the REST API. */
  organizationId: Scalars['String']['output'];
};

/** A role held by a user, either platform-wide or within one organisation. */
export type UserRole = {
  __typename?: 'UserRole';
  /** The role's name, for example `Platform administrator`. */
  name: Scalars['String']['output'];
  /** The organisation the role applies to; `null` for a platform-wide role. */
  organizationId?: Maybe<Scalars['String']['output']>;
  /** The role's id in the REST API. */
  roleId: Scalars['String']['output'];
};

/** The signed-in user and what belongs to their session. */
export type Viewer = Node & {
  __typename?: 'Viewer';
  /** The user's ability rules across every organisation (`GET /users/abilities`). */
  abilities: Array<AbilityRule>;
  /** The user's stored settings. */
  config: UserConfig;
  /** The opaque global id of the viewer; stable per user, so Relay merges every fetch of it. */
  id: Scalars['ID']['output'];
  /** Release announcements the user has not dismissed, newest first. */
  newReleaseNotifications: Array<ReleaseNotification>;
  /** The user's ability rules within one organisation (`GET /organizations/{id}/abilities`). */
  organizationAbilities: Array<AbilityRule>;
  /** The ability rules of the user's platform-wide roles (`GET /roles/abilities`). */
  roleAbilities: Array<AbilityRule>;
  /** The signed-in user. */
  user: User;
};


/** The signed-in user and what belongs to their session. */
export type ViewerOrganizationAbilitiesArgs = {
  organizationId: Scalars['String']['input'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Node:
    | ( ReleaseNotificationDto )
    | ( UserDto )
    | ( ViewerSource )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AbilityRule: ResolverTypeWrapper<RuleDto>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FieldError: ResolverTypeWrapper<FieldError>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Language: Language;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'user'> & { user: ResolversTypes['User'] }>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MarkNotificationReadInput: MarkNotificationReadInput;
  MarkNotificationReadPayload: ResolverTypeWrapper<Omit<MarkNotificationReadPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReleaseNotification: ResolverTypeWrapper<ReleaseNotificationDto>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateUserConfigInput: UpdateUserConfigInput;
  UpdateUserConfigPayload: ResolverTypeWrapper<Omit<UpdateUserConfigPayload, 'config'> & { config: ResolversTypes['UserConfig'] }>;
  User: ResolverTypeWrapper<UserDto>;
  UserConfig: ResolverTypeWrapper<UserConfigDto>;
  UserOrganization: ResolverTypeWrapper<UserOrganizationDto>;
  UserRole: ResolverTypeWrapper<UserRoleDto>;
  Viewer: ResolverTypeWrapper<ViewerSource>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AbilityRule: RuleDto;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  FieldError: FieldError;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'user'> & { user: ResolversParentTypes['User'] };
  LogoutPayload: LogoutPayload;
  MarkNotificationReadInput: MarkNotificationReadInput;
  MarkNotificationReadPayload: Omit<MarkNotificationReadPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  ReleaseNotification: ReleaseNotificationDto;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  UpdateUserConfigInput: UpdateUserConfigInput;
  UpdateUserConfigPayload: Omit<UpdateUserConfigPayload, 'config'> & { config: ResolversParentTypes['UserConfig'] };
  User: UserDto;
  UserConfig: UserConfigDto;
  UserOrganization: UserOrganizationDto;
  UserRole: UserRoleDto;
  Viewer: ViewerSource;
}>;

export type AbilityRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AbilityRule'] = ResolversParentTypes['AbilityRule']> = ResolversObject<{
  action?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  conditions?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  fields?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  inverted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type LogoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MarkNotificationReadPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarkNotificationReadPayload'] = ResolversParentTypes['MarkNotificationReadPayload']> = ResolversObject<{
  notificationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['MarkNotificationReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  updateUserConfig?: Resolver<ResolversTypes['UpdateUserConfigPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserConfigArgs, 'input'>>;
}>;

export type NodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ReleaseNotification' | 'User' | 'Viewer', ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type ReleaseNotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReleaseNotification'] = ResolversParentTypes['ReleaseNotification']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notificationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  releaseVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RequestPasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  viewerChanged?: SubscriptionResolver<ResolversTypes['Viewer'], "viewerChanged", ParentType, ContextType>;
}>;

export type UpdateUserConfigPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateUserConfigPayload'] = ResolversParentTypes['UpdateUserConfigPayload']> = ResolversObject<{
  config?: Resolver<ResolversTypes['UserConfig'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['UserOrganization']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['UserRole']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserConfig'] = ResolversParentTypes['UserConfig']> = ResolversObject<{
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  utcOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserOrganizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserOrganization'] = ResolversParentTypes['UserOrganization']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  abilities?: Resolver<Array<ResolversTypes['AbilityRule']>, ParentType, ContextType>;
  config?: Resolver<ResolversTypes['UserConfig'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newReleaseNotifications?: Resolver<Array<ResolversTypes['ReleaseNotification']>, ParentType, ContextType>;
  organizationAbilities?: Resolver<Array<ResolversTypes['AbilityRule']>, ParentType, ContextType, RequireFields<ViewerOrganizationAbilitiesArgs, 'organizationId'>>;
  roleAbilities?: Resolver<Array<ResolversTypes['AbilityRule']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AbilityRule?: AbilityRuleResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FieldError?: FieldErrorResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MarkNotificationReadPayload?: MarkNotificationReadPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReleaseNotification?: ReleaseNotificationResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  UpdateUserConfigPayload?: UpdateUserConfigPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConfig?: UserConfigResolvers<ContextType>;
  UserOrganization?: UserOrganizationResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

