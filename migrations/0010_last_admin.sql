-- The house always keeps an administrator: a change that would take the role from the last active one (a
-- demotion, a deletion, an erasure, two administrators removing each other at once) aborts its transaction.
CREATE TRIGGER users_keep_last_admin BEFORE UPDATE OF is_admin, deleted_at ON users
WHEN OLD.is_admin = 1 AND OLD.deleted_at IS NULL AND (NEW.is_admin = 0 OR NEW.deleted_at IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM users WHERE is_admin = 1 AND deleted_at IS NULL AND id != OLD.id)
BEGIN
  SELECT RAISE(ABORT, 'last_admin');
END;
