CREATE TABLE `second_chance_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lot_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'offered' NOT NULL,
	`offered_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`decided_at` text,
	FOREIGN KEY (`lot_id`) REFERENCES `lots`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`offered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `second_chance_lot_user_uq` ON `second_chance_offers` (`lot_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `second_chance_user_idx` ON `second_chance_offers` (`user_id`,`status`);--> statement-breakpoint
DROP INDEX `payments_lot_uq`;--> statement-breakpoint
ALTER TABLE `payments` ADD `due_at` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `rejected_at` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `decided_by` integer REFERENCES users(id);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_lot_user_uq` ON `payments` (`lot_id`,`user_id`);--> statement-breakpoint
DROP INDEX `pickup_appointments_lot_idx`;--> statement-breakpoint
ALTER TABLE `pickup_appointments` ADD `release_code` text;--> statement-breakpoint
ALTER TABLE `pickup_appointments` ADD `authorized_name` text;--> statement-breakpoint
ALTER TABLE `pickup_appointments` ADD `authorized_cpf` text;--> statement-breakpoint
ALTER TABLE `pickup_appointments` ADD `ready_at` text;--> statement-breakpoint
ALTER TABLE `pickup_appointments` ADD `cancel_reason` text;--> statement-breakpoint
ALTER TABLE `pickup_appointments` ADD `updated_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `pickup_appointments_lot_uq` ON `pickup_appointments` (`lot_id`);--> statement-breakpoint
DROP INDEX `withdrawal_requests_lot_uq`;--> statement-breakpoint
CREATE UNIQUE INDEX `withdrawal_requests_lot_user_uq` ON `withdrawal_requests` (`lot_id`,`user_id`);