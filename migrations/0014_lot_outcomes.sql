-- Lots closed before outcomes existed: sold when they had bids (there was no reserve), else without bids.
UPDATE `lots` SET `outcome` = CASE WHEN `bid_count` > 0 THEN 'sold' ELSE 'no_bids' END WHERE `status` = 'closed' AND `outcome` IS NULL;
