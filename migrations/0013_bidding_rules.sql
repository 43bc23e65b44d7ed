-- Lance automático, prorrogação and reserva (decision 0026), technical specs on the lot, and the
-- suspension for non-payment.
ALTER TABLE `lots` ADD `reserve_price_cents` integer;
--> statement-breakpoint
ALTER TABLE `lots` ADD `extension_minutes` integer DEFAULT 3 NOT NULL;
--> statement-breakpoint
ALTER TABLE `lots` ADD `extended` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `lots` ADD `outcome` text;
--> statement-breakpoint
ALTER TABLE `lots` ADD `specs` text;
--> statement-breakpoint
ALTER TABLE `bids` ADD `is_auto` integer DEFAULT false NOT NULL;
--> statement-breakpoint
-- Mirror of each LotRoom's secret maxima: one per member and lot, raised and never lowered. `reached_at`
-- orders equal maxima (the earlier leads).
CREATE TABLE `auto_bids` (
	`lot_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`max_amount_cents` integer NOT NULL,
	`reached_at` integer NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`lot_id`, `user_id`),
	FOREIGN KEY (`lot_id`) REFERENCES `lots`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `auto_bids_user_idx` ON `auto_bids` (`user_id`);
--> statement-breakpoint
ALTER TABLE `users` ADD `bidding_suspended_at` text;
