-- The back office's lot list filters by the day a lot starts or ends (any status) and by its top bidder.
CREATE INDEX `lots_starts_idx` ON `lots` (`starts_at`);--> statement-breakpoint
CREATE INDEX `lots_ends_idx` ON `lots` (`ends_at`);--> statement-breakpoint
CREATE INDEX `lots_top_bid_user_idx` ON `lots` (`top_bid_user_id`);
