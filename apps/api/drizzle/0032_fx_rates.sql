CREATE TABLE "fx_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_micros" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_positive" CHECK ("fx_rates"."rate_micros" > 0),
	CONSTRAINT "fx_rates_currency" CHECK ("fx_rates"."currency" in ('EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'BRL', 'JPY'))
);
--> statement-breakpoint
-- Starting rates (1 USD = rate_micros / 1e6 units), so matching across currencies works from the first start and in the demo; an admin replaces them with PUT /admin/fx-rates (docs/money.md#exchange-rates).
INSERT INTO "fx_rates" ("currency", "rate_micros") VALUES ('EUR', 920000), ('GBP', 790000), ('CAD', 1370000), ('AUD', 1520000), ('NZD', 1680000), ('CHF', 880000), ('SEK', 10600000), ('BRL', 5400000), ('JPY', 150000000);
