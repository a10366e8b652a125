"""Online store: a Shopify order, daily sales analytics, a monthly channel report in
declared thousands, and an inventory planning export."""

DOMAIN = "ecommerce"
SPLIT = "dev"

# ---------------------------------------------------------------------------
# 01: Shopify Admin order JSON (money as strings), support-agent summary
# ---------------------------------------------------------------------------

_E01 = {
    "order": {
        "id": 5721340952741,
        "admin_graphql_api_id": "gid://shopify/Order/5721340952741",
        "name": "#1042",
        "order_number": 1042,
        "email": "m.okafor@example.com",
        "created_at": "2025-03-02T14:21:09-05:00",
        "processed_at": "2025-03-02T14:21:08-05:00",
        "currency": "USD",
        "financial_status": "partially_refunded",
        "fulfillment_status": "fulfilled",
        "cancelled_at": None,
        "total_line_items_price": "164.00",
        "total_discounts": "16.40",
        "subtotal_price": "147.60",
        "total_tax": "12.18",
        "total_price": "168.78",
        "current_total_price": "131.76",
        "total_shipping_price_set": {
            "shop_money": {"amount": "9.00", "currency_code": "USD"},
            "presentment_money": {"amount": "9.00", "currency_code": "USD"},
        },
        "discount_codes": [{"code": "SPRING10", "amount": "16.40", "type": "percentage"}],
        "discount_applications": [
            {"type": "discount_code", "code": "SPRING10", "value": "10.0", "value_type": "percentage",
             "allocation_method": "across", "target_selection": "all"},
        ],
        "tax_lines": [{"title": "TX State Tax", "rate": 0.0825, "price": "12.18"}],
        "line_items": [
            {"id": 14820937461925, "sku": "TEE-ORG-M-BLK", "title": "Organic Cotton Tee",
             "variant_title": "M / Black", "quantity": 2, "current_quantity": 2, "price": "32.00",
             "fulfillment_status": "fulfilled", "requires_shipping": True},
            {"id": 14820937494693, "sku": "TOTE-CNV-NAT", "title": "Canvas Tote Bag",
             "variant_title": "Natural", "quantity": 1, "current_quantity": 1, "price": "24.00",
             "fulfillment_status": "fulfilled", "requires_shipping": True},
            {"id": 14820937527461, "sku": "BNE-MER-CHR", "title": "Merino Beanie",
             "variant_title": "Charcoal", "quantity": 1, "current_quantity": 0, "price": "38.00",
             "fulfillment_status": None, "requires_shipping": True},
            {"id": 14820937560229, "sku": "SCK-TRL-3PK-L", "title": "Trail Socks 3-Pack",
             "variant_title": "L", "quantity": 2, "current_quantity": 2, "price": "19.00",
             "fulfillment_status": "fulfilled", "requires_shipping": True},
        ],
        "fulfillments": [
            {"id": 4981237702821, "created_at": "2025-03-03T10:05:44-05:00", "status": "success",
             "shipment_status": "delivered", "tracking_company": "UPS",
             "tracking_number": "1Z84V2W10392817465",
             "line_items": [{"sku": "TEE-ORG-M-BLK", "quantity": 2},
                            {"sku": "TOTE-CNV-NAT", "quantity": 1},
                            {"sku": "SCK-TRL-3PK-L", "quantity": 2}],
             "events": [
                 {"status": "in_transit", "happened_at": "2025-03-04T03:18:40-05:00"},
                 {"status": "out_for_delivery", "happened_at": "2025-03-06T08:02:55-05:00"},
                 {"status": "delivered", "happened_at": "2025-03-06T15:48:12-05:00"},
             ]},
        ],
        "refunds": [
            {"id": 931204558501, "created_at": "2025-03-04T09:12:30-05:00",
             "note": "Out of stock - Merino Beanie / Charcoal", "restock": False,
             "refund_line_items": [{"line_item_id": 14820937527461, "quantity": 1,
                                    "restock_type": "cancel", "subtotal": 34.2, "total_tax": 2.82}],
             "transactions": [{"kind": "refund", "status": "success", "amount": "37.02",
                               "gateway": "shopify_payments",
                               "processed_at": "2025-03-04T09:12:31-05:00"}]},
        ],
    }
}

_TE01 = """**Order #1042: summary for your reply**

**TL;DR:** The customer received everything except the Merino Beanie. We cancelled and refunded that item on Mar 4 because it was out of stock; nothing else is outstanding.

**What they ordered (Mar 2)**
- 2 × Organic Cotton Tee, M / Black: $32.00 each
- 1 × Canvas Tote Bag, Natural: $24.00
- 1 × Merino Beanie, Charcoal: $38.00 (refunded)
- 2 × Trail Socks 3-Pack, L: $19.00 each

Items came to $164.00, minus $16.40 with code SPRING10 (10% off), plus $9.00 shipping and $12.18 tax, for **$168.78** charged.

**Shipping**
- The other five items shipped together via UPS on Mar 3 (tracking 1Z84V2W10392817465).
- Delivered **Mar 6 at 3:48 PM**, just over 3 days after the label was created.

**Refund**
- **$37.02** went back to their card on Mar 4: $34.20 for the beanie (the $38.00 price less its 10% discount) plus $2.82 tax.
- Their net total for the order is now **$131.76**.

**Suggested reply:** apologise that the beanie sold out after they ordered, confirm the $37.02 refund (banks usually take 5–10 business days to show it), and offer a restock notification if they'd still like one."""

# ---------------------------------------------------------------------------
# 02: daily sales analytics (Shopify-analytics style), morning digest
# ---------------------------------------------------------------------------

_E02 = {
    "shop": {"name": "Kettle & Pine", "myshopify_domain": "kettle-and-pine.myshopify.com",
             "iana_timezone": "America/Denver", "currency": "USD"},
    "report_date": "2025-06-10",
    "generated_at": "2025-06-11T06:00:12-06:00",
    "sales": {"gross_sales": 8412.50, "discounts": -612.30, "returns": -240.00, "net_sales": 7560.20,
              "shipping": 486.00, "taxes": 548.31, "total_sales": 8594.51},
    "orders": {"count": 97, "units": 214, "avg_order_value": 80.41},
    "sessions": {"count": 3841, "conversionRate": 0.0253, "returningCustomerRate": 0.31,
                 "top_referrer": "instagram"},
    "comparison": {
        "previous_day": {"date": "2025-06-09", "net_sales": 6894.75, "orders": 88, "sessions": 3210,
                         "conversionRate": 0.0274},
        "same_day_last_week": {"date": "2025-06-03", "net_sales": 7102.40, "orders": 92,
                               "sessions": 3655, "conversionRate": 0.0252},
    },
    "target": {"daily_net_sales": 8000.00},
    "top_products": [
        {"title": "Pour-Over Kettle 1.0L", "sku": "KTL-PO-10-MBLK", "units": 31, "net_sales": 2449.00},
        {"title": "Ceramic Dripper No. 2", "sku": "DRP-CER-02-WHT", "units": 44, "net_sales": 1232.00},
        {"title": "Single-Origin Sampler (4 x 100g)", "sku": "COF-SMP-4X100", "units": 27, "net_sales": 837.00},
    ],
    "low_stock": [{"sku": "KTL-PO-10-MBLK", "inventory_quantity": 12, "location": "Denver warehouse"}],
}

_TE02 = """## Kettle & Pine daily recap: Tuesday, June 10

**Net sales: $7,560.20**, up 9.7% on Monday ($6,894.75) and 6.4% above the same day last week, but $439.80 short of the $8,000 daily target.

**Key numbers**
- **Orders:** 97 (88 on Monday), 214 units
- **Sessions:** 3,841, up about 20% day over day; Instagram was the top referrer
- **Conversion:** 2.53%, −0.21 pts vs Monday (2.74%). It was 2.52% a week ago, so Monday looks like the outlier, not today.
- **AOV:** $80.41
- **Discounts:** $612.30 (7.3% of gross sales); returns $240.00

**Top sellers**
1. Pour-Over Kettle 1.0L: 31 units, $2,449.00 (32% of net sales)
2. Ceramic Dripper No. 2: 44 units, $1,232.00
3. Single-Origin Sampler: 27 units, $837.00

**Heads-up:** only 12 Pour-Over Kettles (KTL-PO-10-MBLK) are left in stock. At today's pace of 31 a day that won't last through tomorrow, so it's worth checking on the reorder."""

# ---------------------------------------------------------------------------
# 03: monthly channel report, amounts declared in USD thousands
# ---------------------------------------------------------------------------

_E03 = {
    "report": {"name": "Monthly channel performance", "period": "2025-05",
               "amounts_in": "USD thousands", "generated_at": "2025-06-02T08:00:00Z",
               "source": "looker_export_v3"},
    "channels": [
        {"channel": "Online Store", "net_revenue": 412.6, "net_revenue_prior": 388.9, "target": 400.0,
         "orders": 5210, "orders_prior": 4980, "gross_margin_pct": 46.2, "return_rate": 0.061},
        {"channel": "Amazon", "net_revenue": 268.3, "net_revenue_prior": 281.7, "target": 290.0,
         "orders": 4125, "orders_prior": 4360, "gross_margin_pct": 31.8, "return_rate": 0.084},
        {"channel": "Wholesale", "net_revenue": 151.0, "net_revenue_prior": 122.4, "target": 140.0,
         "orders": 38, "orders_prior": 31, "gross_margin_pct": 38.5, "return_rate": 0.012},
        {"channel": "TikTok Shop", "net_revenue": 57.9, "net_revenue_prior": 31.2, "target": 50.0,
         "orders": 1460, "orders_prior": 802, "gross_margin_pct": 29.4, "return_rate": 0.097},
    ],
    "totals": {"net_revenue": 889.8, "net_revenue_prior": 824.2, "target": 880.0,
               "orders": 10833, "orders_prior": 10173},
    "marketing": {"ad_spend": 96.4, "ad_spend_prior": 88.1, "blended_roas": 9.23},
}

_TE03 = """# May channel performance

**Total net revenue: $889.8K**, up 8.0% from April's $824.2K and $9.8K ahead of the $880K plan. Three of four channels beat their targets; Amazon is the exception.

| Channel | May | vs April | vs target | Share of total |
|---|---|---|---|---|
| Online Store | $412.6K | +6.1% | +$12.6K | 46% |
| Amazon | $268.3K | −4.8% | −$21.7K | 30% |
| Wholesale | $151.0K | +23.4% | +$11.0K | 17% |
| TikTok Shop | $57.9K | +85.6% | +$7.9K | 7% |

**Highlights**
- **TikTok Shop** grew fastest, from $31.2K to $57.9K on 1,460 orders, but it has the thinnest margin (29.4%) and the highest return rate (9.7%).
- **Wholesale** beat plan on just 38 orders (31 in April), with a solid 38.5% gross margin.
- **Amazon** fell $13.4K month over month. Orders dropped from 4,360 to 4,125, so this is a volume problem rather than basket size.

**Efficiency:** ad spend rose to $96.4K from $88.1K; blended ROAS came in at 9.23x.

Total orders were 10,833, up 6.5% from 10,173."""

# ---------------------------------------------------------------------------
# 04: inventory planning export, low-stock alert
# ---------------------------------------------------------------------------

_E04 = {
    "generated_at": "2025-09-15T05:30:00-07:00",
    "location": {"name": "Reno DC", "id": "gid://shopify/Location/71234567"},
    "lookback_days": 28,
    "variants": [
        {"sku": "MUG-12-SAGE", "title": "Stoneware Mug 12 oz - Sage", "available": 46, "committed": 9,
         "incoming": 0, "reorder_point": 60, "avg_daily_units_28d": 7.4, "units_sold_28d": 207,
         "avg_daily_units_prior_28d": 5.2, "lead_time_days": 12, "unit_cost_cents": 612,
         "price": "28.00"},
        {"sku": "MUG-12-CHAR", "title": "Stoneware Mug 12 oz - Charcoal", "available": 18, "committed": 4,
         "incoming": 240, "incoming_eta": "2025-09-19", "reorder_point": 50,
         "avg_daily_units_28d": 5.1, "units_sold_28d": 143, "avg_daily_units_prior_28d": 4.6,
         "lead_time_days": 12, "unit_cost_cents": 612, "price": "28.00"},
        {"sku": "PLT-DIN-SET4-OAT", "title": "Dinner Plate Set of 4 - Oat", "available": 132,
         "committed": 6, "incoming": 0, "reorder_point": 40, "avg_daily_units_28d": 2.3,
         "units_sold_28d": 64, "avg_daily_units_prior_28d": 2.6, "lead_time_days": 21,
         "unit_cost_cents": 2150, "price": "74.00"},
        {"sku": "BWL-SRV-LG-SALT", "title": "Serving Bowl Large - Salt", "available": 9, "committed": 2,
         "incoming": 60, "incoming_eta": "2025-10-03", "reorder_point": 25,
         "avg_daily_units_28d": 1.6, "units_sold_28d": 45, "avg_daily_units_prior_28d": 1.1,
         "lead_time_days": 21, "unit_cost_cents": 1480, "price": "58.00"},
    ],
    "purchase_orders": [
        {"po_number": "PO-2025-0418", "supplier": "Kiln & Co. Ceramics", "sku": "MUG-12-CHAR",
         "quantity": 240, "eta": "2025-09-19", "delivery_window": "09:00-13:00", "status": "in_transit"},
        {"po_number": "PO-2025-0431", "supplier": "Kiln & Co. Ceramics", "sku": "BWL-SRV-LG-SALT",
         "quantity": 60, "eta": "2025-10-03", "delivery_window": "13:00-17:00", "status": "confirmed"},
    ],
}

_TE04 = """## 🔴 Low-stock alert: Reno DC (Sep 15, 5:30 AM PT)

Three SKUs are below their reorder points. The Sage mug needs action today.

**1. MUG-12-SAGE (Stoneware Mug 12 oz, Sage): reorder now**
- 46 available against a reorder point of 60, selling 7.4/day: about **6 days** of cover, so it sells out around Sep 21.
- No PO is open and lead time is 12 days, so even an order placed today lands around Sep 27, after you've run out.
- Suggested order: ~265 units (the 12-day lead time plus 30 days of sales, minus stock on hand), roughly $1,622 at the $6.12 unit cost.

**2. BWL-SRV-LG-SALT (Serving Bowl Large, Salt): gap before the PO**
- Only 9 left (2 already committed), selling 1.6/day: ~5.6 days of cover.
- PO-2025-0431 for 60 units isn't due until Oct 3, which leaves roughly 12 days with nothing to sell. That's about 20 units, or ~$1,150 at $58.00 each. Worth asking Kiln & Co. whether they can expedite.

**3. MUG-12-CHAR (Stoneware Mug 12 oz, Charcoal): probably fine**
- 18 available at 5.1/day is ≈3.5 days. PO-2025-0418 (240 units) arrives Sep 19, 09:00–13:00, so expect at most a one-day gap.

The Dinner Plate Set (132 on hand, ~57 days of cover) is healthy."""


CASES = [
    dict(
        id="n2-ecommerce-01",
        pool=_E01,
        text=_TE01,
        copied=[
            ("Mar 4", "refunded that item on Mar 4", "order.refunds[0].created_at"),
            ("Mar 2", None, "order.created_at"),
            ("2", "2 × Organic Cotton Tee", "order.line_items[0].quantity"),
            ("$32.00", None, "order.line_items[0].price"),
            ("1", "1 × Canvas Tote Bag", "order.line_items[1].quantity"),
            ("$24.00", None, "order.line_items[1].price"),
            ("1", "1 × Merino Beanie", "order.line_items[2].quantity"),
            ("$38.00", "Charcoal: $38.00", "order.line_items[2].price"),
            ("2", "2 × Trail Socks", "order.line_items[3].quantity"),
            ("$19.00", None, "order.line_items[3].price"),
            ("$164.00", None, "order.total_line_items_price"),
            ("$16.40", None, "order.total_discounts"),
            ("10%", "(10% off)", "order.discount_applications[0].value"),
            ("$9.00", None, "order.total_shipping_price_set.shop_money.amount"),
            ("$12.18", None, "order.total_tax"),
            ("$168.78", None, "order.total_price"),
            ("Mar 3", None, "order.fulfillments[0].created_at"),
            ("Mar 6", None, "order.fulfillments[0].events[2].happened_at"),
            ("3:48 PM", None, "order.fulfillments[0].events[2].happened_at"),
            ("$37.02", "**$37.02** went back", "order.refunds[0].transactions[0].amount"),
            ("Mar 4", "their card on Mar 4", "order.refunds[0].transactions[0].processed_at"),
            ("$34.20", None, "order.refunds[0].refund_line_items[0].subtotal"),
            ("$38.00", "the $38.00 price", "order.line_items[2].price"),
            ("10%", "its 10% discount", "order.discount_applications[0].value"),
            ("$2.82", None, "order.refunds[0].refund_line_items[0].total_tax"),
            ("$131.76", None, "order.current_total_price"),
            ("$37.02", "confirm the $37.02 refund", "order.refunds[0].transactions[0].amount"),
        ],
        derived=[
            ("five", "other five items", "sum",
             "fulfillments[0].line_items quantities 2 + 1 + 2 = 5"),
            ("3 days", "just over 3 days", "time_between",
             "fulfillments[0].events[2].happened_at (2025-03-06T15:48) - fulfillments[0].created_at "
             "(2025-03-03T10:05) = 3 d 5 h 43 min"),
        ],
        note="Support-agent summary of a Shopify order (money as strings): items, discount, tax, "
             "shipment and delivery time, a partial refund for an out-of-stock item.",
    ),
    dict(
        id="n2-ecommerce-02",
        pool=_E02,
        text=_TE02,
        copied=[
            ("June 10", None, "report_date"),
            ("$7,560.20", None, "sales.net_sales"),
            ("$6,894.75", None, "comparison.previous_day.net_sales"),
            ("$8,000", None, "target.daily_net_sales"),
            ("97", None, "orders.count"),
            ("88", None, "comparison.previous_day.orders"),
            ("214", None, "orders.units"),
            ("3,841", None, "sessions.count"),
            ("2.53%", None, "sessions.conversionRate"),
            ("2.74%", None, "comparison.previous_day.conversionRate"),
            ("2.52%", None, "comparison.same_day_last_week.conversionRate"),
            ("$80.41", None, "orders.avg_order_value"),
            ("$612.30", None, "sales.discounts"),
            ("$240.00", None, "sales.returns"),
            ("31", "1.0L: 31 units", "top_products[0].units"),
            ("$2,449.00", None, "top_products[0].net_sales"),
            ("44", None, "top_products[1].units"),
            ("$1,232.00", None, "top_products[1].net_sales"),
            ("27", None, "top_products[2].units"),
            ("$837.00", None, "top_products[2].net_sales"),
            ("12", "only 12 Pour-Over", "low_stock[0].inventory_quantity"),
            ("31", "pace of 31 a day", "top_products[0].units"),
        ],
        derived=[
            ("9.7%", None, "percent_change",
             "(sales.net_sales 7,560.20 - previous_day.net_sales 6,894.75) / 6,894.75 = +9.65%"),
            ("6.4%", None, "percent_change",
             "(sales.net_sales 7,560.20 - same_day_last_week.net_sales 7,102.40) / 7,102.40 = +6.45%"),
            ("$439.80", None, "difference",
             "target.daily_net_sales (8,000) - sales.net_sales (7,560.20) = 439.80"),
            ("20%", "about 20% day over day", "percent_change",
             "(sessions.count 3,841 - previous_day.sessions 3,210) / 3,210 = +19.7%"),
            ("−0.21 pts", None, "difference",
             "sessions.conversionRate (2.53%) - previous_day.conversionRate (2.74%) = -0.21 pts"),
            ("7.3%", None, "share",
             "sales.discounts (612.30) / sales.gross_sales (8,412.50) = 7.28%"),
            ("32%", None, "share",
             "top_products[0].net_sales (2,449.00) / sales.net_sales (7,560.20) = 32.4%"),
        ],
        note="Morning sales digest from store analytics: net sales vs yesterday, last week and "
             "target, orders/sessions/conversion (fractions), AOV, top products, a stock warning.",
    ),
    dict(
        id="n2-ecommerce-03",
        pool=_E03,
        text=_TE03,
        copied=[
            ("$889.8K", None, "totals.net_revenue"),
            ("$824.2K", None, "totals.net_revenue_prior"),
            ("$880K", None, "totals.target"),
            ("$412.6K", None, "channels[0].net_revenue"),
            ("$268.3K", None, "channels[1].net_revenue"),
            ("$151.0K", None, "channels[2].net_revenue"),
            ("$57.9K", "| TikTok Shop | $57.9K", "channels[3].net_revenue"),
            ("$31.2K", None, "channels[3].net_revenue_prior"),
            ("$57.9K", "to $57.9K on", "channels[3].net_revenue"),
            ("1,460", None, "channels[3].orders"),
            ("29.4%", None, "channels[3].gross_margin_pct"),
            ("9.7%", None, "channels[3].return_rate"),
            ("38", "just 38 orders", "channels[2].orders"),
            ("31", "(31 in April)", "channels[2].orders_prior"),
            ("38.5%", None, "channels[2].gross_margin_pct"),
            ("4,360", None, "channels[1].orders_prior"),
            ("4,125", None, "channels[1].orders"),
            ("$96.4K", None, "marketing.ad_spend"),
            ("$88.1K", None, "marketing.ad_spend_prior"),
            ("9.23x", None, "marketing.blended_roas"),
            ("10,833", None, "totals.orders"),
            ("10,173", None, "totals.orders_prior"),
        ],
        derived=[
            ("8.0%", None, "percent_change",
             "(totals.net_revenue 889.8 - totals.net_revenue_prior 824.2) / 824.2 = +7.96%"),
            ("$9.8K", None, "difference", "totals.net_revenue (889.8) - totals.target (880.0) = 9.8"),
            ("Three", "Three of four channels", "count",
             "channels with net_revenue > target: Online Store, Wholesale, TikTok Shop = 3"),
            ("four", "Three of four channels", "count", "len(channels) = 4"),
            ("+6.1%", None, "percent_change",
             "(channels[0].net_revenue 412.6 - net_revenue_prior 388.9) / 388.9 = +6.09%"),
            ("+$12.6K", None, "difference", "channels[0].net_revenue (412.6) - target (400.0) = 12.6"),
            ("46%", None, "share", "channels[0].net_revenue (412.6) / totals.net_revenue (889.8) = 46.4%"),
            ("−4.8%", None, "percent_change",
             "(channels[1].net_revenue 268.3 - net_revenue_prior 281.7) / 281.7 = -4.76%"),
            ("−$21.7K", None, "difference", "channels[1].net_revenue (268.3) - target (290.0) = -21.7"),
            ("30%", None, "share", "channels[1].net_revenue (268.3) / totals.net_revenue (889.8) = 30.2%"),
            ("+23.4%", None, "percent_change",
             "(channels[2].net_revenue 151.0 - net_revenue_prior 122.4) / 122.4 = +23.37%"),
            ("+$11.0K", None, "difference", "channels[2].net_revenue (151.0) - target (140.0) = 11.0"),
            ("17%", None, "share", "channels[2].net_revenue (151.0) / totals.net_revenue (889.8) = 17.0%"),
            ("+85.6%", None, "percent_change",
             "(channels[3].net_revenue 57.9 - net_revenue_prior 31.2) / 31.2 = +85.58%"),
            ("+$7.9K", None, "difference", "channels[3].net_revenue (57.9) - target (50.0) = 7.9"),
            ("7%", "| 7% |", "share", "channels[3].net_revenue (57.9) / totals.net_revenue (889.8) = 6.5%"),
            ("$13.4K", None, "difference",
             "channels[1].net_revenue (268.3) - net_revenue_prior (281.7) = -13.4"),
            ("6.5%", None, "percent_change",
             "(totals.orders 10,833 - totals.orders_prior 10,173) / 10,173 = +6.49%"),
        ],
        note="Monthly channel report with amounts declared in USD thousands (written $K): "
             "month-over-month change, variance to target, share of total, margins and return rates.",
    ),
    dict(
        id="n2-ecommerce-04",
        pool=_E04,
        text=_TE04,
        copied=[
            ("Sep 15", None, "generated_at"),
            ("5:30 AM", None, "generated_at"),
            ("46", "46 available", "variants[0].available"),
            ("60", "reorder point of 60", "variants[0].reorder_point"),
            ("7.4/day", None, "variants[0].avg_daily_units_28d"),
            ("12 days", "lead time is 12 days", "variants[0].lead_time_days"),
            ("12-day", "the 12-day lead time", "variants[0].lead_time_days"),
            ("9", "Only 9 left", "variants[3].available"),
            ("2", "(2 already committed)", "variants[3].committed"),
            ("1.6/day", None, "variants[3].avg_daily_units_28d"),
            ("60", "for 60 units", "purchase_orders[1].quantity"),
            ("Oct 3", None, "purchase_orders[1].eta"),
            ("$58.00", None, "variants[3].price"),
            ("18", "18 available", "variants[1].available"),
            ("5.1/day", None, "variants[1].avg_daily_units_28d"),
            ("240", "(240 units)", "purchase_orders[0].quantity"),
            ("Sep 19", None, "purchase_orders[0].eta"),
            ("09:00", None, "purchase_orders[0].delivery_window"),
            ("13:00", None, "purchase_orders[0].delivery_window"),
            ("132", None, "variants[2].available"),
        ],
        derived=[
            ("Three", "Three SKUs", "count",
             "variants with available < reorder_point: MUG-12-SAGE (46<60), MUG-12-CHAR (18<50), "
             "BWL-SRV-LG-SALT (9<25) = 3"),
            ("6 days", "about **6 days**", "ratio",
             "variants[0].available (46) / avg_daily_units_28d (7.4) = 6.2 days"),
            ("Sep 21", None, "other", "generated_at (Sep 15) + 6.2 days of cover = Sep 21"),
            ("Sep 27", None, "other",
             "generated_at (Sep 15) + variants[0].lead_time_days (12) = Sep 27"),
            ("~265", None, "other",
             "avg_daily_units_28d (7.4) x (lead_time_days 12 + 30 days) - available (46) = 264.8"),
            ("$1,622", None, "other", "265 units x unit_cost_cents (612) / 100 = 1,621.80"),
            ("$6.12", None, "conversion", "variants[0].unit_cost_cents (612) / 100 = 6.12"),
            ("~5.6", None, "ratio",
             "variants[3].available (9) / avg_daily_units_28d (1.6) = 5.6 days"),
            ("12 days", "roughly 12 days", "time_between",
             "purchase_orders[1].eta (Oct 3) - (Sep 15 + 5.6 days of cover) = 12.4 days"),
            ("20", "about 20 units", "other", "12.4 days x variants[3].avg_daily_units_28d (1.6) = 19.8"),
            ("~$1,150", None, "other", "19.8 units x variants[3].price (58.00) = 1,148"),
            ("≈3.5 days", None, "ratio",
             "variants[1].available (18) / avg_daily_units_28d (5.1) = 3.5 days"),
            ("one", "a one-day gap", "time_between",
             "purchase_orders[0].eta (Sep 19) - stock-out (Sep 15 + 3.5 days) = ~1 day"),
            ("~57 days", None, "ratio",
             "variants[2].available (132) / avg_daily_units_28d (2.3) = 57.4 days"),
        ],
        note="Low-stock alert from an inventory planning export: days of cover, stock-out dates vs "
             "lead time and PO arrival, a suggested order valued from a cost in cents.",
    ),
]

FLAWS = {
    "n2-ecommerce-01": [
        ("refunded that item on Mar 4", "refunded that item on Mar 5", "Mar 5",
         "wrong date", "refund was issued Mar 4, written Mar 5"),
        ("The other five items", "The other six items", "six",
         "wrong value", "five units shipped (2 tees, 1 tote, 2 socks), not six"),
        ("at 3:48 PM**", "at 8:02 AM**", "8:02 AM",
         "wrong time", "out-for-delivery time given as the delivery time"),
    ],
    "n2-ecommerce-02": [
        ("**Net sales: $7,560.20**", "**Net sales: $7,102.40**", "$7,102.40",
         "stale value", "same-day-last-week net sales given as today's",
         "comparison.same_day_last_week.net_sales"),
        ("6.4% above the same day", "6.5% above the same day", "6.5%",
         "near-miss rounding", "change vs last week is 6.446%, written 6.5%"),
        ("−0.21 pts vs Monday", "+0.21 pts vs Monday", "+0.21 pts",
         "direction flip", "conversion fell 0.21 pts from Monday, written as a rise"),
    ],
    "n2-ecommerce-03": [
        ("Three of four channels", "Two of four channels", "Two",
         "wrong value", "three channels beat target, not two"),
        ("| Online Store | $412.6K |", "| Online Store | $412.6M |", "$412.6M",
         "unit confusion", "revenue in thousands written as millions"),
        ("thinnest margin (29.4%)", "thinnest margin (31.8%)", "31.8%",
         "neighbour value", "Amazon's gross margin given for TikTok Shop",
         "channels[1].gross_margin_pct"),
    ],
    "n2-ecommerce-04": [
        ("(Sep 15, 5:30 AM PT)", "(Sep 15, 6:30 AM PT)", "6:30 AM",
         "wrong time", "report generated at 5:30 AM PT, written 6:30 AM"),
        ("- 46 available", "- 64 available", "64",
         "transposed digits", "Sage mug stock 46 written 64"),
        ("selling 7.4/day", "selling 5.2/day", "5.2/day",
         "stale value", "prior 28-day sales rate given as the current one",
         "variants[0].avg_daily_units_prior_28d"),
    ],
}
