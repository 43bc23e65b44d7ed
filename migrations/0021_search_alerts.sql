-- Search alerts ('Alertas de busca', decision record 0045): a member's saved searches, indexed on the one filter
-- matching looks up (anchor); the members told of each lot (once per member and lot; the digest's queue); the
-- lots published and not yet matched. The member's switch for the new notice type.
CREATE TABLE `search_alert_matches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`lot_id` integer NOT NULL,
	`alert_id` integer,
	`mode` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`notified_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lot_id`) REFERENCES `lots`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`alert_id`) REFERENCES `search_alerts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_alert_matches_user_lot_uq` ON `search_alert_matches` (`user_id`,`lot_id`);--> statement-breakpoint
CREATE INDEX `search_alert_matches_lot_idx` ON `search_alert_matches` (`lot_id`);--> statement-breakpoint
CREATE INDEX `search_alert_matches_alert_idx` ON `search_alert_matches` (`alert_id`);--> statement-breakpoint
CREATE INDEX `search_alert_matches_digest_idx` ON `search_alert_matches` (`user_id`,`created_at`) WHERE notified_at is null and mode = 'digest';--> statement-breakpoint
CREATE TABLE `search_alert_queue` (
	`lot_id` integer PRIMARY KEY NOT NULL,
	`queued_at` text NOT NULL,
	FOREIGN KEY (`lot_id`) REFERENCES `lots`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `search_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`q` text,
	`category` text,
	`min_memory_gb` integer,
	`min_storage_gb` integer,
	`storage` text,
	`min_battery` integer,
	`functional_grade` text,
	`cosmetic_grade` text,
	`wiped` integer DEFAULT false NOT NULL,
	`mode` text DEFAULT 'instant' NOT NULL,
	`paused` integer DEFAULT false NOT NULL,
	`anchor` text NOT NULL,
	`anchor_min` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	`last_matched_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `search_alerts_user_idx` ON `search_alerts` (`user_id`);--> statement-breakpoint
CREATE INDEX `search_alerts_anchor_idx` ON `search_alerts` (`anchor`,`anchor_min`) WHERE paused = 0;--> statement-breakpoint
ALTER TABLE `notification_settings` ADD `search_alert` integer DEFAULT true NOT NULL;