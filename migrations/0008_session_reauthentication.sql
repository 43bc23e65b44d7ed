ALTER TABLE `refresh_tokens` ADD `authenticated_at` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `authenticated_at` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `refresh_family_id` text;--> statement-breakpoint
CREATE INDEX `sessions_refresh_family_idx` ON `sessions` (`refresh_family_id`);