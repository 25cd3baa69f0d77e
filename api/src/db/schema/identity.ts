import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns.ts';
import { networkTypes } from './networkTypes.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** The group organisation this one belongs to (`group_org_id` in the specs). */
    parentId: uuid('parent_id').references((): AnyPgColumn => organizations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organizations_parent_id_idx').on(t.parentId),
    // Names are unique whatever their case (POST /organizations answers 409 for a taken one).
    uniqueIndex('organizations_name_key').on(sql`lower(${t.name})`),
    // The organisations list's search matches anywhere in the name (ILIKE '%…%').
    index('organizations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Dashboard groups of devices inside an organisation (devices linked in `group_devices`). */
export const groups = pgTable(
  'groups',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('groups_organization_id_name_key').on(t.organizationId, t.name)],
);

/**
 * What a user search matches: name and e-mail as one text, so that "jens han" and "hansen@" both
 * find Jens Hansen. The list's query and the trigram index `users_search_trgm_idx` use this same
 * expression, which is what lets the index serve `ILIKE '%…%'`.
 */
export const userSearchText = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) =>
  sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email})`;

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    /**
     * argon2id PHC string; null while an invited user has not yet chosen a password with the link of
     * their invitation (nobody can sign in as them until then).
     */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    language: text('language', { enum: ['da', 'en'] }).notNull().default('da'),
    /** Whole hours from UTC the user reads times in. */
    utcOffset: integer('utc_offset').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped when every session must end (password reset); tokens carry the version they were issued under. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_language_check', sql`${t.language} in ('da', 'en')`),
    check('users_utc_offset_check', sql`${t.utcOffset} between -12 and 14`),
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    // The users list's orders (GET /users `sort`), each ending on the id as the query does.
    index('users_name_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    index('users_created_at_idx').on(t.createdAt, t.id),
  ],
);

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('organization_members_user_id_idx').on(t.userId),
  ],
);

/** A role is platform-wide when `organization_id` is null, otherwise defined by one organisation. */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    isSystem: boolean('is_system').notNull().default(false),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('roles_organization_id_name_key').on(t.organizationId, t.name).nullsNotDistinct()],
);

/**
 * CASL raw rules of a role, in evaluation order (`position`). `conditions` may hold the placeholders
 * "${user.organizationIds}" or "${organizationId}" that the abilities code fills in per user.
 */
export const roleRules = pgTable(
  'role_rules',
  {
    id: id(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    action: text('action').array().notNull(),
    subject: text('subject').array().notNull(),
    conditions: jsonb('conditions').$type<Record<string, unknown>>(),
    fields: text('fields').array(),
    inverted: boolean('inverted').notNull().default(false),
    reason: text('reason'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('role_rules_role_id_position_idx').on(t.roleId, t.position)],
);

/** A user holds a role platform-wide (organization_id null) or within one organisation. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_roles_user_role_org_key').on(t.userId, t.roleId, t.organizationId).nullsNotDistinct(),
    index('user_roles_role_id_idx').on(t.roleId),
    index('user_roles_organization_id_idx').on(t.organizationId),
  ],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * Narrows what the key may ingest to the devices of one group of the organisation; null: every
     * device of the organisation. Deleting a group is refused while an unrevoked key names it.
     */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** Narrows it to devices of one network (the integration it is for: `sigfox`, `nbiot`, ...); null: any. */
    network: text('network', { enum: networkTypes }),
    /** First characters of the key, shown to identify it; the key itself is only stored hashed. */
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    index('api_keys_organization_id_idx').on(t.organizationId),
    index('api_keys_group_id_idx').on(t.groupId),
    oneOf('api_keys_network_check', t.network, networkTypes),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId), index('password_reset_tokens_expires_at_idx').on(t.expiresAt)],
);

/** JWT ids revoked by logout, kept until the token would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

/** Sign-in attempts for rate limiting; `key` is e.g. `email|ip`. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    key: text('key').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: tstz('attempted_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_key_attempted_at_idx').on(t.key, t.attemptedAt),
    index('login_attempts_attempted_at_idx').on(t.attemptedAt),
  ],
);

export const releaseNotifications = pgTable(
  'release_notifications',
  {
    id: id(),
    /** Null for a generic update message; a version is announced once. */
    releaseVersion: text('release_version'),
    title: text('title').notNull(),
    /** What is new, in Danish and in English (each reader sees their language's, else the other). */
    notesDa: text('notes_da'),
    notesEn: text('notes_en'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('release_notifications_created_at_idx').on(t.createdAt.desc()),
    unique('release_notifications_release_version_key').on(t.releaseVersion),
  ],
);

export const releaseNotificationReads = pgTable(
  'release_notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => releaseNotifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: tstz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('release_notification_reads_user_id_idx').on(t.userId)],
);

/** Who changed what. `id` is a sequence so entries keep their insertion order. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    subjectId: text('subject_id'),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subject, t.subjectId),
    index('audit_log_created_at_idx').on(t.createdAt.desc()),
    index('audit_log_organization_id_idx').on(t.organizationId),
    index('audit_log_actor_user_id_idx').on(t.actorUserId),
  ],
);
