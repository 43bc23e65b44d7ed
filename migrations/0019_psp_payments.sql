-- Money confirmed by the payment provider (PSP): its charges (Pix cob, cobv with boleto), the money it
-- received (each Pix or paid boleto once), refunds through its devolução, and a winner's arrependimento.
CREATE TABLE `payment_charges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`method` text NOT NULL,
	`kind` text NOT NULL,
	`txid` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`pix_copia_e_cola` text NOT NULL,
	`expires_at` text NOT NULL,
	`boleto_linha_digitavel` text,
	`boleto_barcode` text,
	`boleto_due_date` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_charges_txid_uq` ON `payment_charges` (`txid`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_charges_payment_method_uq` ON `payment_charges` (`payment_id`,`method`);--> statement-breakpoint
CREATE INDEX `payment_charges_status_idx` ON `payment_charges` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `payment_receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`reference` text NOT NULL,
	`txid` text,
	`charge_id` integer,
	`payment_id` integer,
	`amount_cents` integer NOT NULL,
	`paid_at` text NOT NULL,
	`outcome` text NOT NULL,
	`source` text NOT NULL,
	`resolution` text,
	`resolution_note` text,
	`resolved_by` integer,
	`resolved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`charge_id`) REFERENCES `payment_charges`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_receipts_reference_uq` ON `payment_receipts` (`reference`);--> statement-breakpoint
CREATE INDEX `payment_receipts_payment_idx` ON `payment_receipts` (`payment_id`);--> statement-breakpoint
CREATE INDEX `payment_receipts_queue_idx` ON `payment_receipts` (`outcome`,`resolved_at`);--> statement-breakpoint
CREATE INDEX `payment_receipts_paid_idx` ON `payment_receipts` (`paid_at`);--> statement-breakpoint
CREATE TABLE `purchase_withdrawals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`lot_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`decided_at` text,
	`decided_by` integer,
	`decline_reason` text,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lot_id`) REFERENCES `lots`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchase_withdrawals_payment_uq` ON `purchase_withdrawals` (`payment_id`);--> statement-breakpoint
CREATE INDEX `purchase_withdrawals_status_idx` ON `purchase_withdrawals` (`status`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`receipt_id` integer NOT NULL,
	`payment_id` integer,
	`end_to_end_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`psp_reason` text,
	`rtr_id` text,
	`requested_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	`settled_at` text,
	FOREIGN KEY (`receipt_id`) REFERENCES `payment_receipts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_receipt_uq` ON `refunds` (`receipt_id`);--> statement-breakpoint
CREATE INDEX `refunds_payment_idx` ON `refunds` (`payment_id`);--> statement-breakpoint
CREATE INDEX `refunds_status_idx` ON `refunds` (`status`);--> statement-breakpoint
ALTER TABLE `payments` ADD `confirmed_by` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `paid_reference` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `withdrawn_at` text;