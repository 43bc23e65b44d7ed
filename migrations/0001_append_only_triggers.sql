-- The bid mirror and the audit log are append-only: rows are never edited or deleted.
CREATE TRIGGER bids_no_update BEFORE UPDATE ON bids
BEGIN
  SELECT RAISE(ABORT, 'bids are append-only');
END;
--> statement-breakpoint
CREATE TRIGGER bids_no_delete BEFORE DELETE ON bids
BEGIN
  SELECT RAISE(ABORT, 'bids are append-only');
END;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
