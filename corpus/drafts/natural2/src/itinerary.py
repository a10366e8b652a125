"""Travel itinerary: flight orders, hotel stays, rail bookings, flight-status
feeds and expense reports, as booking APIs and travel tools export them."""

DOMAIN = "itinerary"
SPLIT = "dev"

# ---------------------------------------------------------------------------
# 01: trip overview from a Duffel-style flight order plus hotel and rail
# ---------------------------------------------------------------------------

_SEG_OUT = {
    "id": "seg_0000AqB7xLBq1vT2",
    "marketing_carrier": {"iata_code": "TP", "name": "TAP Air Portugal"},
    "marketing_carrier_flight_number": "1351",
    "origin": {"iata_code": "LHR", "city_name": "London"},
    "destination": {"iata_code": "LIS", "city_name": "Lisbon"},
    "origin_terminal": "2",
    "destination_terminal": "1",
    "departing_at": "2025-10-14T07:05:00+01:00",
    "arriving_at": "2025-10-14T09:50:00+01:00",
    "aircraft": {"name": "Airbus A320neo"},
    "passengers": [
        {
            "passenger_id": "pas_0000AqB7xL5",
            "cabin_class": "economy",
            "seat": {"designator": "14C"},
            "baggages": [{"type": "checked", "quantity": 1}, {"type": "carry_on", "quantity": 1}],
        }
    ],
}

_SEG_BACK = {
    "id": "seg_0000AqB7xLBq1vT9",
    "marketing_carrier": {"iata_code": "TP", "name": "TAP Air Portugal"},
    "marketing_carrier_flight_number": "1332",
    "origin": {"iata_code": "OPO", "city_name": "Porto"},
    "destination": {"iata_code": "LHR", "city_name": "London"},
    "origin_terminal": None,
    "destination_terminal": "2",
    "departing_at": "2025-10-18T18:25:00+01:00",
    "arriving_at": "2025-10-18T20:50:00+01:00",
    "aircraft": {"name": "Airbus A321neo"},
    "passengers": [
        {
            "passenger_id": "pas_0000AqB7xL5",
            "cabin_class": "economy",
            "seat": {"designator": "16A"},
            "baggages": [{"type": "checked", "quantity": 1}, {"type": "carry_on", "quantity": 1}],
        }
    ],
}

POOL_01 = {
    "trip_id": "TRP-2025-10-0447",
    "traveller": {
        "name": "Dana Whitfield",
        "loyalty_programme_accounts": [{"airline_iata_code": "TP", "account_number": "TP441820937"}],
    },
    "currency": "EUR",
    "flight_order": {
        "id": "ord_0000AqB7xL2kQe4mZp9RtY",
        "booking_reference": "QX7R2L",
        "total_amount": "412.36",
        "tax_amount": "88.14",
        "total_currency": "EUR",
        "slices": [
            {"origin": "LHR", "destination": "LIS", "duration": "PT2H45M", "segments": [_SEG_OUT]},
            {"origin": "OPO", "destination": "LHR", "duration": "PT2H25M", "segments": [_SEG_BACK]},
        ],
    },
    "stays": [
        {
            "hotel": "Hotel Lumen Lisboa",
            "confirmation": "LUM-558210",
            "check_in": "2025-10-14",
            "check_out": "2025-10-16",
            "check_in_time": "15:00",
            "check_out_time": "12:00",
            "nights": 2,
            "nightly_rate": 164.0,
            "room_total": 328.0,
            "city_tax": 8.0,
            "total": 336.0,
            "paid": False,
        },
        {
            "hotel": "Pestana Vintage Porto",
            "confirmation": "PVP-90411-2",
            "check_in": "2025-10-16",
            "check_out": "2025-10-18",
            "check_in_time": "15:00",
            "check_out_time": "12:00",
            "nights": 2,
            "nightly_rate": 139.5,
            "room_total": 279.0,
            "city_tax": 6.0,
            "total": 285.0,
            "paid": True,
        },
    ],
    "rail": [
        {
            "operator": "CP",
            "service": "Alfa Pendular",
            "train_number": "133",
            "from": "Lisboa Santa Apolónia",
            "to": "Porto Campanhã",
            "departure": "2025-10-16T11:39:00+01:00",
            "arrival": "2025-10-16T14:34:00+01:00",
            "distance_km": 337,
            "class": "Turística",
            "coach": 5,
            "seat": 62,
            "fare": {"amount_cents": 3180, "currency": "EUR"},
        }
    ],
}

TEXT_01 = """## Your Lisbon & Porto trip — Oct 14–18

Four nights, two cities, and a single booking reference for the flights (**QX7R2L**). Here's how it runs.

### Tue Oct 14 — London → Lisbon
- **TP 1351** leaves Heathrow T2 at **07:05** and lands in Lisbon at **09:50** (2 h 45 min). Seat 14C, 1 checked bag included.
- **Hotel Lumen Lisboa**, 2 nights at €164/night. Check-in is from 15:00, so you may want to leave your bags at the desk if you head straight in from the airport.

### Thu Oct 16 — Lisbon → Porto by train
- Check out of the Lumen, then take the **Alfa Pendular 133** from Santa Apolónia at **11:39**, arriving Porto Campanhã at **14:34** — just under 3 hours for the 337 km. Coach 5, seat 62.
- **Pestana Vintage Porto**, 2 nights at €139.50/night (already paid).

### Sat Oct 18 — Porto → London
- Checkout is by 12:00 and **TP 1332** doesn't leave until **18:25**, so you have 6 h 25 min in between. Worth asking the Pestana to hold your luggage.
- You land at Heathrow at **20:50**.

### What it costs
| Item | Amount |
|---|---|
| Flights (incl. €88.14 taxes) | €412.36 |
| Hotel Lumen Lisboa | €336.00 |
| Pestana Vintage Porto | €285.00 |
| Alfa Pendular | €31.80 |
| **Total** | **€1,065.16** |

The two hotels account for €621 of that, about 58%. The Lumen total includes €8 of city tax and hasn't been charged yet, so expect to pay it at checkout."""

_O = "flight_order.slices[0].segments[0]"
_B = "flight_order.slices[1].segments[0]"

CASE_01 = dict(
    id="n2-itinerary-01",
    pool=POOL_01,
    text=TEXT_01,
    copied=[
        ("Oct 14", "trip — Oct 14", f"{_O}.departing_at"),
        ("18", "Oct 14–18", f"{_B}.departing_at"),
        ("Oct 14", "Tue Oct 14", f"{_O}.departing_at"),
        ("07:05", None, f"{_O}.departing_at"),
        ("09:50", None, f"{_O}.arriving_at"),
        ("2 h 45 min", None, "flight_order.slices[0].duration"),
        ("1", "1 checked bag", f"{_O}.passengers[0].baggages[0].quantity"),
        ("2", "Lisboa**, 2 nights", "stays[0].nights"),
        ("€164/night", None, "stays[0].nightly_rate"),
        ("15:00", None, "stays[0].check_in_time"),
        ("Oct 16", None, "rail[0].departure"),
        ("11:39", None, "rail[0].departure"),
        ("14:34", None, "rail[0].arrival"),
        ("337 km", None, "rail[0].distance_km"),
        ("2", "Porto**, 2 nights", "stays[1].nights"),
        ("€139.50/night", None, "stays[1].nightly_rate"),
        ("Oct 18", None, f"{_B}.departing_at"),
        ("12:00", None, "stays[1].check_out_time"),
        ("18:25", None, f"{_B}.departing_at"),
        ("20:50", None, f"{_B}.arriving_at"),
        ("€88.14", None, "flight_order.tax_amount"),
        ("€412.36", None, "flight_order.total_amount"),
        ("€336.00", None, "stays[0].total"),
        ("€285.00", None, "stays[1].total"),
        ("€31.80", None, "rail[0].fare.amount_cents"),
        ("€8", None, "stays[0].city_tax"),
    ],
    derived=[
        ("Four", "Four nights", "sum", "stays[0].nights (2) + stays[1].nights (2) = 4"),
        ("two", "two cities", "count", "stays: Lisbon, Porto = 2 cities"),
        ("3 hours", None, "time_between",
         "rail[0].departure 11:39 → rail[0].arrival 14:34 = 2 h 55 min, just under 3 hours"),
        ("6 h 25 min", None, "time_between",
         "stays[1].check_out_time 12:00 → flight_order.slices[1].segments[0].departing_at 18:25 = 6 h 25 min"),
        ("€1,065.16", None, "sum",
         "flight_order.total_amount 412.36 + stays[0].total 336.00 + stays[1].total 285.00 "
         "+ rail[0].fare.amount_cents 3180/100 = 1,065.16"),
        ("two", "The two hotels", "count", "len(stays) = 2"),
        ("€621", None, "sum", "stays[0].total 336.00 + stays[1].total 285.00 = 621.00"),
        ("58%", None, "share", "621.00 / 1,065.16 = 58.3%"),
    ],
    note="Trip overview for a two-city trip: flights, two hotels and a train, with a cost table.",
)

# ---------------------------------------------------------------------------
# 02: disruption alert from a FlightAware AeroAPI-style status feed
# ---------------------------------------------------------------------------

POOL_02 = {
    "fetched_at": "2025-11-07T13:52:10-06:00",
    "record_locator": "HZKTQP",
    "passenger": "MORALES/ELENA MS",
    "flights": [
        {
            "ident": "AAL2301",
            "ident_iata": "AA2301",
            "fa_flight_id": "AAL2301-1762321234-airline-1284",
            "operator": "AAL",
            "status": "Delayed",
            "origin": {"code_iata": "AUS", "name": "Austin-Bergstrom Intl", "timezone": "America/Chicago"},
            "destination": {"code_iata": "DFW", "name": "Dallas-Fort Worth Intl", "timezone": "America/Chicago"},
            "scheduled_out": "2025-11-07T14:40:00-06:00",
            "estimated_out": "2025-11-07T15:55:00-06:00",
            "actual_out": None,
            "scheduled_in": "2025-11-07T15:45:00-06:00",
            "estimated_in": "2025-11-07T17:02:00-06:00",
            "departure_delay": 4500,
            "arrival_delay": 4620,
            "gate_origin": "11",
            "terminal_origin": None,
            "gate_destination": "C31",
            "terminal_destination": "C",
            "aircraft_type": "A321",
            "route_distance": 190,
            "cancelled": False,
            "diverted": False,
        },
        {
            "ident": "AAL50",
            "ident_iata": "AA50",
            "fa_flight_id": "AAL50-1762321290-airline-0331",
            "operator": "AAL",
            "status": "Scheduled",
            "origin": {"code_iata": "DFW", "name": "Dallas-Fort Worth Intl", "timezone": "America/Chicago"},
            "destination": {"code_iata": "LHR", "name": "London Heathrow", "timezone": "Europe/London"},
            "scheduled_out": "2025-11-07T17:55:00-06:00",
            "estimated_out": "2025-11-07T17:55:00-06:00",
            "actual_out": None,
            "scheduled_in": "2025-11-08T08:50:00+00:00",
            "estimated_in": "2025-11-08T08:41:00+00:00",
            "departure_delay": 0,
            "arrival_delay": -540,
            "gate_origin": "D22",
            "terminal_origin": "D",
            "gate_destination": None,
            "terminal_destination": "3",
            "aircraft_type": "B77W",
            "route_distance": 4736,
            "cancelled": False,
            "diverted": False,
        },
    ],
    "connection": {"airport": "DFW", "min_connect_minutes": 60, "scheduled_connect_minutes": 130,
                   "single_ticket": True, "protected": True},
    "rebooking_options": [
        {"ident_iata": "AA80", "scheduled_out": "2025-11-07T20:15:00-06:00",
         "scheduled_in": "2025-11-08T11:20:00+00:00", "cabin": "economy", "seats_available": 4},
        {"ident_iata": "BA192", "scheduled_out": "2025-11-07T21:50:00-06:00",
         "scheduled_in": "2025-11-08T13:10:00+00:00", "cabin": "economy", "seats_available": 9,
         "partner": True},
    ],
}

TEXT_02 = """## ⚠️ Your DFW connection is at risk

**AA 2301 (Austin → Dallas/Fort Worth) is running 75 minutes late.** It's now expected to push back at **3:55 PM** instead of 2:40 PM and land at DFW around **5:02 PM**, 77 min behind schedule.

### What that does to your connection
- **AA 50 to London** is still on time: **5:55 PM** from gate **D22**.
- That leaves you **53 minutes** between landing and departure, down from the 2 h 10 min you originally had, and under the 60-minute minimum connection time for this itinerary.
- You arrive at gate C31 in Terminal C and leave from Terminal D, so you'll need the Skylink train.

The good news: both flights are on a single ticket and the connection is protected, so if you miss AA 50, American has to rebook you at no cost.

### Backup options if you misconnect
| Flight | Departs DFW | Arrives LHR | Seats left |
|---|---|---|---|
| AA 80 | 8:15 PM | 11:20 AM (Nov 8) | 4 |
| BA 192 | 9:50 PM | 1:10 PM (Nov 8) | 9 |

AA 80 would get you to Heathrow 2 h 30 min later than planned.

**What I'd do now:** ask the gate agent in Austin whether they can protect you on AA 80 ahead of time, or at least flag the tight connection. If you can move to a seat near the front of the plane, do it.

*Flight status as of 1:52 PM CT.*"""

CASE_02 = dict(
    id="n2-itinerary-02",
    pool=POOL_02,
    text=TEXT_02,
    copied=[
        ("3:55 PM", None, "flights[0].estimated_out"),
        ("2:40 PM", None, "flights[0].scheduled_out"),
        ("5:02 PM", None, "flights[0].estimated_in"),
        ("5:55 PM", None, "flights[1].estimated_out"),
        ("60-minute", None, "connection.min_connect_minutes"),
        ("8:15 PM", None, "rebooking_options[0].scheduled_out"),
        ("11:20 AM", None, "rebooking_options[0].scheduled_in"),
        ("Nov 8", "11:20 AM (Nov 8)", "rebooking_options[0].scheduled_in"),
        ("4", "| 4 |", "rebooking_options[0].seats_available"),
        ("9:50 PM", None, "rebooking_options[1].scheduled_out"),
        ("1:10 PM", None, "rebooking_options[1].scheduled_in"),
        ("Nov 8", "1:10 PM (Nov 8)", "rebooking_options[1].scheduled_in"),
        ("9", "| 9 |", "rebooking_options[1].seats_available"),
        ("1:52 PM", None, "fetched_at"),
    ],
    derived=[
        ("75 minutes", None, "conversion", "flights[0].departure_delay 4500 s / 60 = 75 min"),
        ("77 min", None, "conversion", "flights[0].arrival_delay 4620 s / 60 = 77 min"),
        ("53 minutes", None, "time_between",
         "flights[0].estimated_in 17:02 → flights[1].estimated_out 17:55 = 53 min"),
        ("2 h 10 min", None, "duration_format", "connection.scheduled_connect_minutes 130 = 2 h 10 min"),
        ("2 h 30 min", None, "time_between",
         "flights[1].scheduled_in 08:50Z → rebooking_options[0].scheduled_in 11:20Z = 2 h 30 min"),
    ],
    note="Disruption alert: a delayed first leg squeezes an international connection below minimum; backup flights.",
)

# ---------------------------------------------------------------------------
# 03: multi-leg European rail booking (Trainline-style export)
# ---------------------------------------------------------------------------

POOL_03 = {
    "booking": {
        "id": "TL-88214093",
        "created_at": "2025-05-02T16:21:44Z",
        "status": "confirmed",
        "passengers": [{"type": "adult", "name": "Sam Okafor"}, {"type": "adult", "name": "Lena Okafor"}],
        "currency": "EUR",
    },
    "legs": [
        {
            "leg": 1,
            "carrier": "TGV Lyria",
            "train": "9223",
            "origin": "Paris Gare de Lyon",
            "destination": "Zürich HB",
            "departure": "2025-06-03T10:22:00+02:00",
            "arrival": "2025-06-03T14:26:00+02:00",
            "duration_min": 244,
            "distance_km": 610,
            "fare_class": "Standard",
            "price_cents": 17800,
            "seats": ["Car 12, 54", "Car 12, 55"],
        },
        {
            "leg": 2,
            "carrier": "SBB EuroCity",
            "train": "EC 317",
            "origin": "Zürich HB",
            "destination": "Milano Centrale",
            "departure": "2025-06-05T09:33:00+02:00",
            "arrival": "2025-06-05T12:50:00+02:00",
            "duration_min": 197,
            "distance_km": 286,
            "fare_class": "2nd",
            "price_cents": 9800,
            "seats": None,
        },
        {
            "leg": 3,
            "carrier": "Trenitalia Frecciarossa",
            "train": "FR 9727",
            "origin": "Milano Centrale",
            "destination": "Venezia Santa Lucia",
            "departure": "2025-06-07T11:05:00+02:00",
            "arrival": "2025-06-07T13:32:00+02:00",
            "duration_min": 147,
            "distance_km": 267,
            "fare_class": "Standard",
            "price_cents": 7980,
            "seats": ["Coach 6, 9A", "Coach 6, 9B"],
        },
    ],
    "fees_cents": {"booking_fee": 350, "seat_reservation": 0},
    "total_charged_cents": 35930,
    "co2_kg": {"rail": 18.4, "flight_equivalent": 262.0},
}

TEXT_03 = """## Paris → Venice by rail: the numbers

Here's booking **TL-88214093** for the two of you, leg by leg.

| Leg | Date | Train | Dep → Arr | On board | Distance |
|---|---|---|---|---|---|
| Paris → Zürich | Jun 3 | TGV Lyria 9223 | 10:22 → 14:26 | 4 h 04 min | 610 km |
| Zürich → Milan | Jun 5 | EC 317 | 09:33 → 12:50 | 3 h 17 min | 286 km |
| Milan → Venice | Jun 7 | FR 9727 | 11:05 → 13:32 | 2 h 27 min | 267 km |

**Totals**
- **Time on trains:** 9 h 48 min across the three legs, spread over five days with two nights each in Zürich and Milan.
- **Distance:** 1,163 km (about 723 miles).
- **Cost:** €359.30 charged in total: €355.80 in fares plus a €3.50 booking fee. Seat reservations were free. That's roughly €180 each, or about 15 cents per kilometre per person.
- **Priciest leg:** Paris → Zürich at €178 for both seats, half of the fare total on its own.

**Carbon:** Trainline estimates 18.4 kg of CO₂ for the whole trip by rail versus 262 kg if you flew the same route — about 93% less.

One thing to check: the Zürich → Milan EuroCity has no seat assignment on the booking, so if you want to sit together, it's worth reserving seats or boarding early."""

CASE_03 = dict(
    id="n2-itinerary-03",
    pool=POOL_03,
    text=TEXT_03,
    copied=[
        ("Jun 3", None, "legs[0].departure"),
        ("10:22", None, "legs[0].departure"),
        ("14:26", None, "legs[0].arrival"),
        ("610 km", None, "legs[0].distance_km"),
        ("Jun 5", None, "legs[1].departure"),
        ("09:33", None, "legs[1].departure"),
        ("12:50", None, "legs[1].arrival"),
        ("286 km", None, "legs[1].distance_km"),
        ("Jun 7", None, "legs[2].departure"),
        ("11:05", None, "legs[2].departure"),
        ("13:32", None, "legs[2].arrival"),
        ("267 km", None, "legs[2].distance_km"),
        ("€359.30", None, "total_charged_cents"),
        ("€3.50", None, "fees_cents.booking_fee"),
        ("€178", None, "legs[0].price_cents"),
        ("18.4 kg", None, "co2_kg.rail"),
        ("262 kg", None, "co2_kg.flight_equivalent"),
    ],
    derived=[
        ("two", "the two of you", "count", "len(booking.passengers) = 2"),
        ("4 h 04 min", None, "duration_format", "legs[0].duration_min 244 = 4 h 04 min"),
        ("3 h 17 min", None, "duration_format", "legs[1].duration_min 197 = 3 h 17 min"),
        ("2 h 27 min", None, "duration_format", "legs[2].duration_min 147 = 2 h 27 min"),
        ("9 h 48 min", None, "sum", "legs duration_min 244 + 197 + 147 = 588 min = 9 h 48 min"),
        ("three", "the three legs", "count", "len(legs) = 3"),
        ("five", "five days", "time_between",
         "legs[0].departure 2025-06-03 → legs[2].departure 2025-06-07 = 5 days inclusive"),
        ("two", "two nights each", "time_between",
         "legs[0].departure Jun 3 → legs[1].departure Jun 5 = 2 nights; Jun 5 → legs[2].departure Jun 7 = 2 nights"),
        ("1,163 km", None, "sum", "legs distance_km 610 + 286 + 267 = 1,163"),
        ("723 miles", None, "conversion", "1,163 km × 0.6214 = 722.7 mi"),
        ("€355.80", None, "sum", "legs price_cents 17800 + 9800 + 7980 = 35580 cents = €355.80"),
        ("€180", None, "ratio", "total_charged_cents 35930 / 2 passengers = €179.65"),
        ("15 cents", None, "ratio", "€179.65 per person / 1,163 km = €0.154 per km"),
        ("half", "half of the fare", "share", "legs[0].price_cents 17800 / fares 35580 = 50.0%"),
        ("93%", None, "percent_change", "(co2_kg.rail 18.4 − co2_kg.flight_equivalent 262) / 262 = −93.0%"),
    ],
    note="Rail trip summary with a leg table, totals of time, distance and cost, and a CO2 comparison.",
)

# ---------------------------------------------------------------------------
# 04: post-trip expense report check (Concur/Navan-style export)
# ---------------------------------------------------------------------------

POOL_04 = {
    "report_id": "ER-20250922-1187",
    "report_name": "Chicago – Halvorsen Foods onsite",
    "employee": {"name": "Priya Raman", "employee_id": "E10482", "cost_center": "CC-4410"},
    "trip": {"destination": "Chicago, IL", "start_date": "2025-09-15", "end_date": "2025-09-18"},
    "currency": "USD",
    "policy": {
        "name": "US Domestic Travel v3.2",
        "hotel_nightly_cap": 275.0,
        "meals_per_diem": 79.0,
        "airfare_class": "economy",
        "receipt_required_over": 25.0,
    },
    "line_items": [
        {"id": "li_01", "date": "2025-08-28", "category": "Airfare", "merchant": "United Airlines",
         "amount": 486.20, "receipt": True, "note": "SFO-ORD-SFO, economy"},
        {"id": "li_02", "date": "2025-09-15", "category": "Ground Transport", "merchant": "Uber",
         "amount": 52.18, "receipt": True, "note": "ORD to hotel"},
        {"id": "li_03", "date": "2025-09-16", "category": "Meals", "merchant": "Avec",
         "amount": 96.40, "receipt": True, "attendees": 1},
        {"id": "li_04", "date": "2025-09-17", "category": "Meals", "merchant": "Wildberry Pancakes and Cafe",
         "amount": 31.75, "receipt": True, "attendees": 1},
        {"id": "li_05", "date": "2025-09-17", "category": "Meals", "merchant": "Girl & the Goat",
         "amount": 142.60, "receipt": True, "attendees": 3, "note": "Client dinner"},
        {"id": "li_06", "date": "2025-09-18", "category": "Lodging", "merchant": "Kimpton Gray Hotel",
         "amount": 1017.86, "receipt": True, "nights": 3, "nightly_rate": 289.00, "taxes": 150.86},
        {"id": "li_07", "date": "2025-09-18", "category": "Lodging", "merchant": "Kimpton Gray Hotel",
         "amount": -40.00, "receipt": True, "note": "Folio credit - room not ready at check-in"},
        {"id": "li_08", "date": "2025-09-18", "category": "Ground Transport", "merchant": "CTA Ventra",
         "amount": 5.00, "receipt": False},
        {"id": "li_09", "date": "2025-09-15", "category": "Airfare", "merchant": "United Airlines",
         "amount": 39.00, "receipt": True, "note": "Economy Plus upgrade"},
    ],
    "totals": {"submitted": 1830.99, "approved": None, "status": "draft"},
}

TEXT_04 = """## Expense report ER-20250922-1187 — Chicago, Sep 15–18

**Total to submit: $1,830.99** across 9 line items. Two items are likely to get questions from policy review; everything else looks clean.

| Category | Total | What's in it |
|---|---|---|
| Lodging | $977.86 | 3 nights at the Kimpton Gray, net of a $40 folio credit |
| Airfare | $525.20 | $486.20 round trip + $39 Economy Plus |
| Meals | $270.75 | 3 receipts |
| Ground transport | $57.18 | Uber from O'Hare, Ventra fare back |

Lodging is the biggest piece, a little over half the report (53%).

### Policy flags
1. **Hotel rate over the cap.** The room was $289/night against the $275 cap: $14 over per night, $42 for the stay. The $40 credit nearly cancels that out, so mention it in the justification field.
2. **Economy Plus upgrade ($39).** Policy allows economy only, so this will probably need manager sign-off or come out of pocket.

### Within policy
- **Meals:** $270.75 against a 4-day allowance of $316 ($79/day), leaving $45.25 unused. The biggest was the client dinner at Girl & the Goat ($142.60 for 3 people), about $47.53 per head.
- Every receipt over $25 is attached; the only one missing is the $5 Ventra fare, which is under the threshold."""

CASE_04 = dict(
    id="n2-itinerary-04",
    pool=POOL_04,
    text=TEXT_04,
    copied=[
        ("Sep 15", None, "trip.start_date"),
        ("18", "Sep 15–18", "trip.end_date"),
        ("$1,830.99", None, "totals.submitted"),
        ("3", "3 nights", "line_items[5].nights"),
        ("$40", "a $40 folio", "line_items[6].amount"),
        ("$486.20", None, "line_items[0].amount"),
        ("$39", "+ $39 Economy", "line_items[8].amount"),
        ("$289/night", None, "line_items[5].nightly_rate"),
        ("$275", None, "policy.hotel_nightly_cap"),
        ("$40", "The $40 credit", "line_items[6].amount"),
        ("$39", "upgrade ($39)", "line_items[8].amount"),
        ("$79/day", None, "policy.meals_per_diem"),
        ("$142.60", None, "line_items[4].amount"),
        ("3", "3 people", "line_items[4].attendees"),
        ("$25", None, "policy.receipt_required_over"),
        ("$5", None, "line_items[7].amount"),
    ],
    derived=[
        ("9", "9 line items", "count", "len(line_items) = 9"),
        ("Two", "Two items", "count", "flagged items: hotel rate over cap, Economy Plus upgrade = 2"),
        ("$977.86", None, "sum", "line_items[5].amount 1017.86 + line_items[6].amount −40.00 = 977.86"),
        ("$525.20", None, "sum", "line_items[0].amount 486.20 + line_items[8].amount 39.00 = 525.20"),
        ("$270.75", "| $270.75", "sum",
         "line_items[2].amount 96.40 + line_items[3].amount 31.75 + line_items[4].amount 142.60 = 270.75"),
        ("3", "3 receipts", "count", "Meals line items li_03, li_04, li_05 = 3"),
        ("$57.18", None, "sum", "line_items[1].amount 52.18 + line_items[7].amount 5.00 = 57.18"),
        ("half", "over half", "share", "lodging 977.86 / totals.submitted 1830.99 = 53.4%"),
        ("53%", None, "share", "lodging 977.86 / totals.submitted 1830.99 = 53.4%"),
        ("$14", None, "difference", "line_items[5].nightly_rate 289 − policy.hotel_nightly_cap 275 = 14"),
        ("$42", None, "other", "14 over × line_items[5].nights 3 = 42"),
        ("$270.75", "**Meals:** $270.75", "sum", "96.40 + 31.75 + 142.60 = 270.75"),
        ("4-day", None, "time_between", "trip.start_date 2025-09-15 → trip.end_date 2025-09-18 = 4 days inclusive"),
        ("$316", None, "other", "policy.meals_per_diem 79 × 4 days = 316"),
        ("$45.25", None, "difference", "316 − meals 270.75 = 45.25"),
        ("$47.53", None, "ratio", "line_items[4].amount 142.60 / line_items[4].attendees 3 = 47.53"),
    ],
    note="Expense report check against travel policy: category totals, two policy flags, per-diem headroom.",
)

CASES = [CASE_01, CASE_02, CASE_03, CASE_04]

FLAWS = {
    "n2-itinerary-01": [
        ("Four nights, two cities", "Five nights, two cities", "Five", "wrong value",
         "2 + 2 hotel nights (Oct 14–18) counted as five"),
        ("### Thu Oct 16 — Lisbon", "### Thu Oct 17 — Lisbon", "Oct 17", "wrong date",
         "train day given as Oct 17; the train runs Oct 16"),
        ("**Pestana Vintage Porto**, 2 nights at €139.50/night",
         "**Pestana Vintage Porto**, 2 nights at €164/night", "€164/night", "neighbour value",
         "Lumen's nightly rate given for the Pestana", "stays[0].nightly_rate"),
    ],
    "n2-itinerary-02": [
        ("land at DFW around **5:02 PM**", "land at DFW around **3:45 PM**", "3:45 PM", "stale value",
         "original scheduled arrival given as the new estimated arrival", "flights[0].scheduled_in"),
        ("| AA 80 | 8:15 PM | 11:20 AM (Nov 8) |", "| AA 80 | 8:15 PM | 8:50 AM (Nov 8) |", "8:50 AM",
         "wrong time", "AA 50's scheduled arrival time given as AA 80's arrival"),
    ],
    "n2-itinerary-03": [
        ("(about 723 miles)", "(about 1,872 miles)", "1,872 miles", "unit confusion",
         "km to miles multiplied by 1.609 instead of divided"),
        ("| 11:05 → 13:32 |", "| 11:05 → 12:50 |", "12:50", "wrong time",
         "Milan → Venice arrival given as the Zürich → Milan arrival time"),
    ],
    "n2-itinerary-04": [
        ("net of a $40 folio credit", "plus a $40 folio charge", "$40", "direction flip",
         "the −$40 folio credit described as an added charge"),
        ("leaving $45.25 unused", "leaving $54.25 unused", "$54.25", "transposed digits",
         "316 − 270.75 = 45.25 written as 54.25"),
        ("Girl & the Goat ($142.60 for 3 people)", "Girl & the Goat ($96.40 for 3 people)", "$96.40",
         "neighbour value", "the Avec receipt amount given for the Girl & the Goat dinner",
         "line_items[2].amount"),
    ],
}
