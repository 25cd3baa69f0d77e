-- What a signed-in user may read is decided when their event stream opens (src/plugins/events.ts).
-- Whatever changes it — the account deactivated or its sessions ended, a membership, a role or a
-- role's rules, the user's service centres, what those centres serve — ends the user's open streams
-- on every api instance: whoever reads them (the gateway) reconnects and is refused (401) or gets
-- the new scope, and its clients refetch. Done here rather than in each route so that no write,
-- present or future, nor an operator's SQL, can leave a stream with yesterday's rights.
-- The payload is src/events/AppEvent.ts's `session.ended` without a `jti`. Identical notifications
-- of one transaction are delivered once, so a bulk change costs one message per user.
CREATE FUNCTION end_user_sessions(user_id uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('app_events', json_build_object('type', 'session.ended', 'userId', user_id)::text)
$$;
--> statement-breakpoint
-- PL/pgSQL, not SQL: a SQL function would stop reading its last SELECT after the first row.
CREATE FUNCTION end_service_center_sessions(center_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM end_user_sessions(u.user_id) FROM (
    SELECT t.user_id FROM technicians t WHERE t.service_center_id = center_id
    UNION
    SELECT scu.user_id FROM service_center_users scu WHERE scu.service_center_id = center_id
  ) u;
END $$;
--> statement-breakpoint
CREATE FUNCTION end_sessions_of_row_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM end_user_sessions(OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM end_user_sessions(NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION end_sessions_of_role_holders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM end_user_sessions(ur.user_id) FROM user_roles ur
    WHERE ur.role_id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.role_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.role_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION end_sessions_of_center_staff() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'service_centers' THEN
    PERFORM end_service_center_sessions(NEW.id);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM end_service_center_sessions(OLD.service_center_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM end_service_center_sessions(NEW.service_center_id); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION end_sessions_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM end_user_sessions(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_end_sessions
  AFTER UPDATE OF is_active, session_version ON users
  FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.session_version IS DISTINCT FROM NEW.session_version)
  EXECUTE FUNCTION end_sessions_of_user();
--> statement-breakpoint
CREATE TRIGGER organization_members_end_sessions
  AFTER INSERT OR UPDATE OR DELETE ON organization_members
  FOR EACH ROW EXECUTE FUNCTION end_sessions_of_row_user();
--> statement-breakpoint
CREATE TRIGGER user_roles_end_sessions
  AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION end_sessions_of_row_user();
--> statement-breakpoint
CREATE TRIGGER role_rules_end_sessions
  AFTER INSERT OR UPDATE OR DELETE ON role_rules
  FOR EACH ROW EXECUTE FUNCTION end_sessions_of_role_holders();
--> statement-breakpoint
CREATE TRIGGER technicians_end_sessions
  AFTER INSERT OR UPDATE OF user_id, service_center_id, is_active OR DELETE ON technicians
  FOR EACH ROW EXECUTE FUNCTION end_sessions_of_row_user();
--> statement-breakpoint
CREATE TRIGGER service_center_users_end_sessions
  AFTER INSERT OR UPDATE OR DELETE ON service_center_users
  FOR EACH ROW EXECUTE FUNCTION end_sessions_of_row_user();
--> statement-breakpoint
CREATE TRIGGER service_center_organizations_end_sessions
  AFTER INSERT OR UPDATE OR DELETE ON service_center_organizations
  FOR EACH ROW EXECUTE FUNCTION end_sessions_of_center_staff();
--> statement-breakpoint
CREATE TRIGGER service_centers_end_sessions
  AFTER UPDATE OF is_active ON service_centers
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION end_sessions_of_center_staff();
