-- One lot per scheduled auction: publishing a schedule twice (two cron runs, or 'Publicar Agora' racing
-- the cron) finds the lot already made instead of creating a second one.
CREATE UNIQUE INDEX `lots_schedule_uq` ON `lots` (`schedule_id`);
