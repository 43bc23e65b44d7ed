-- Realized prices: the normalised model of a lot's machine (key, label, the normalisation's version), set with the
-- hardware report; existing reports are keyed by the cron (realized-models.server.ts). Indexed for a model's sales.
ALTER TABLE `lots` ADD `model_key` text;--> statement-breakpoint
ALTER TABLE `lots` ADD `model_label` text;--> statement-breakpoint
ALTER TABLE `lots` ADD `model_version` integer;--> statement-breakpoint
CREATE INDEX `lots_model_sold_idx` ON `lots` (`model_key`,`outcome`,`closed_at`);--> statement-breakpoint
CREATE INDEX `lots_outcome_closed_idx` ON `lots` (`outcome`,`closed_at`);--> statement-breakpoint
CREATE INDEX `lots_model_version_idx` ON `lots` (`model_version`,`verified_at`);