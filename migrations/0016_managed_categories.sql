-- Categories become a managed list (decision 0034): the nine a house starts with, then every other name already
-- on a lot, schedule or template (so what exists keeps working), and those rows spelled as their category is.
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`position` integer NOT NULL,
	`retired_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_key_uq` ON `categories` (`name_key`);
--> statement-breakpoint
INSERT INTO `categories` (`name`, `name_key`, `position`) VALUES
	('Notebooks', 'notebooks', 1),
	('Desktops', 'desktops', 2),
	('Monitores', 'monitores', 3),
	('Servidores', 'servidores', 4),
	('Redes', 'redes', 5),
	('Periféricos', 'periféricos', 6),
	('Componentes', 'componentes', 7),
	('Celulares e Tablets', 'celulares e tablets', 8),
	('Outros', 'outros', 9);
--> statement-breakpoint
-- A name spelled several ways (case, spaces) is one category, spelled the first way in byte order (capitals first).
INSERT INTO `categories` (`name`, `name_key`, `position`)
SELECT `name`, `key`, 9 + row_number() OVER (ORDER BY `key`)
FROM (
	SELECT min(trim(`raw`)) AS `name`, lower(trim(`raw`)) AS `key`
	FROM (
		SELECT `category` AS `raw` FROM `lots`
		UNION ALL SELECT `category` FROM `auction_schedules`
		UNION ALL SELECT `template_category` FROM `auction_templates`
	)
	WHERE trim(`raw`) <> ''
	GROUP BY lower(trim(`raw`))
)
WHERE `key` NOT IN (SELECT `name_key` FROM `categories`);
--> statement-breakpoint
UPDATE `lots` SET `category` = (SELECT `name` FROM `categories` WHERE `name_key` = lower(trim(`lots`.`category`)))
WHERE `category` <> (SELECT `name` FROM `categories` WHERE `name_key` = lower(trim(`lots`.`category`)));
--> statement-breakpoint
UPDATE `auction_schedules` SET `category` = (SELECT `name` FROM `categories` WHERE `name_key` = lower(trim(`auction_schedules`.`category`)))
WHERE `category` <> (SELECT `name` FROM `categories` WHERE `name_key` = lower(trim(`auction_schedules`.`category`)));
--> statement-breakpoint
UPDATE `auction_templates` SET `template_category` = (SELECT `name` FROM `categories` WHERE `name_key` = lower(trim(`auction_templates`.`template_category`)))
WHERE `template_category` <> (SELECT `name` FROM `categories` WHERE `name_key` = lower(trim(`auction_templates`.`template_category`)));
--> statement-breakpoint
-- The house keeps at least one active category: retiring the last one is refused inside D1 as well.
CREATE TRIGGER categories_keep_one_active BEFORE UPDATE OF retired_at ON categories
WHEN OLD.retired_at IS NULL AND NEW.retired_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM categories WHERE retired_at IS NULL AND id != OLD.id)
BEGIN
  SELECT RAISE(ABORT, 'last_active_category');
END;
