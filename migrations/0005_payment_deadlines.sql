-- Payments made before deadlines were recorded: 72 hours from their creation.
UPDATE `payments` SET `due_at` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`, '+72 hours') WHERE `due_at` IS NULL;
