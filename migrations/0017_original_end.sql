-- Prorrogação: the end a lot had before its first extension, so its price chart can mark the original end.
ALTER TABLE `lots` ADD `original_ends_at` text;
