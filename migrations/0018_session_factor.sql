-- How each session was opened (password alone, or a second factor), and when a factor was last shown:
-- an administrator's session opened with the password alone is a member's until it presents one.
ALTER TABLE `refresh_tokens` ADD `factor` text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `factor_at` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `factor` text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `factor_at` text;