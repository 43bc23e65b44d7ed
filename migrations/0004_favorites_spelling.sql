ALTER TABLE `favourites` RENAME TO `favorites`;--> statement-breakpoint
DROP INDEX `favourites_lot_idx`;--> statement-breakpoint
CREATE INDEX `favorites_lot_idx` ON `favorites` (`lot_id`);
