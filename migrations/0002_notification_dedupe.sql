ALTER TABLE `notifications` ADD `dedupe_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_user_dedupe_uq` ON `notifications` (`user_id`,`dedupe_key`);