ALTER TABLE `pickup_appointments` ADD `failed_code_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `pickup_appointments` ADD `locked_at` text;--> statement-breakpoint
DROP INDEX `pickup_appointments_lot_uq`;--> statement-breakpoint
CREATE UNIQUE INDEX `pickup_appointments_lot_uq` ON `pickup_appointments` (`lot_id`) WHERE "pickup_appointments"."status" <> 'cancelled';
