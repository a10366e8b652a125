"""Freight procurement: carrier quotes per lane as a TMS exports an RFQ
(rate_usd_per_mile, distance_mi, fuel surcharge as a fraction of linehaul, transit days)."""

DOMAIN = "freight_quotes"
SPLIT = "holdout"      # set by the maintainers, not by the writer


def _q(carrier, scac, rate, fsc, transit, on_time, valid="2024-10-31"):
    return {"carrier": carrier, "scac": scac, "rate_usd_per_mile": rate, "fuel_surcharge": fsc,
            "transit_days": transit, "on_time_pct": on_time, "valid_until": valid}


# ---------------------------------------------------------------- case 01
_POOL_01 = {
    "rfq_id": "RFQ-2024-0917",
    "shipper": "Northfield Home Goods",
    "origin_dc": "Joliet, IL (DC-02)",
    "equipment": "53ft dry van",
    "issued_at": "2024-09-17T14:00:00Z",
    "responses_due": "2024-09-27T21:00:00Z",
    "award_start": "2024-10-14",
    "fuel_surcharge_basis": "fraction_of_linehaul",
    "lanes": [
        {
            "lane_id": "L01", "origin": "Joliet, IL", "destination": "Atlanta, GA",
            "distance_mi": 716, "loads_per_month": 22,
            "incumbent": {"carrier": "Redline Freight", "scac": "RDLF",
                          "rate_usd_per_mile": 2.58, "fuel_surcharge": 0.27},
            "quotes": [
                _q("Kestrel Logistics", "KSTL", 2.41, 0.27, 2, 94.1),
                _q("Bluewater Transport", "BLWT", 2.36, 0.29, 2, 89.7),
                _q("Redline Freight", "RDLF", 2.52, 0.27, 2, 97.8),
            ],
        },
        {
            "lane_id": "L02", "origin": "Joliet, IL", "destination": "Dallas, TX",
            "distance_mi": 968, "loads_per_month": 14,
            "incumbent": {"carrier": "Prairie Haul", "scac": "PRHL",
                          "rate_usd_per_mile": 2.22, "fuel_surcharge": 0.27},
            "quotes": [
                _q("Prairie Haul", "PRHL", 2.19, 0.27, 2, 96.5),
                _q("Kestrel Logistics", "KSTL", 2.11, 0.27, 2, 93.8),
                _q("Bluewater Transport", "BLWT", 2.05, 0.29, 3, 90.2),
            ],
        },
        {
            "lane_id": "L03", "origin": "Joliet, IL", "destination": "Harrisburg, PA",
            "distance_mi": 742, "loads_per_month": 9,
            "incumbent": {"carrier": "Redline Freight", "scac": "RDLF",
                          "rate_usd_per_mile": 2.71, "fuel_surcharge": 0.27},
            "quotes": [
                _q("Redline Freight", "RDLF", 2.79, 0.27, 2, 97.1),
                _q("Kestrel Logistics", "KSTL", 2.64, 0.27, 2, 95.0),
                _q("Summit Carriers", "SMCT", 2.48, 0.3, 2, 92.6),
            ],
        },
    ],
}

_TEXT_01 = """Here's how the quotes compare once fuel is included. I priced every quote all-in per load (miles × rate per mile × (1 + fuel surcharge)) and set it against what you pay the incumbent today.

| Lane | Today | Cheapest quote | My pick | Pick saves per load |
|---|---:|---:|---:|---:|
| Joliet → Atlanta, 716 mi | $2,346 | $2,180 (Bluewater) | $2,191 (Kestrel) | $155 |
| Joliet → Dallas, 968 mi | $2,729 | $2,560 (Bluewater) | $2,594 (Kestrel) | $135 |
| Joliet → Harrisburg, 742 mi | $2,554 | $2,392 (Summit) | $2,392 (Summit) | $162 |

**Why not always the cheapest**

- **Atlanta:** Bluewater is only $11.67 a load cheaper than Kestrel, about $3,100 a year at 22 loads a month, but its on-time record is 89.7% against Kestrel's 94.1%. A handful of late deliveries would eat that difference.
- **Dallas:** Bluewater undercuts Kestrel by $34 a load, but it quotes 3 days in transit instead of 2 and has the weakest on-time rate in the bid (90.2%). Kestrel at $2.11/mi also beats Prairie Haul's renewal at $2.19/mi by about $98 a load.
- **Harrisburg:** Redline wants to go up to $2.79/mi, which would cost you $75 a load more than today. Summit's $2.48/mi wins comfortably, even with a 30% fuel surcharge against everyone else's 27%.

**What it adds up to**

At current volumes (540 loads a year across the three lanes), the recommended awards save about $81.0K a year against the roughly $1.35M you're spending now, or 6.0%.

Before you award: the quotes are valid until Oct 31 and the new rates would start Oct 14, so there's time to go back to Bluewater on Atlanta with the on-time numbers and ask them to sharpen their price. Kestrel would also be carrying most of your volume, so get their capacity commitment in writing."""

_CASE_01 = dict(
    id="n4-freight_quotes-01",
    pool=_POOL_01,
    text=_TEXT_01,
    copied=[
        ("716 mi", None, "lanes[0].distance_mi"),
        ("968 mi", None, "lanes[1].distance_mi"),
        ("742 mi", None, "lanes[2].distance_mi"),
        ("22", "at 22 loads", "lanes[0].loads_per_month"),
        ("89.7%", None, "lanes[0].quotes[1].on_time_pct"),
        ("94.1%", None, "lanes[0].quotes[0].on_time_pct"),
        ("3 days", None, "lanes[1].quotes[2].transit_days"),
        ("2", "instead of 2", "lanes[1].quotes[1].transit_days"),
        ("90.2%", None, "lanes[1].quotes[2].on_time_pct"),
        ("$2.11/mi", None, "lanes[1].quotes[1].rate_usd_per_mile"),
        ("$2.19/mi", None, "lanes[1].quotes[0].rate_usd_per_mile"),
        ("$2.79/mi", None, "lanes[2].quotes[0].rate_usd_per_mile"),
        ("$2.48/mi", None, "lanes[2].quotes[2].rate_usd_per_mile"),
        ("30%", None, "lanes[2].quotes[2].fuel_surcharge"),
        ("27%", None, "lanes[2].quotes[1].fuel_surcharge"),
        ("Oct 31", None, "lanes[0].quotes[0].valid_until"),
        ("Oct 14", None, "award_start"),
    ],
    derived=[
        ("$2,346", None, "product", "716 mi x incumbent 2.58 x (1 + 0.27) = 2,346.05"),
        ("$2,180", None, "product", "716 x Bluewater 2.36 x 1.29 = 2,179.79"),
        ("$2,191", None, "product", "716 x Kestrel 2.41 x 1.27 = 2,191.46"),
        ("$155", None, "difference", "2,346.05 - 2,191.46 = 154.58"),
        ("$2,729", None, "product", "968 mi x incumbent 2.22 x 1.27 = 2,729.18"),
        ("$2,560", None, "product", "968 x Bluewater 2.05 x 1.29 = 2,559.88"),
        ("$2,594", None, "product", "968 x Kestrel 2.11 x 1.27 = 2,593.95"),
        ("$135", None, "difference", "2,729.18 - 2,593.95 = 135.23"),
        ("$2,554", None, "product", "742 mi x incumbent 2.71 x 1.27 = 2,553.74"),
        ("$2,392", "| $2,392 (Summit) | $2,392", "product", "742 x Summit 2.48 x 1.30 = 2,392.21"),
        ("$2,392", "| $2,392 (Summit) | $162", "product", "742 x Summit 2.48 x 1.30 = 2,392.21"),
        ("$162", None, "difference", "2,553.74 - 2,392.21 = 161.53"),
        ("$11.67", None, "difference", "Kestrel 2,191.46 - Bluewater 2,179.79 = 11.67"),
        ("$3,100", None, "product", "11.67 x 22 loads a month x 12 = 3,081"),
        ("$34", None, "difference", "Kestrel 2,593.95 - Bluewater 2,559.88 = 34.07"),
        ("$98", None, "difference", "Prairie renewal 968 x 2.19 x 1.27 = 2,692.30; 2,692.30 - 2,593.95 = 98.35"),
        ("$75", None, "difference", "Redline renewal 742 x 2.79 x 1.27 = 2,629.13; 2,629.13 - 2,553.74 = 75.39"),
        ("540", None, "product", "(22 + 14 + 9) loads a month x 12 = 540"),
        ("three", "the three lanes", "count", "lanes = 3"),
        ("$81.0K", None, "sum",
         "(154.58 x 22 + 135.23 x 14 + 161.53 x 9) x 12 = 40,810.28 + 22,718.57 + 17,445.61 = 80,974.46"),
        ("$1.35M", None, "sum",
         "incumbent all-in x loads x 12: 619,356.04 + 458,502.11 + 275,804.07 = 1,353,662.22"),
        ("6.0%", None, "share", "80,974.46 / 1,353,662.22 = 5.98%"),
    ],
    note="lane award from an RFQ: all-in cost per load from miles x rate x (1 + fuel fraction), "
         "savings vs incumbent per load and per year, cheapest vs best-value carrier",
)

# ---------------------------------------------------------------- case 02
_POOL_02 = {
    "quote_request": {
        "ref": "QR-55812",
        "created_at": "2024-05-13T15:20:00-04:00",
        "requested_by": "m.okafor@lakeshorefixtures.ca",
        "origin": "Columbus, OH 43228",
        "destination": "Reno, NV 89502",
        "distance_mi": 2213,
        "pallets": 18,
        "weight_lb": 21600,
        "ready_date": "2024-05-15",
        "must_deliver_by": "2024-05-22T17:00:00-07:00",
    },
    "fx": {"cad_per_usd": 1.3712, "as_of": "2024-05-13"},
    "quotes": [
        {"quote_id": "Q-55812-01", "carrier": "Kestrel Logistics", "service": "FTL solo",
         "rate_usd_per_mile": 2.34, "fuel_surcharge": 0.26, "accessorials_usd": 150,
         "accessorials": ["liftgate"], "transit_days": 5, "pickup_date": "2024-05-15",
         "est_delivery": "2024-05-20", "valid_until": "2024-05-14T17:00:00-04:00"},
        {"quote_id": "Q-55812-02", "carrier": "Great Basin Express", "service": "FTL team",
         "rate_usd_per_mile": 3.05, "fuel_surcharge": 0.26, "accessorials_usd": 150,
         "accessorials": ["liftgate"], "transit_days": 3, "pickup_date": "2024-05-16",
         "est_delivery": "2024-05-19", "valid_until": "2024-05-15T12:00:00-04:00"},
        {"quote_id": "Q-55812-03", "carrier": "Consolidated LTL", "service": "LTL",
         "linehaul_usd": 4380.0, "fuel_surcharge": 0.312, "accessorials_usd": 0,
         "accessorials": ["liftgate (included)"], "transit_days": 7, "transit_basis": "business_days",
         "pickup_date": "2024-05-15", "est_delivery": "2024-05-24",
         "valid_until": "2024-05-20T23:59:00-04:00"},
        {"quote_id": "Q-55812-04", "carrier": "Bluewater Transport", "service": "FTL solo",
         "rate_usd_per_mile": 2.18, "fuel_surcharge": 0.29, "accessorials_usd": 150,
         "accessorials": ["liftgate"], "transit_days": 6, "pickup_date": "2024-05-17",
         "est_delivery": "2024-05-23", "valid_until": "2024-05-16T17:00:00-04:00"},
    ],
}

_TEXT_02 = """**Take Kestrel.** It's the cheapest quote that actually gets the 18 pallets to Reno before the May 22 deadline.

| Carrier | Service | All-in | Per pallet | Est. delivery | vs. deadline |
|---|---|---:|---:|---|---|
| Consolidated LTL | LTL | $5,747 | $319 | May 24 | 2 days late |
| Bluewater | FTL solo | $6,373 | $354 | May 23 | 1 day late |
| Kestrel | FTL solo | $6,675 | $371 | May 20 | 2 days early |
| Great Basin | FTL team | $8,655 | $481 | May 19 | 3 days early |

*All-in = linehaul + fuel surcharge + the $150 liftgate fee on the truckload quotes (the LTL quote already includes the liftgate).*

**Why Kestrel**

- The two cheaper options both miss: the LTL quote has a 7-day transit, and Bluewater can't pick up until May 17. Bluewater would save you $301, but not if the shipment shows up late.
- Kestrel picks up on May 15, the day the freight is ready, and at 5 days in transit delivers on the 20th, leaving two days of slack if something slips.
- Great Basin's team service is the fastest (3 days), but it costs $1,980 more than Kestrel. Only worth it if the 22nd is truly immovable and you want extra margin.

**Other details**

- In Canadian dollars at today's rate of 1.3712, Kestrel's price comes to about C$9,152.
- $1,346 of Kestrel's price is fuel surcharge (26% of linehaul), so if you're asked to re-quote later in the month, expect that part to move with diesel.
- Kestrel's quote expires at 5 pm tomorrow (May 14). With 9 days until the deadline there's no reason to wait, so I'd book it today."""

_CASE_02 = dict(
    id="n4-freight_quotes-02",
    pool=_POOL_02,
    text=_TEXT_02,
    copied=[
        ("18", "the 18 pallets", "quote_request.pallets"),
        ("May 22", None, "quote_request.must_deliver_by"),
        ("May 24", None, "quotes[2].est_delivery"),
        ("May 23", None, "quotes[3].est_delivery"),
        ("May 20", None, "quotes[0].est_delivery"),
        ("May 19", None, "quotes[1].est_delivery"),
        ("$150", None, "quotes[0].accessorials_usd"),
        ("7-day", None, "quotes[2].transit_days"),
        ("May 17", None, "quotes[3].pickup_date"),
        ("May 15", None, "quotes[0].pickup_date"),
        ("5 days", None, "quotes[0].transit_days"),
        ("20th", None, "quotes[0].est_delivery"),
        ("3 days", "fastest (3 days)", "quotes[1].transit_days"),
        ("22nd", None, "quote_request.must_deliver_by"),
        ("1.3712", None, "fx.cad_per_usd"),
        ("26%", None, "quotes[0].fuel_surcharge"),
        ("5 pm", None, "quotes[0].valid_until"),
        ("May 14", None, "quotes[0].valid_until"),
    ],
    derived=[
        ("$5,747", None, "product", "linehaul_usd 4,380 x (1 + 0.312) + 0 = 5,746.56"),
        ("$319", None, "ratio", "5,746.56 / 18 pallets = 319.25"),
        ("2 days late", None, "difference", "est_delivery 2024-05-24 - must_deliver_by 2024-05-22 = 2 days"),
        ("$6,373", None, "product", "2213 mi x 2.18 x (1 + 0.29) + 150 = 6,373.40"),
        ("$354", None, "ratio", "6,373.40 / 18 pallets = 354.08"),
        ("1 day late", None, "difference", "2024-05-23 - 2024-05-22 = 1 day"),
        ("$6,675", None, "product", "2213 mi x 2.34 x (1 + 0.26) + 150 = 6,674.81"),
        ("$371", None, "ratio", "6,674.81 / 18 pallets = 370.82"),
        ("2 days early", None, "difference", "2024-05-22 - 2024-05-20 = 2 days"),
        ("$8,655", None, "product", "2213 mi x 3.05 x (1 + 0.26) + 150 = 8,654.56"),
        ("$481", None, "ratio", "8,654.56 / 18 pallets = 480.81"),
        ("3 days early", None, "difference", "2024-05-22 - 2024-05-19 = 3 days"),
        ("two", "The two cheaper options", "count", "quotes cheaper than Kestrel that miss the deadline: LTL and Bluewater = 2"),
        ("$301", None, "difference", "Kestrel 6,674.81 - Bluewater 6,373.40 = 301.41"),
        ("two", "leaving two days", "difference", "must_deliver_by 2024-05-22 - est_delivery 2024-05-20 = 2 days"),
        ("$1,980", None, "difference", "Great Basin 8,654.56 - Kestrel 6,674.81 = 1,979.75"),
        ("C$9,152", None, "conversion", "6,674.81 USD x 1.3712 CAD per USD = 9,152.50"),
        ("$1,346", None, "product", "2213 mi x 2.34 x 0.26 = 1,346.39"),
        ("9 days", None, "countdown", "quote_request.created_at 2024-05-13 to must_deliver_by 2024-05-22 = 9 days"),
    ],
    note="one urgent shipment: all-in quotes incl. fuel fraction and accessorials, cost per pallet, "
         "delivery dates against a deadline, currency conversion, quote expiry",
)

# ---------------------------------------------------------------- case 03
_POOL_03 = {
    "lane": {
        "lane_id": "WC-CHI-04",
        "origin": "Ontario, CA (DC-West)",
        "destination": "Joliet, IL (DC-02)",
        "distance_mi": 2015,
        "loads_per_week": 6,
        "avg_load_value_usd": 48000,
        "inventory_carrying_cost_pct_per_year": 24.0,
    },
    "as_of": "2024-08-05",
    "quotes": [
        {"quote_id": "QT-240805-TL", "mode": "truckload", "carrier": "Redline Freight", "scac": "RDLF",
         "rate_usd_per_mile": 2.62, "fuel_surcharge": 0.28, "drayage_origin_usd": 0,
         "drayage_dest_usd": 0, "transit_days": 4, "on_time_pct": 95.4, "valid_until": "2024-12-31"},
        {"quote_id": "QT-240805-IM", "mode": "intermodal", "carrier": "Pacific Rail Logistics",
         "scac": "PRLX", "rate_usd_per_mile": 1.58, "fuel_surcharge": 0.22, "drayage_origin_usd": 410,
         "drayage_dest_usd": 365, "transit_days": 7, "on_time_pct": 88.9, "valid_until": "2024-12-31"},
    ],
}

_TEXT_03 = """**Short version: yes for most of the volume, but not all of it.** On this 2,015-mile lane intermodal comes out about 31% cheaper per load even after drayage, but it's slower and less reliable, so I'd keep some truckload capacity for urgent replenishment.

| Per load | Truckload (Redline) | Intermodal (Pacific Rail) |
|---|---:|---:|
| Linehaul + fuel | $6,758 | $3,884 |
| Drayage, both ends | — | $775 |
| All-in | $6,758 | $4,659 |
| All-in per mile | $3.35 | $2.31 |
| Transit | 4 days | 7 days |
| On-time | 95.4% | 88.9% |

**The saving.** Intermodal saves $2,098 a load. The 3 extra days in transit tie up inventory, though: at a $48,000 average load value and a 24% annual carrying cost, each day costs about $31.56 per load, or $95 for the three days. Net of that, the saving is about $2,004 a load. At 6 loads a week (312 a year) that's roughly $625K a year if the whole lane moves.

**What doesn't show up on the invoice**

- **Pipeline stock:** the slower transit means about 2.6 more loads, roughly $123K of inventory, are on the rails at any given moment. Joliet may need a little more safety stock to cover it.
- **Reliability:** 88.9% on-time against 95.4% is a 6.5-point gap. Across 312 loads a year that's about 20 more late arrivals.

**My suggestion:** move 4 of the 6 weekly loads to intermodal and keep 2 on Redline for anything time-critical. That still captures about $417K a year net of carrying cost, and leaves you a fast option when Joliet runs short. Both quotes are good through the end of the year, so you can trial the split for a quarter before committing."""

_CASE_03 = dict(
    id="n4-freight_quotes-03",
    pool=_POOL_03,
    text=_TEXT_03,
    copied=[
        ("2,015-mile", None, "lane.distance_mi"),
        ("4 days", None, "quotes[0].transit_days"),
        ("7 days", None, "quotes[1].transit_days"),
        ("95.4%", "| 95.4% |", "quotes[0].on_time_pct"),
        ("88.9%", "| 88.9% |", "quotes[1].on_time_pct"),
        ("$48,000", None, "lane.avg_load_value_usd"),
        ("24%", None, "lane.inventory_carrying_cost_pct_per_year"),
        ("6", "At 6 loads", "lane.loads_per_week"),
        ("88.9%", "88.9% on-time", "quotes[1].on_time_pct"),
        ("95.4%", "against 95.4%", "quotes[0].on_time_pct"),
        ("6", "of the 6 weekly", "lane.loads_per_week"),
    ],
    derived=[
        ("31%", None, "percent_change", "(4,659.11 - 6,757.50) / 6,757.50 = -31.1%"),
        ("$6,758", "| $6,758 | $3,884", "product", "2015 mi x 2.62 x (1 + 0.28) = 6,757.50"),
        ("$3,884", None, "product", "2015 mi x 1.58 x (1 + 0.22) = 3,884.11"),
        ("$775", None, "sum", "drayage_origin_usd 410 + drayage_dest_usd 365 = 775"),
        ("$6,758", "| $6,758 | $4,659", "product", "2015 x 2.62 x 1.28 + 0 drayage = 6,757.50"),
        ("$4,659", None, "sum", "3,884.11 + 775 = 4,659.11"),
        ("$3.35", None, "product", "2.62 x 1.28 = 3.35 per mile"),
        ("$2.31", None, "ratio", "4,659.11 / 2015 mi = 2.31 per mile"),
        ("$2,098", None, "difference", "6,757.50 - 4,659.11 = 2,098.39"),
        ("3", "The 3 extra days", "difference", "intermodal transit_days 7 - truckload 4 = 3"),
        ("$31.56", None, "ratio", "48,000 x 24% / 365 days = 31.56 per load per day"),
        ("$95", None, "product", "31.56 x 3 days = 94.68"),
        ("three", "for the three days", "difference", "7 - 4 transit days = 3"),
        ("$2,004", None, "difference", "2,098.39 - 94.68 = 2,003.71"),
        ("312", "(312 a year)", "product", "6 loads a week x 52 = 312"),
        ("$625K", None, "product", "2,003.71 x 312 loads = 625,156"),
        ("2.6", None, "product", "6 loads / 7 days x 3 extra days = 2.57 loads"),
        ("$123K", None, "product", "2.57 loads x 48,000 = 123,429"),
        ("6.5-point", None, "percentage_point", "95.4% - 88.9% = 6.5 pp"),
        ("312", "Across 312", "product", "6 loads a week x 52 = 312"),
        ("20", "about 20 more", "product", "312 loads x (0.954 - 0.889) = 20.3"),
        ("2", "keep 2 on", "difference", "6 loads a week - 4 moved to intermodal = 2"),
        ("$417K", None, "product", "4 loads x 52 weeks x 2,003.71 = 416,771"),
    ],
    note="mode choice on one lane: truckload vs intermodal all-in per load and per mile, "
         "days x daily carrying cost, annualised saving, on-time gap in points and late loads a year",
)

CASES = [_CASE_01, _CASE_02, _CASE_03]

FLAWS = {
    "n4-freight_quotes-01": [
        ("its on-time record is 89.7%", "its on-time record is 90.2%", "90.2%", "neighbour value",
         "Bluewater's on-time rate on the Dallas lane given for Atlanta", "lanes[1].quotes[2].on_time_pct"),
        ("which would cost you $75 a load more than today", "which would save you $75 a load against today",
         "$75", "direction flip", "Redline's renewal is a rise on Harrisburg, written as a saving"),
        ("about $81.0K a year", "about $63.5K a year", "$63.5K", "wrong value",
         "annual savings summed without the Harrisburg lane"),
    ],
    "n4-freight_quotes-02": [
        ("delivers on the 20th", "delivers on the 21st", "21st", "wrong date",
         "Kestrel's estimated delivery of May 20 given as the 21st"),
        ("about C$9,152", "about C$4,868", "C$4,868", "unit confusion",
         "USD price divided by the CAD-per-USD rate instead of multiplied"),
        ("(26% of linehaul)", "(29% of linehaul)", "29%", "neighbour value",
         "Bluewater's fuel surcharge given for Kestrel", "quotes[3].fuel_surcharge"),
    ],
    "n4-freight_quotes-03": [
        ("| $3.35 | $2.31 |", "| $3.35 | $2.32 |", "$2.32", "near-miss rounding",
         "intermodal all-in per mile of 2.312 rounded up to 2.32"),
        ("a 24% annual", "a 42% annual", "42%", "transposed digits",
         "carrying cost of 24% a year written 42%"),
        ("the saving is about $2,004 a load", "the saving is about $2,193 a load", "$2,193", "wrong value",
         "carrying cost added to the per-load saving instead of subtracted"),
    ],
}
