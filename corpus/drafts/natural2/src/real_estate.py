"""Real estate: property listings and a local housing market as an MLS RESO Web API,
a market-tracker download, a listing portal's saved homes and a listing agent's
seller report export them."""

DOMAIN = "real_estate"
SPLIT = "test"

# --------------------------------------------------------------------------- 01
_POOL_01 = {
    "@odata.context": "https://api.nwmls-reso.example/odata/$metadata#Property/$entity",
    "ListingKey": "3yd-NWMLS-2318845",
    "ListingId": "2318845",
    "StandardStatus": "Active",
    "PropertyType": "Residential",
    "PropertySubType": "Single Family Residence",
    "UnparsedAddress": "4417 N 38th St, Tacoma, WA 98407",
    "PostalCode": "98407",
    "ListPrice": 689000,
    "OriginalListPrice": 735000,
    "PriceChangeTimestamp": "2025-04-02T17:14:33Z",
    "ListingContractDate": "2025-03-06",
    "DaysOnMarket": 34,
    "BedroomsTotal": 3,
    "BathroomsTotalInteger": 2,
    "BathroomsFull": 1,
    "BathroomsThreeQuarter": 1,
    "LivingArea": 1864,
    "LivingAreaUnits": "Square Feet",
    "LotSizeAcres": 0.14,
    "LotSizeSquareFeet": 6098,
    "YearBuilt": 1926,
    "GarageSpaces": 1,
    "AssociationYN": False,
    "AssociationFee": None,
    "TaxAnnualAmount": 6412.88,
    "TaxYear": 2024,
    "Heating": ["Forced Air"],
    "Cooling": ["None"],
    "OpenHouse": [
        {"OpenHouseKey": "OH-88120", "OpenHouseStartTime": "2025-04-12T13:00:00-07:00",
         "OpenHouseEndTime": "2025-04-12T16:00:00-07:00"},
        {"OpenHouseKey": "OH-88121", "OpenHouseStartTime": "2025-04-13T11:00:00-07:00",
         "OpenHouseEndTime": "2025-04-13T13:00:00-07:00"},
    ],
    "ModificationTimestamp": "2025-04-09T08:02:11Z",
    "zip_stats": {"zip": "98407", "as_of": "2025-03-31", "median_sale_price": 712500,
                  "median_ppsf": 391, "median_dom": 11, "homes_sold": 23},
}

_TEXT_01 = """## 4417 N 38th St, Tacoma: quick take

**$689,000** · 3 bed / 2 bath · 1,864 sq ft · built 1926

**The headline: the price has already been cut.** The sellers listed on **March 6** at **$735,000** and dropped it by **$46,000 (6.3%)** on April 2, less than four weeks in. It has now been on the market **34 days**, about three times the ZIP code's median of **11 days**, so there's likely room to negotiate further.

### Value check
- At **~$370 per sq ft**, it's about **5% below** the 98407 median of **$391/sq ft**.
- It's also priced under the area's median sale price of **$712,500** (March figures).

### Costs to factor in
- **Property taxes:** $6,412.88 a year, roughly **$534/month**.
- **HOA:** none.
- **Lot:** 0.14 acres (about 6,100 sq ft), with a one-car garage.

### Condition questions
The house is nearly 100 years old and lists no cooling. Ask about the electrical panel, the sewer line (get a scope) and the roof age before you write an offer.

### Open houses
- **Sat Apr 12**, 1–4 pm
- **Sun Apr 13**, 11 am–1 pm

Want me to pull recent sales nearby for a tighter comparison?
"""

_CASE_01 = dict(
    id="n2-real_estate-01",
    pool=_POOL_01,
    text=_TEXT_01,
    copied=[
        ("$689,000", None, "ListPrice"),
        ("3", "3 bed", "BedroomsTotal"),
        ("2", "2 bath", "BathroomsTotalInteger"),
        ("1,864 sq ft", None, "LivingArea"),
        ("1926", None, "YearBuilt"),
        ("March 6", None, "ListingContractDate"),
        ("$735,000", None, "OriginalListPrice"),
        ("April 2", None, "PriceChangeTimestamp"),
        ("34 days", None, "DaysOnMarket"),
        ("11 days", None, "zip_stats.median_dom"),
        ("$391", "$391/sq ft", "zip_stats.median_ppsf"),
        ("$712,500", None, "zip_stats.median_sale_price"),
        ("$6,412.88", None, "TaxAnnualAmount"),
        ("0.14 acres", None, "LotSizeAcres"),
        ("6,100 sq ft", None, "LotSizeSquareFeet"),
        ("one", "one-car", "GarageSpaces"),
        ("Apr 12", None, "OpenHouse[0].OpenHouseStartTime"),
        ("1", "1–4 pm", "OpenHouse[0].OpenHouseStartTime"),
        ("4 pm", "1–4 pm", "OpenHouse[0].OpenHouseEndTime"),
        ("Apr 13", None, "OpenHouse[1].OpenHouseStartTime"),
        ("11 am", None, "OpenHouse[1].OpenHouseStartTime"),
        ("1 pm", "11 am–1 pm", "OpenHouse[1].OpenHouseEndTime"),
    ],
    derived=[
        ("$46,000", None, "difference", "OriginalListPrice 735,000 - ListPrice 689,000 = 46,000"),
        ("6.3%", None, "percent_change", "ListPrice 689,000 vs OriginalListPrice 735,000 = -6.26%"),
        ("four weeks", None, "time_between",
         "ListingContractDate 2025-03-06 to PriceChangeTimestamp 2025-04-02 = 27 days"),
        ("three times", None, "ratio", "DaysOnMarket 34 / zip_stats.median_dom 11 = 3.1"),
        ("~$370", None, "ratio", "ListPrice 689,000 / LivingArea 1,864 = 369.64"),
        ("5%", None, "percent_change", "369.64 vs zip_stats.median_ppsf 391 = -5.5%"),
        ("$534", "$534/month", "ratio", "TaxAnnualAmount 6,412.88 / 12 = 534.41"),
        ("100", "nearly 100 years", "difference",
         "ModificationTimestamp year 2025 - YearBuilt 1926 = 99 years"),
    ],
    note="Buyer-facing summary of one MLS listing (RESO fields) with a price cut, value check against ZIP stats and open houses.",
)

# --------------------------------------------------------------------------- 02
_POOL_02 = {
    "source": "market tracker (monthly, metro)",
    "region": "Asheville, NC metro area",
    "region_type": "metro",
    "property_type": "All Residential",
    "period_begin": "2025-08-01",
    "period_end": "2025-08-31",
    "period_duration": 30,
    "is_seasonally_adjusted": False,
    "last_updated": "2025-09-19 14:03:27",
    "median_sale_price": 452000,
    "median_sale_price_mom": -0.0129,
    "median_sale_price_yoy": 0.0317,
    "median_list_price": 479900,
    "median_list_price_mom": 0.0021,
    "median_list_price_yoy": 0.0098,
    "median_ppsf": 268.42,
    "median_ppsf_mom": -0.0046,
    "median_ppsf_yoy": 0.0212,
    "homes_sold": 611,
    "homes_sold_mom": -0.0632,
    "homes_sold_yoy": -0.0475,
    "pending_sales": 574,
    "pending_sales_mom": -0.0338,
    "new_listings": 842,
    "new_listings_yoy": 0.118,
    "inventory": 2387,
    "inventory_yoy": 0.214,
    "months_of_supply": 3.9,
    "median_dom": 41,
    "median_dom_yoy": 9,
    "avg_sale_to_list": 0.9781,
    "avg_sale_to_list_yoy": -0.0064,
    "sold_above_list": 0.187,
    "sold_above_list_yoy": -0.041,
    "price_drops": 0.342,
    "price_drops_yoy": 0.057,
    "off_market_in_two_weeks": 0.221,
    "off_market_in_two_weeks_yoy": None,
}

_TEXT_02 = """# Asheville metro housing market: August update

**The short version:** prices are still edging up year over year, but homes are sitting longer and buyers have more choice than they did a year ago. This market rewards sellers who price right from day one.

## Prices
- **Median sale price: $452,000**, down **1.3%** from July but up **3.2%** on last August.
- **Median price per square foot: $268**, up **2.1%** year over year.
- The median sale price is about **$28K (5.8%)** below the median list price of **$479,900**, a rough sense of how much room sellers are giving up.

## Activity
- **611 homes sold**, **6.3% fewer** than in July and **4.8% fewer** than a year ago.
- **574 pending sales**, so September closings will likely come in a bit lower again.

## Supply
- **Inventory: 2,387 homes**, up **21%** year over year.
- **New listings: 842**, up **11.8%**.
- **Months of supply: 3.9.** Still short of a balanced market (roughly 5–6 months), but moving toward it.

## Negotiating power
| Metric | August | vs. last year |
|---|---|---|
| Median days on market | 41 | +9 days |
| Avg sale-to-list | 97.8% | −0.6 pts |
| Sold above list | 18.7% | −4.1 pts |
| Listings with a price drop | 34.2% | +5.7 pts |

Only **22%** of homes went under contract within two weeks. Last August a typical home sold in about **32 days**.

**What this means for you:** if you list in the spring, price to the recent comps rather than to last year's headlines, and expect buyers to ask for concessions.
"""

_CASE_02 = dict(
    id="n2-real_estate-02",
    pool=_POOL_02,
    text=_TEXT_02,
    copied=[
        ("$452,000", None, "median_sale_price"),
        ("1.3%", None, "median_sale_price_mom"),
        ("3.2%", None, "median_sale_price_yoy"),
        ("$268", None, "median_ppsf"),
        ("2.1%", None, "median_ppsf_yoy"),
        ("$479,900", None, "median_list_price"),
        ("611", None, "homes_sold"),
        ("6.3%", None, "homes_sold_mom"),
        ("4.8%", None, "homes_sold_yoy"),
        ("574", None, "pending_sales"),
        ("2,387", None, "inventory"),
        ("21%", None, "inventory_yoy"),
        ("842", None, "new_listings"),
        ("11.8%", None, "new_listings_yoy"),
        ("3.9", None, "months_of_supply"),
        ("41", "| 41 |", "median_dom"),
        ("+9 days", None, "median_dom_yoy"),
        ("97.8%", None, "avg_sale_to_list"),
        ("−0.6 pts", None, "avg_sale_to_list_yoy"),
        ("18.7%", None, "sold_above_list"),
        ("−4.1 pts", None, "sold_above_list_yoy"),
        ("34.2%", None, "price_drops"),
        ("+5.7 pts", None, "price_drops_yoy"),
        ("22%", None, "off_market_in_two_weeks"),
    ],
    derived=[
        ("$28K", None, "difference", "median_list_price 479,900 - median_sale_price 452,000 = 27,900"),
        ("5.8%", None, "percent_change", "median_sale_price 452,000 vs median_list_price 479,900 = -5.8%"),
        ("32 days", None, "difference", "median_dom 41 - median_dom_yoy 9 = 32"),
    ],
    note="Monthly metro market recap for a prospective seller, from a market-tracker row with fractions under _mom/_yoy keys.",
)

# --------------------------------------------------------------------------- 03
_POOL_03 = {
    "savedSearch": {"id": "ss_8f2c91", "name": "Boulder 3bd under $1M"},
    "fetchedAt": "2025-05-20T09:15:00-06:00",
    "homes": [
        {"zpid": 13285561,
         "address": {"streetAddress": "2950 Glenwood Dr", "city": "Boulder", "state": "CO",
                     "zipcode": "80304"},
         "homeType": "SINGLE_FAMILY", "homeStatus": "FOR_SALE",
         "price": 949000, "zestimate": 978300, "rentZestimate": 4150,
         "bedrooms": 3, "bathrooms": 2.5, "livingArea": 1980,
         "lotAreaValue": 0.21, "lotAreaUnit": "acres", "yearBuilt": 1972,
         "monthlyHoaFee": None, "daysOnZillow": 6, "propertyTaxRate": 0.58,
         "priceHistory": [{"date": "2025-05-14", "event": "Listed for sale", "price": 949000}]},
        {"zpid": 13312907,
         "address": {"streetAddress": "4630 Ricara Dr", "city": "Boulder", "state": "CO",
                     "zipcode": "80301"},
         "homeType": "SINGLE_FAMILY", "homeStatus": "FOR_SALE",
         "price": 875000, "zestimate": 861900, "rentZestimate": 3900,
         "bedrooms": 3, "bathrooms": 2, "livingArea": 1702,
         "lotAreaValue": 7405, "lotAreaUnit": "sqft", "yearBuilt": 1968,
         "monthlyHoaFee": 45, "daysOnZillow": 23, "propertyTaxRate": 0.58,
         "priceHistory": [{"date": "2025-04-27", "event": "Listed for sale", "price": 899000},
                          {"date": "2025-05-12", "event": "Price change", "price": 875000}]},
        {"zpid": 2080451133,
         "address": {"streetAddress": "1150 Portland Pl #4", "city": "Boulder", "state": "CO",
                     "zipcode": "80304"},
         "homeType": "TOWNHOUSE", "homeStatus": "FOR_SALE",
         "price": 799000, "zestimate": 812400, "rentZestimate": 3650,
         "bedrooms": 3, "bathrooms": 2.5, "livingArea": 1545,
         "lotAreaValue": None, "lotAreaUnit": None, "yearBuilt": 2016,
         "monthlyHoaFee": 385, "daysOnZillow": 41, "propertyTaxRate": 0.58,
         "priceHistory": [{"date": "2025-04-09", "event": "Listed for sale", "price": 799000}]},
    ],
}

_TEXT_03 = """## Your three saved Boulder homes, side by side

| | 2950 Glenwood Dr | 4630 Ricara Dr | 1150 Portland Pl #4 |
|---|---|---|---|
| Price | $949,000 | $875,000 | $799,000 |
| Type | Single-family | Single-family | Townhouse |
| Baths | 2.5 | 2 | 2.5 |
| Size | 1,980 sq ft | 1,702 sq ft | 1,545 sq ft |
| Price per sq ft | $479 | $514 | $517 |
| Zestimate | $978,300 | $861,900 | $812,400 |
| HOA | none | $45/mo | $385/mo |
| Days listed | 6 | 23 | 41 |

### What stands out
- **Glenwood is the best value on paper.** It's the priciest overall, but at **$479/sq ft** it's the cheapest per square foot, and it's listed **$29,300 below** its Zestimate. It only hit the market **6 days** ago, so expect competition.
- **Ricara has already been cut once**, from **$899,000** to $875,000 on **May 12**, yet it's still about **1.5% above** its Zestimate. With **23 days** on the market, there may be room for another reduction.
- **Portland Pl is the cheapest to buy but not to own.** The **$385/mo** HOA adds **$4,620 a year**. Add property tax at Zillow's **0.58%** estimate and its monthly tax-plus-HOA comes to about **$770**, versus roughly **$460** for Glenwood and **$470** for Ricara.
- **Land:** Glenwood sits on **0.21 acres**; Ricara's lot is **7,405 sq ft** (about 0.17 acres); the townhouse has no private lot.

**My take:** if you can stretch to $949K, Glenwood gives you the most house and land for the money. If budget is the constraint, make an offer on Ricara below asking rather than carrying the townhouse's HOA for years.
"""

_CASE_03 = dict(
    id="n2-real_estate-03",
    pool=_POOL_03,
    text=_TEXT_03,
    copied=[
        ("$949,000", None, "homes[0].price"),
        ("$875,000", "| $875,000 |", "homes[1].price"),
        ("$799,000", None, "homes[2].price"),
        ("2.5", "| Baths | 2.5", "homes[0].bathrooms"),
        ("2", "2 | 2.5 |", "homes[1].bathrooms"),
        ("2.5", "2 | 2.5 |", "homes[2].bathrooms"),
        ("1,980 sq ft", None, "homes[0].livingArea"),
        ("1,702 sq ft", None, "homes[1].livingArea"),
        ("1,545 sq ft", None, "homes[2].livingArea"),
        ("$978,300", None, "homes[0].zestimate"),
        ("$861,900", None, "homes[1].zestimate"),
        ("$812,400", None, "homes[2].zestimate"),
        ("$45/mo", None, "homes[1].monthlyHoaFee"),
        ("$385/mo", "| $385/mo |", "homes[2].monthlyHoaFee"),
        ("6", "| 6 |", "homes[0].daysOnZillow"),
        ("23", "| 23 |", "homes[1].daysOnZillow"),
        ("41", "| 41 |", "homes[2].daysOnZillow"),
        ("6 days", None, "homes[0].daysOnZillow"),
        ("$899,000", None, "homes[1].priceHistory[0].price"),
        ("$875,000", "to $875,000 on", "homes[1].priceHistory[1].price"),
        ("May 12", None, "homes[1].priceHistory[1].date"),
        ("23 days", None, "homes[1].daysOnZillow"),
        ("$385/mo", "**$385/mo** HOA", "homes[2].monthlyHoaFee"),
        ("0.58%", None, "homes[2].propertyTaxRate"),
        ("0.21 acres", None, "homes[0].lotAreaValue"),
        ("7,405 sq ft", None, "homes[1].lotAreaValue"),
        ("$949K", None, "homes[0].price"),
    ],
    derived=[
        ("three", "Your three saved", "count", "homes: 3 saved listings"),
        ("$479", "| $479 |", "ratio", "homes[0].price 949,000 / livingArea 1,980 = 479.29"),
        ("$514", None, "ratio", "homes[1].price 875,000 / livingArea 1,702 = 514.10"),
        ("$517", None, "ratio", "homes[2].price 799,000 / livingArea 1,545 = 517.15"),
        ("$479", "**$479/sq ft", "ratio", "homes[0].price 949,000 / livingArea 1,980 = 479.29"),
        ("$29,300", None, "difference", "homes[0].zestimate 978,300 - price 949,000 = 29,300"),
        ("1.5%", None, "percent_change", "homes[1].price 875,000 vs zestimate 861,900 = +1.52%"),
        ("$4,620", None, "conversion", "homes[2].monthlyHoaFee 385 x 12 = 4,620 per year"),
        ("$770", None, "other",
         "homes[2].price 799,000 x propertyTaxRate 0.58% / 12 = 386.18 + monthlyHoaFee 385 = 771.18"),
        ("$460", None, "other", "homes[0].price 949,000 x propertyTaxRate 0.58% / 12 = 458.68 (no HOA)"),
        ("$470", None, "other",
         "homes[1].price 875,000 x propertyTaxRate 0.58% / 12 = 422.92 + monthlyHoaFee 45 = 467.92"),
        ("0.17 acres", None, "conversion", "homes[1].lotAreaValue 7,405 sq ft / 43,560 = 0.170 acres"),
    ],
    note="Side-by-side comparison of three saved listings from a listing portal API (lot area in mixed units, HOA null), with ownership-cost estimate.",
)

# --------------------------------------------------------------------------- 04
_POOL_04 = {
    "listing": {"mls": "NTREIS", "mls_number": "20839177",
                "address": "718 Kessler Pkwy, Dallas, TX 75208", "list_price": 1150000,
                "list_date": "2025-10-02", "status": "Active", "cdom": 17},
    "report_generated": "2025-10-19T20:10:00-05:00",
    "activity": {"week_ending": "2025-10-19", "portal_views": 2318, "portal_views_prev_week": 3904,
                 "saves": 57, "saves_prev_week": 88, "showings": 9, "showings_prev_week": 14,
                 "second_showings": 2},
    "showing_feedback": {"responses": 8,
                         "price_opinion": {"too_high": 2, "slightly_high": 3, "about_right": 3,
                                           "good_value": 0},
                         "avg_interest_rating": 3.4, "rating_scale_max": 5},
    "offers": [
        {"offer_id": "OF-1", "buyer_agent": "K. Tran (Compass)", "amount": 1085000,
         "financing": "conventional", "down_payment_pct": 20, "earnest_money": 15000,
         "option_fee": 500, "option_period_days": 7, "seller_concessions": -12000,
         "sale_of_other_property_contingency": False, "closing_date": "2025-11-21",
         "received_at": "2025-10-18T16:42:00-05:00", "expires_at": "2025-10-20T18:00:00-05:00"},
        {"offer_id": "OF-2", "buyer_agent": "M. Alvarez (eXp Realty)", "amount": 1120000,
         "financing": "conventional", "down_payment_pct": 10, "earnest_money": 11200,
         "option_fee": 250, "option_period_days": 10, "seller_concessions": 0,
         "sale_of_other_property_contingency": True, "closing_date": "2025-12-05",
         "received_at": "2025-10-19T11:05:00-05:00", "expires_at": "2025-10-21T12:00:00-05:00"},
    ],
}

_TEXT_04 = """# You have two offers on 718 Kessler Pkwy

Good news: two offers came in this weekend, **17 days** after listing. The first one **expires tomorrow (Mon Oct 20) at 6:00 pm**, so we need to decide how to respond before then.

## The offers side by side

| | Offer 1: K. Tran (Compass) | Offer 2: M. Alvarez (eXp) |
|---|---|---|
| Price | $1,085,000 | $1,120,000 |
| % of list ($1.15M) | 94.3% | 97.4% |
| Seller concessions | −$12,000 | none |
| **Net to you (before costs)** | **$1,073,000** | **$1,120,000** |
| Down payment | 20% | 10% |
| Earnest money | $15,000 | $11,200 |
| Option period | 7 days ($500) | 10 days ($250) |
| Contingent on selling their home | No | **Yes** |
| Closing | Nov 21 | Dec 5 |
| Expires | Oct 20, 6:00 pm | Oct 21, 12:00 pm |

## How I'd read them
- **Offer 2 is $47,000 higher on net**, but it depends on the buyers selling their current home, and it closes **two weeks** later. That contingency is the real risk: if their sale stalls, yours does too.
- **Offer 1 is cleaner:** 20% down, more earnest money, no home-sale contingency and the earlier closing.
- A common move is to **counter Offer 1** before it expires, asking them to drop or reduce the concessions.

## Market signal from this week
Interest is cooling: portal views fell **41%** (3,904 → 2,318), saves dropped from 88 to **57**, and showings from 14 to **9**. Five of the eight buyers who left feedback thought the price was high. That argues for working with the offers in hand rather than waiting.
"""

_CASE_04 = dict(
    id="n2-real_estate-04",
    pool=_POOL_04,
    text=_TEXT_04,
    copied=[
        ("17 days", None, "listing.cdom"),
        ("Oct 20", "Mon Oct 20", "offers[0].expires_at"),
        ("6:00 pm", "at 6:00 pm", "offers[0].expires_at"),
        ("$1,085,000", None, "offers[0].amount"),
        ("$1,120,000", "| $1,120,000 |", "offers[1].amount"),
        ("$1.15M", None, "listing.list_price"),
        ("−$12,000", None, "offers[0].seller_concessions"),
        ("20%", "| 20% |", "offers[0].down_payment_pct"),
        ("10%", None, "offers[1].down_payment_pct"),
        ("$15,000", None, "offers[0].earnest_money"),
        ("$11,200", None, "offers[1].earnest_money"),
        ("7 days", None, "offers[0].option_period_days"),
        ("$500", None, "offers[0].option_fee"),
        ("10 days", None, "offers[1].option_period_days"),
        ("$250", None, "offers[1].option_fee"),
        ("Nov 21", None, "offers[0].closing_date"),
        ("Dec 5", None, "offers[1].closing_date"),
        ("Oct 20", "| Oct 20,", "offers[0].expires_at"),
        ("6:00 pm", "Oct 20, 6:00 pm", "offers[0].expires_at"),
        ("Oct 21", None, "offers[1].expires_at"),
        ("12:00 pm", None, "offers[1].expires_at"),
        ("20%", "20% down", "offers[0].down_payment_pct"),
        ("3,904", None, "activity.portal_views_prev_week"),
        ("2,318", None, "activity.portal_views"),
        ("88", "from 88 to", "activity.saves_prev_week"),
        ("57", "**57**", "activity.saves"),
        ("14", "from 14 to", "activity.showings_prev_week"),
        ("9", "to **9**", "activity.showings"),
        ("eight", None, "showing_feedback.responses"),
    ],
    derived=[
        ("two", "You have two offers", "count", "offers: 2 entries"),
        ("two", "two offers came", "count", "offers: 2 entries"),
        ("94.3%", None, "share", "offers[0].amount 1,085,000 / listing.list_price 1,150,000 = 94.3%"),
        ("97.4%", None, "share", "offers[1].amount 1,120,000 / listing.list_price 1,150,000 = 97.4%"),
        ("$1,073,000", None, "sum", "offers[0].amount 1,085,000 + seller_concessions -12,000 = 1,073,000"),
        ("$1,120,000", "**$1,120,000**", "sum",
         "offers[1].amount 1,120,000 + seller_concessions 0 = 1,120,000"),
        ("$47,000", None, "difference", "net 1,120,000 - net 1,073,000 = 47,000"),
        ("two weeks", None, "time_between",
         "offers[0].closing_date 2025-11-21 to offers[1].closing_date 2025-12-05 = 14 days"),
        ("41%", None, "percent_change",
         "activity.portal_views 2,318 vs portal_views_prev_week 3,904 = -40.6%"),
        ("Five", None, "sum",
         "showing_feedback.price_opinion too_high 2 + slightly_high 3 = 5"),
    ],
    note="Seller alert from a listing agent's report: two offers side by side with expiry times, plus a week of cooling showing activity.",
)

CASES = [_CASE_01, _CASE_02, _CASE_03, _CASE_04]

FLAWS = {
    "n2-real_estate-01": [
        ("**$689,000** · 3 bed", "**$735,000** · 3 bed", "$735,000",
         "stale value", "the original list price given as the current asking price ($689,000)",
         "OriginalListPrice"),
        ("listed on **March 6**", "listed on **March 5**", "March 5",
         "wrong date", "ListingContractDate is 2025-03-06"),
        ("**$46,000 (6.3%)**", "**$46,000 (6.6%)**", "6.6%",
         "near-miss rounding", "46,000 / 735,000 = 6.26%, which rounds to 6.3%"),
    ],
    "n2-real_estate-02": [
        ("down **1.3%** from July", "up **1.3%** from July", "1.3%",
         "direction flip", "median_sale_price_mom is -0.0129, a fall from July"),
        ("**6.3% fewer** than in July", "**4.8% fewer** than in July", "4.8%",
         "neighbour value", "the year-over-year change (-4.75%) given as the month-over-month change (-6.32%)",
         "homes_sold_yoy"),
        ("about **32 days**", "about **50 days**", "50 days",
         "wrong value", "41 - 9 = 32 days last August; the 9-day rise was added instead of subtracted"),
    ],
    "n2-real_estate-03": [
        ("| Price | $949,000 |", "| Price | $994,000 |", "$994,000",
         "transposed digits", "Glenwood's price is $949,000"),
        ("With **23 days** on the market", "With **41 days** on the market", "41 days",
         "neighbour value", "Portland Pl's days on market given for Ricara (23)",
         "homes[2].daysOnZillow"),
        ("and **$470** for Ricara", "and **$420** for Ricara", "$420",
         "wrong value", "Ricara: tax ~$423 + $45 HOA = ~$468; the HOA was left out"),
    ],
    "n2-real_estate-04": [
        ("| Price | $1,085,000 |", "| Price | $1,058,000 |", "$1,058,000",
         "transposed digits", "Offer 1 amount is $1,085,000"),
        ("(Mon Oct 20) at 6:00 pm**", "(Mon Oct 20) at 12:00 pm**", "12:00 pm",
         "wrong time", "Offer 1 expires at 18:00; noon is Offer 2's expiry time"),
        ("| Closing | Nov 21 | Dec 5 |", "| Closing | Nov 21 | Dec 4 |", "Dec 4",
         "wrong date", "Offer 2 closing_date is 2025-12-05"),
    ],
}
