-- Erasure (LGPD) clears the address of the holder's own audit entries: the audit log stays append-only for
-- everything else, and an UPDATE may only set `ip` to NULL, every other column unchanged.
DROP TRIGGER `audit_log_no_update`;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
WHEN NOT (
  NEW.ip IS NULL
  AND NEW.id IS OLD.id
  AND NEW.actor_user_id IS OLD.actor_user_id
  AND NEW.action IS OLD.action
  AND NEW.target_type IS OLD.target_type
  AND NEW.target_id IS OLD.target_id
  AND NEW.details IS OLD.details
  AND NEW.created_at IS OLD.created_at
)
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_user_id`);
--> statement-breakpoint
CREATE INDEX `mail_outbox_sent_idx` ON `mail_outbox` (`status`, `sent_at`);
