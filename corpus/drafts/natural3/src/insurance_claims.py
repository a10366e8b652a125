"""Insurance claims: a health plan's explanation of benefits, an auto insurer's
claims-API record and a homeowners line's quarterly loss report, as the insurers'
systems export them."""

DOMAIN = "insurance_claims"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01: medical EOB (amounts as decimal strings, as EOB APIs send them)
# ---------------------------------------------------------------------------

_POOL_01 = {
    "eob_id": "EOB-2024-0926-557120",
    "claim_number": "C24M0918377",
    "claim_status": "processed",
    "processed_date": "2024-09-26",
    "payer": {"name": "Bluestem Health Plan", "plan_name": "Bluestem Silver PPO 3500", "group_number": "GRP-448210", "plan_year": 2024},
    "member": {"name": "Priya Ramanathan", "member_id": "BSH884120037"},
    "provider": {"name": "Lakeshore Orthopedic Associates", "npi": "1487653320", "network_status": "in_network"},
    "service_dates": {"from": "2024-09-09", "to": "2024-09-09"},
    "currency": "USD",
    "benefits": {"coinsurance_rate": 0.2, "applies_to_deductible": True},
    "lines": [
        {"line": 1, "cpt": "99204", "description": "New patient office visit, moderate complexity", "billed": "385.00", "allowed": "212.40", "network_discount": "172.60", "deductible": "212.40", "coinsurance": "0.00", "plan_paid": "0.00", "patient_responsibility": "212.40", "remark_codes": ["PR-1"]},
        {"line": 2, "cpt": "73721", "description": "MRI lower extremity joint w/o contrast", "billed": "2140.00", "allowed": "688.15", "network_discount": "1451.85", "deductible": "537.60", "coinsurance": "30.11", "plan_paid": "120.44", "patient_responsibility": "567.71", "remark_codes": ["PR-1", "PR-2"]},
        {"line": 3, "cpt": "20610", "description": "Arthrocentesis/injection, major joint", "billed": "310.00", "allowed": "121.80", "network_discount": "188.20", "deductible": "0.00", "coinsurance": "24.36", "plan_paid": "97.44", "patient_responsibility": "24.36", "remark_codes": ["PR-2"]},
        {"line": 4, "cpt": "J3301", "description": "Triamcinolone acetonide, per 10 mg", "billed": "64.00", "allowed": "0.00", "network_discount": "64.00", "deductible": "0.00", "coinsurance": "0.00", "plan_paid": "0.00", "patient_responsibility": "0.00", "remark_codes": ["CO-97"]},
    ],
    "totals": {
        "billed": "2899.00",
        "allowed": "1022.35",
        "network_discount": "1876.65",
        "deductible": "750.00",
        "coinsurance": "54.47",
        "plan_paid": "217.88",
        "patient_responsibility": "804.47",
    },
    "accumulators": {
        "as_of": "2024-09-26",
        "deductible": {"individual_limit": "3500.00", "met_before_claim": "2750.00", "met_to_date": "3500.00", "remaining": "0.00"},
        "out_of_pocket": {"individual_limit": "7900.00", "met_to_date": "3785.67", "remaining": "4114.33"},
    },
}

_TEXT_01 = """You owe **$804.47** on this claim, and almost all of it is your deductible rather than anything being denied. Here's how Bluestem got there for your Sep 9 visit to Lakeshore Orthopedic:

| Service | Billed | Plan allowed | You owe |
|---|---|---|---|
| New-patient office visit | $385.00 | $212.40 | $212.40 |
| MRI of the knee | $2,140.00 | $688.15 | $567.71 |
| Joint aspiration/injection | $310.00 | $121.80 | $24.36 |
| Triamcinolone (injection drug) | $64.00 | denied | $0.00 |

**Why the total is what it is**

- The practice billed **$2,899.00**, but because it's in network the plan only recognises **$1,022.35**. The other $1,876.65 (about 65% of the bill) is a network discount you never pay.
- You had met $2,750.00 of your $3,500.00 deductible before this visit, so the first $750.00 of allowed charges was yours. That covered the whole office visit and $537.60 of the MRI.
- After the deductible, you pay 20% coinsurance: $30.11 on the MRI and $24.36 on the aspiration, $54.47 in total.
- The plan paid **$217.88**, so you're carrying roughly 79% of the allowed amount this time. That's normal when a claim lands at the tail end of a deductible.

**The injection drug line**

The $64.00 drug line was denied with code CO-97 (bundled into the procedure). A "CO" code is a contractual adjustment, so the practice can't bill you for it.

**Going forward**

Your deductible is now fully met for 2024, so in-network care for the rest of the plan year drops to 20% coinsurance. You're at $3,785.67 toward the $7,900.00 out-of-pocket maximum, leaving $4,114.33 before the plan covers everything."""

# ---------------------------------------------------------------------------
# 02: personal auto claim from a claims API (amounts in minor units)
# ---------------------------------------------------------------------------

_POOL_02 = {
    "as_of": "2024-09-20T11:00:00Z",
    "currency": "USD",
    "amount_unit": "minor",
    "claim": {
        "id": "CLM-AU-2024-0617734",
        "policy_number": "PAU-88203417",
        "line_of_business": "personal_auto",
        "status": "open",
        "sub_status": "subrogation_pending",
        "reported_at": "2024-06-17T08:42:11Z",
        "loss_date": "2024-06-15",
        "loss_cause": {"code": "COLL-RE", "label": "Collision - rear-ended by third party"},
        "fault_determination": {"insured_fault_pct": 0.0, "third_party_fault_pct": 1.0, "determined_at": "2024-07-02T15:10:00Z"},
    },
    "insured": {
        "name": "Marcus Oyelaran",
        "vehicle": {"year": 2021, "make": "Subaru", "model": "Outback"},
    },
    "coverages": [
        {"code": "COLL", "label": "Collision", "deductible_minor": 100000},
        {"code": "RENT", "label": "Rental reimbursement", "daily_limit_minor": 4000, "max_minor": 120000},
    ],
    "adjuster": {"name": "Kelsey Brandt", "id": "ADJ-3391", "assigned_at": "2024-06-17T10:05:00Z"},
    "repair": {
        "shop": "Northgate Collision Center",
        "original_estimate_minor": 512840,
        "supplement_minor": 76490,
        "final_estimate_minor": 589330,
        "repair_completed_at": "2024-07-15T21:00:00Z",
    },
    "rental": {
        "vendor": "Enterprise Rent-A-Car",
        "start_date": "2024-06-18",
        "end_date": "2024-07-15",
        "days": 27,
        "daily_rate_minor": 4410,
        "billed_total_minor": 119070,
        "covered_minor": 108000,
        "insured_owes_minor": 11070,
    },
    "payments": [
        {"id": "PMT-24-0098817", "type": "expense", "category": "towing", "payee": "Dale's Towing & Recovery", "amount_minor": 18500, "issued_at": "2024-06-19T18:10:00Z"},
        {"id": "PMT-24-0114502", "type": "indemnity", "category": "repair", "payee": "Northgate Collision Center", "amount_minor": 489330, "issued_at": "2024-07-22T16:00:00Z"},
        {"id": "PMT-24-0115930", "type": "indemnity", "category": "rental", "payee": "Enterprise Rent-A-Car", "amount_minor": 108000, "issued_at": "2024-07-24T15:30:00Z"},
    ],
    "recoveries": [
        {"id": "REC-24-0007721", "type": "subrogation", "from": "Buckeye Mutual Insurance", "amount_minor": -18500, "received_at": "2024-08-29T12:00:00Z"},
    ],
    "subrogation": {
        "status": "demand_sent",
        "target_carrier": "Buckeye Mutual Insurance",
        "demand_sent_at": "2024-08-05T14:00:00Z",
        "demand_amount_minor": 715830,
        "includes_insured_deductible_minor": 100000,
        "recovered_to_date_minor": 18500,
    },
    "financials": {
        "paid_to_date_minor": 615830,
        "recoveries_to_date_minor": -18500,
        "outstanding_reserve_minor": 35000,
        "net_incurred_minor": 632330,
    },
}

_TEXT_02 = """**Short version:** the repairs and rental are paid; the claim is only still open because the insurer is chasing the other driver's carrier, and that's also where your deductible comes back from. Status as of Sep 20:

**How it's gone so far**
- Crash on Jun 15 (you were rear-ended). You reported it on Jun 17 at 08:42 UTC, and Kelsey Brandt was assigned about 1 h 23 min later, at 10:05 UTC.
- On Jul 2 the other driver was found 100% at fault (your share: 0%).
- Northgate finished the repairs on Jul 15.

**What's been paid**

| What | Paid to | Amount | Issued |
|---|---|---|---|
| Towing | Dale's Towing & Recovery | $185.00 | Jun 19 |
| Repairs | Northgate Collision Center | $4,893.30 | Jul 22 |
| Rental | Enterprise Rent-A-Car | $1,080.00 | Jul 24 |

That's **$6,158.30** paid in total. The final repair bill was $5,893.30, including a $764.90 supplement after teardown; the insurer paid it less your $1,000.00 collision deductible.

On the rental, Enterprise billed 27 days at $44.10 a day, but your coverage tops out at $40.00 a day. The insurer covered $1,080.00, which leaves roughly $110.70 that Enterprise can bill you for.

**Your deductible**

The insurer sent a subrogation demand for **$7,158.30** to Buckeye Mutual on Aug 5: everything it paid plus your $1,000.00 deductible. That was 46 days ago. So far Buckeye has only reimbursed the tow ($185.00, received Aug 29). If the demand is paid in full, your deductible comes back to you; if it's settled for less, you'd normally get a proportional share.

For reference, the claim's net incurred figure is $6,323.30, which includes $350.00 still held in reserve."""

# ---------------------------------------------------------------------------
# 03: quarterly homeowners loss report (amounts in thousands)
# ---------------------------------------------------------------------------

_POOL_03 = {
    "report_id": "LR-HO-SE-2024Q3",
    "line_of_business": "homeowners",
    "region": "Southeast",
    "states": ["FL", "GA", "SC", "NC", "AL"],
    "period": {"quarter": "2024-Q3", "start": "2024-07-01", "end": "2024-09-30"},
    "generated_at": "2024-10-08T04:00:00Z",
    "currency": "USD",
    "amount_scale": "thousands",
    "premium": {"earned": 48215.4, "written": 51030.9, "policies_in_force": 61204},
    "claims": {
        "reported": 3912,
        "closed": 3188,
        "closed_without_payment": 611,
        "reopened": 74,
        "open_end_of_period": 2740,
        "avg_days_to_close": 38.6,
    },
    "losses": {
        "paid": 27640.2,
        "case_reserve_change": 9815.7,
        "ibnr_change": 4120.0,
        "incurred": 41575.9,
        "lae_paid": 3902.3,
    },
    "ratios": {"loss_ratio": 0.8623, "lae_ratio": 0.0809, "expense_ratio": 0.2714, "combined_ratio": 1.2146},
    "by_peril": [
        {"peril": "wind_hail", "label": "Wind / hail", "reported": 1244, "incurred": 17233.4},
        {"peril": "water_non_weather", "label": "Water damage (non-weather)", "reported": 1105, "incurred": 9918.6},
        {"peril": "fire_lightning", "label": "Fire / lightning", "reported": 212, "incurred": 7402.1},
        {"peril": "theft", "label": "Theft", "reported": 486, "incurred": 1530.2},
        {"peril": "liability", "label": "Liability", "reported": 97, "incurred": 2210.5},
        {"peril": "other", "label": "Other", "reported": 768, "incurred": 3281.1},
    ],
    "catastrophe_events": [
        {"pcs_id": "PCS-2024-41", "name": "Hurricane Debby", "first_loss_date": "2024-08-05", "reported": 889, "incurred": 11870.3},
    ],
    "prior_quarter": {"quarter": "2024-Q2", "earned": 46798.0, "reported": 3305, "incurred": 33980.4, "loss_ratio": 0.7261, "combined_ratio": 1.0718, "avg_days_to_close": 33.9},
    "prior_year_quarter": {"quarter": "2023-Q3", "reported": 3480, "incurred": 36110.8, "loss_ratio": 0.7942},
}

_TEXT_03 = """Q3 was a rough quarter for Southeast homeowners. Hurricane Debby explains most of the jump, but not all of it.

**Headline ratios**
- **Loss ratio: 86.2%**, up from 72.6% in Q2 (about 13.6 points worse) and above the 79.4% for the same quarter last year.
- With LAE (8.1%) and underwriting expenses (27.1%) on top, the **combined ratio is 121.5%**, an underwriting loss of about 21.5 cents on every premium dollar earned.

**Volume and cost versus Q2**
- Claims reported: 3,912 against 3,305, up 607, or about 18%.
- Incurred losses: $41.6M against $34.0M, up about 22%.
- Earned premium barely moved: $48.2M against $46.8M, roughly 3% higher, nowhere near enough to absorb the losses.

**Where the losses came from**

| Peril | Claims | Incurred |
|---|---|---|
| Wind / hail | 1,244 | $17.2M |
| Water damage (non-weather) | 1,105 | $9.9M |
| Fire / lightning | 212 | $7.4M |

Wind and hail alone make up about 41% of incurred losses. Hurricane Debby (889 claims, $11.9M incurred) accounts for roughly 29% of the quarter; take it out and the loss ratio would be around 61.6%, which is actually better than Q2. Fire is the low-frequency, high-severity line: 212 claims averaging about $34.9K each.

**Operations**

Claims are taking longer to close, 38.6 days on average against 33.9 in Q2, so about 4.7 days slower, and 2,740 were still open at quarter end. With Debby claims still working through, I'd expect that backlog to weigh on Q4 as well."""

CASES = [
    dict(
        id="n3-insurance_claims-01",
        pool=_POOL_01,
        text=_TEXT_01,
        copied=[
            ("$804.47", None, "totals.patient_responsibility"),
            ("Sep 9", None, "service_dates.from"),
            ("$385.00", None, "lines[0].billed"),
            ("$212.40", "| $212.40 | $212.40 |", "lines[0].allowed"),
            ("$212.40", "$212.40 |\n| MRI", "lines[0].patient_responsibility"),
            ("$2,140.00", None, "lines[1].billed"),
            ("$688.15", None, "lines[1].allowed"),
            ("$567.71", None, "lines[1].patient_responsibility"),
            ("$310.00", None, "lines[2].billed"),
            ("$121.80", None, "lines[2].allowed"),
            ("$24.36", "| $24.36 |", "lines[2].patient_responsibility"),
            ("$64.00", "| $64.00 |", "lines[3].billed"),
            ("$0.00", None, "lines[3].patient_responsibility"),
            ("$2,899.00", None, "totals.billed"),
            ("$1,022.35", None, "totals.allowed"),
            ("$1,876.65", None, "totals.network_discount"),
            ("$2,750.00", None, "accumulators.deductible.met_before_claim"),
            ("$3,500.00", None, "accumulators.deductible.individual_limit"),
            ("$750.00", None, "totals.deductible"),
            ("$537.60", None, "lines[1].deductible"),
            ("20%", "you pay 20% coinsurance", "benefits.coinsurance_rate"),
            ("$30.11", None, "lines[1].coinsurance"),
            ("$24.36", "$24.36 on the aspiration", "lines[2].coinsurance"),
            ("$54.47", None, "totals.coinsurance"),
            ("$217.88", None, "totals.plan_paid"),
            ("$64.00", "The $64.00 drug", "lines[3].billed"),
            ("$3,785.67", None, "accumulators.out_of_pocket.met_to_date"),
            ("$7,900.00", None, "accumulators.out_of_pocket.individual_limit"),
            ("$4,114.33", None, "accumulators.out_of_pocket.remaining"),
            ("20%", "drops to 20% coinsurance", "benefits.coinsurance_rate"),
        ],
        derived=[
            ("65%", None, "share", "totals.network_discount (1,876.65) / totals.billed (2,899.00) = 64.7%"),
            ("79%", None, "share", "totals.patient_responsibility (804.47) / totals.allowed (1,022.35) = 78.7%"),
        ],
        note="Medical EOB: member asks why they owe $804.47 after an orthopedic visit; line table, network discount, deductible and coinsurance breakdown, bundled denial, remaining out-of-pocket.",
    ),
    dict(
        id="n3-insurance_claims-02",
        pool=_POOL_02,
        text=_TEXT_02,
        copied=[
            ("Sep 20", None, "as_of"),
            ("Jun 15", None, "claim.loss_date"),
            ("Jun 17", None, "claim.reported_at"),
            ("08:42", None, "claim.reported_at"),
            ("10:05", None, "adjuster.assigned_at"),
            ("Jul 2", "On Jul 2 the", "claim.fault_determination.determined_at"),
            ("100%", None, "claim.fault_determination.third_party_fault_pct"),
            ("0%", "your share: 0%", "claim.fault_determination.insured_fault_pct"),
            ("Jul 15", None, "repair.repair_completed_at"),
            ("$185.00", "| $185.00 |", "payments[0].amount_minor"),
            ("Jun 19", None, "payments[0].issued_at"),
            ("$4,893.30", None, "payments[1].amount_minor"),
            ("Jul 22", None, "payments[1].issued_at"),
            ("$1,080.00", "| $1,080.00 |", "payments[2].amount_minor"),
            ("Jul 24", None, "payments[2].issued_at"),
            ("$6,158.30", None, "financials.paid_to_date_minor"),
            ("$5,893.30", None, "repair.final_estimate_minor"),
            ("$764.90", None, "repair.supplement_minor"),
            ("$1,000.00", "your $1,000.00 collision", "coverages[0].deductible_minor"),
            ("27 days", None, "rental.days"),
            ("$44.10", None, "rental.daily_rate_minor"),
            ("$40.00", None, "coverages[1].daily_limit_minor"),
            ("$1,080.00", "covered $1,080.00", "rental.covered_minor"),
            ("$7,158.30", None, "subrogation.demand_amount_minor"),
            ("Aug 5", None, "subrogation.demand_sent_at"),
            ("$1,000.00", "plus your $1,000.00 deductible", "subrogation.includes_insured_deductible_minor"),
            ("$185.00", "($185.00, received", "recoveries[0].amount_minor"),
            ("Aug 29", None, "recoveries[0].received_at"),
            ("$6,323.30", None, "financials.net_incurred_minor"),
            ("$350.00", None, "financials.outstanding_reserve_minor"),
        ],
        derived=[
            ("1 h 23 min", None, "time_between", "adjuster.assigned_at (10:05:00Z) - claim.reported_at (08:42:11Z) = 1 h 22 min 49 s, about 1 h 23 min"),
            ("$110.70", None, "difference", "rental.billed_total_minor (119,070) - rental.covered_minor (108,000) = 11,070 cents = $110.70"),
            ("46 days", None, "time_between", "as_of (2024-09-20) - subrogation.demand_sent_at (2024-08-05) = 46 days"),
        ],
        note="Auto claim from a claims API in minor units: insured asks where the claim stands and when the deductible comes back; timeline, payments table, rental shortfall, subrogation demand and partial recovery.",
    ),
    dict(
        id="n3-insurance_claims-03",
        pool=_POOL_03,
        text=_TEXT_03,
        copied=[
            ("86.2%", None, "ratios.loss_ratio"),
            ("72.6%", None, "prior_quarter.loss_ratio"),
            ("79.4%", None, "prior_year_quarter.loss_ratio"),
            ("8.1%", None, "ratios.lae_ratio"),
            ("27.1%", None, "ratios.expense_ratio"),
            ("121.5%", None, "ratios.combined_ratio"),
            ("3,912", None, "claims.reported"),
            ("3,305", None, "prior_quarter.reported"),
            ("$41.6M", None, "losses.incurred"),
            ("$34.0M", None, "prior_quarter.incurred"),
            ("$48.2M", None, "premium.earned"),
            ("$46.8M", None, "prior_quarter.earned"),
            ("1,244", None, "by_peril[0].reported"),
            ("$17.2M", None, "by_peril[0].incurred"),
            ("1,105", None, "by_peril[1].reported"),
            ("$9.9M", None, "by_peril[1].incurred"),
            ("212", "| 212 |", "by_peril[2].reported"),
            ("$7.4M", None, "by_peril[2].incurred"),
            ("889 claims", None, "catastrophe_events[0].reported"),
            ("$11.9M", None, "catastrophe_events[0].incurred"),
            ("212 claims", None, "by_peril[2].reported"),
            ("38.6 days", None, "claims.avg_days_to_close"),
            ("33.9", None, "prior_quarter.avg_days_to_close"),
            ("2,740", None, "claims.open_end_of_period"),
        ],
        derived=[
            ("13.6 points", None, "difference", "ratios.loss_ratio (0.8623) - prior_quarter.loss_ratio (0.7261) = 0.1362 = 13.6 points"),
            ("21.5 cents", None, "difference", "ratios.combined_ratio (1.2146) - 1 = 0.2146 per premium dollar, about 21.5 cents"),
            ("607", None, "difference", "claims.reported (3,912) - prior_quarter.reported (3,305) = 607"),
            ("18%", None, "percent_change", "(claims.reported (3,912) - prior_quarter.reported (3,305)) / 3,305 = +18.4%"),
            ("22%", None, "percent_change", "(losses.incurred (41,575.9) - prior_quarter.incurred (33,980.4)) / 33,980.4 = +22.4%"),
            ("3%", "roughly 3% higher", "percent_change", "(premium.earned (48,215.4) - prior_quarter.earned (46,798.0)) / 46,798.0 = +3.0%"),
            ("41%", None, "share", "by_peril[0].incurred (17,233.4) / losses.incurred (41,575.9) = 41.5%"),
            ("29%", None, "share", "catastrophe_events[0].incurred (11,870.3) / losses.incurred (41,575.9) = 28.6%"),
            ("61.6%", None, "other", "(losses.incurred (41,575.9) - catastrophe_events[0].incurred (11,870.3)) / premium.earned (48,215.4) = 0.6161"),
            ("$34.9K", None, "ratio", "by_peril[2].incurred (7,402.1 thousand) / by_peril[2].reported (212) = 34.9 thousand per claim"),
            ("4.7 days", None, "difference", "claims.avg_days_to_close (38.6) - prior_quarter.avg_days_to_close (33.9) = 4.7 days"),
        ],
        note="Quarterly homeowners loss report in thousands: manager asks how bad Q3 was versus Q2; loss and combined ratios, volume and incurred changes, peril table, catastrophe share and ex-cat loss ratio, closing times.",
    ),
]

FLAWS = {
    "n3-insurance_claims-01": [
        ("you pay 20% coinsurance", "you pay 30% coinsurance", "30%", "wrong value",
         "coinsurance rate 20% written as 30%"),
        ("| $688.15 | $567.71 |", "| $688.15 | $537.60 |", "$537.60", "neighbour value",
         "MRI 'you owe' replaced by the same line's deductible portion", "lines[1].deductible"),
    ],
    "n3-insurance_claims-02": [
        ("The final repair bill was $5,893.30", "The final repair bill was $5,128.40", "$5,128.40", "stale value",
         "original pre-supplement estimate given as the final repair bill", "repair.original_estimate_minor"),
        ("**$6,158.30** paid", "**$6,185.30** paid", "$6,185.30", "transposed digits",
         "total paid $6,158.30 written as $6,185.30"),
    ],
    "n3-insurance_claims-03": [
        ("the **combined ratio is 121.5%**", "the **combined ratio is 121.4%**", "121.4%", "near-miss rounding",
         "combined ratio 1.2146 truncated to 121.4% instead of rounded to 121.5%"),
        ("| Fire / lightning | 212 | $7.4M |", "| Fire / lightning | 212 | $1.5M |", "$1.5M", "neighbour value",
         "fire row's incurred replaced by the next row's (theft) incurred", "by_peril[3].incurred"),
        ("so about 4.7 days slower", "so about 4.7 days faster", "4.7 days", "direction flip",
         "closing time rose from 33.9 to 38.6 days but is written as faster"),
    ],
}
