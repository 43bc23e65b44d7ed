-- How each session was opened (password alone, or a second factor), and when a factor was last shown:
-- an administrator's session opened with the password alone is a member's until it presents one.
-- A browser that signed in keeps a sign-in budget of its own (sign_in_devices).
CREATE TABLE `sign_in_devices` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sign_in_devices_user_idx` ON `sign_in_devices` (`user_id`);--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `factor` text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `factor_at` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `factor` text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `factor_at` text;