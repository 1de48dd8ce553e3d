-- Every API replica keeps members' token versions to check a signed-in request without a query; a change (a
-- password reset or change, an account deletion: older sessions end) is announced to all of them.
CREATE FUNCTION members_announce_token_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fanhub_token_versions', NEW.id::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER members_token_version_changed AFTER UPDATE OF token_version ON members
  FOR EACH ROW WHEN (NEW.token_version IS DISTINCT FROM OLD.token_version)
  EXECUTE FUNCTION members_announce_token_version();
