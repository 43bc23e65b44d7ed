-- Verified equipment: the hardware report (summary in D1, raw files in R2), the data-wipe certificate, the
-- condition grades, the asset tag (the bulk import's key) and the catalogue's equipment filters as indexed columns.
CREATE TABLE `lot_equipment_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lot_id` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`r2_key` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`sha256` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lot_id`) REFERENCES `lots`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lot_equipment_files_lot_name_uq` ON `lot_equipment_files` (`lot_id`,`name`);--> statement-breakpoint
CREATE TABLE `lot_hardware_reports` (
	`lot_id` integer PRIMARY KEY NOT NULL,
	`summary` text NOT NULL,
	`reported_at` text NOT NULL,
	`updated_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`lot_id`) REFERENCES `lots`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `lot_wipe_certificates` (
	`lot_id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`records` text NOT NULL,
	`issued_at` text NOT NULL,
	`updated_by` integer,
	FOREIGN KEY (`lot_id`) REFERENCES `lots`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lot_wipe_certificates_code_unique` ON `lot_wipe_certificates` (`code`);--> statement-breakpoint
ALTER TABLE `lots` ADD `asset_tag` text;--> statement-breakpoint
ALTER TABLE `lots` ADD `functional_grade` text;--> statement-breakpoint
ALTER TABLE `lots` ADD `cosmetic_grade` text;--> statement-breakpoint
ALTER TABLE `lots` ADD `memory_gb` integer;--> statement-breakpoint
ALTER TABLE `lots` ADD `storage_gb` integer;--> statement-breakpoint
ALTER TABLE `lots` ADD `storage_class` text;--> statement-breakpoint
ALTER TABLE `lots` ADD `battery_health` integer;--> statement-breakpoint
ALTER TABLE `lots` ADD `wipe_method` text;--> statement-breakpoint
ALTER TABLE `lots` ADD `verified_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `lots_asset_tag_uq` ON `lots` (`asset_tag`);--> statement-breakpoint
CREATE INDEX `lots_memory_idx` ON `lots` (`memory_gb`);--> statement-breakpoint
CREATE INDEX `lots_storage_idx` ON `lots` (`storage_gb`);--> statement-breakpoint
CREATE INDEX `lots_storage_class_idx` ON `lots` (`storage_class`);--> statement-breakpoint
CREATE INDEX `lots_battery_idx` ON `lots` (`battery_health`);--> statement-breakpoint
CREATE INDEX `lots_functional_grade_idx` ON `lots` (`functional_grade`);--> statement-breakpoint
CREATE INDEX `lots_cosmetic_grade_idx` ON `lots` (`cosmetic_grade`);--> statement-breakpoint
CREATE INDEX `lots_wipe_method_idx` ON `lots` (`wipe_method`);