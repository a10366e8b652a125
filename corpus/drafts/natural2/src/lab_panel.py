"""Laboratory results panels: metabolic panels, diabetes follow-up series,
critical-value messages and lab-to-lab comparisons, as EHR lab feeds export them."""

DOMAIN = "lab_panel"
SPLIT = "dev"

# ---------------------------------------------------------------------------
# 01: patient-facing read of a comprehensive metabolic panel (portal export)
# ---------------------------------------------------------------------------


def _c(name, loinc, value, unit, lo, hi, flag, prior):
    return {
        "name": name,
        "loinc": loinc,
        "value": value,
        "unit": unit,
        "ref_low": lo,
        "ref_high": hi,
        "flag": flag,
        "prior": {"value": prior, "date": "2024-09-12"},
    }


POOL_01 = {
    "patient": {"id": "Z4471093", "name": "Robert Alvarez", "sex": "M", "dob": "1967-03-22"},
    "order": {
        "id": "ORD-118820374",
        "name": "Comprehensive Metabolic Panel",
        "ordering_provider": "Hannah Ikeda, MD",
        "fasting": True,
        "collected_at": "2025-04-08T07:48:00-04:00",
        "resulted_at": "2025-04-08T13:22:00-04:00",
        "performing_lab": "Labcorp RTP",
    },
    "components": [
        _c("Glucose", "2345-7", 112, "mg/dL", 70, 99, "H", 104),
        _c("BUN", "3094-0", 18, "mg/dL", 6, 24, None, 16),
        _c("Creatinine", "2160-0", 1.21, "mg/dL", 0.76, 1.27, None, 1.12),
        _c("eGFR", "98979-8", 69, "mL/min/1.73m2", 59, None, None, 77),
        _c("Sodium", "2951-2", 139, "mmol/L", 134, 144, None, 140),
        _c("Potassium", "2823-3", 4.6, "mmol/L", 3.5, 5.2, None, 4.3),
        _c("Chloride", "2075-0", 101, "mmol/L", 96, 106, None, 102),
        _c("Carbon Dioxide, Total", "2028-9", 24, "mmol/L", 20, 29, None, 25),
        _c("Calcium", "17861-6", 9.6, "mg/dL", 8.7, 10.2, None, 9.4),
        _c("Protein, Total", "2885-2", 7.1, "g/dL", 6.0, 8.5, None, 7.0),
        _c("Albumin", "1751-7", 4.4, "g/dL", 3.8, 4.9, None, 4.5),
        _c("Bilirubin, Total", "1975-2", 0.6, "mg/dL", 0.0, 1.2, None, 0.5),
        _c("Alkaline Phosphatase", "6768-6", 88, "IU/L", 44, 121, None, 81),
        _c("AST (SGOT)", "1920-8", 41, "IU/L", 0, 40, "H", 29),
        _c("ALT (SGPT)", "1742-6", 58, "IU/L", 0, 44, "H", 35),
    ],
    "comments": ["eGFR calculated using the CKD-EPI 2021 equation."],
}

TEXT_01 = """## Your metabolic panel from April 8

Hi Robert, here's a plain-language read of the results Dr. Ikeda ordered. Of the 15 tests, **12 are in the normal range** and 3 are flagged slightly high. Nothing here is urgent, but the flagged ones are worth a conversation.

### Flagged results
| Test | Result | Normal range | Last time (Sep 12, 2024) |
|---|---|---|---|
| Glucose (fasting) | **112 mg/dL** | 70–99 | 104 |
| ALT (liver enzyme) | **58 IU/L** | 0–44 | 35 |
| AST (liver enzyme) | **41 IU/L** | 0–40 | 29 |

**Blood sugar:** a fasting glucose of 112 is above the normal cutoff of 99 and up 8 points from September. On its own it doesn't diagnose anything; your doctor may suggest an A1c test, which reflects your average blood sugar over the past few months.

**Liver enzymes:** ALT rose by about two-thirds since September (35 → 58), and AST is just 1 point over its limit. Mild rises like this are common and often linked to alcohol, some medications or a fatty liver, so mention anything you've started taking recently.

### Kidney function
Creatinine is normal at 1.21 mg/dL, and your eGFR is **69**, down from 77 last time. That's still above the lab's cutoff of 59, but it's a drop of 8 points in about seven months, so it's worth rechecking at your next visit.

### Everything else
Electrolytes (sodium 139, potassium 4.6), calcium, protein, albumin, bilirubin and alkaline phosphatase are all within range."""

CASE_01 = dict(
    id="n2-lab_panel-01",
    pool=POOL_01,
    text=TEXT_01,
    copied=[
        ("April 8", None, "order.collected_at"),
        ("Sep 12, 2024", None, "components[0].prior.date"),
        ("112 mg/dL", None, "components[0].value"),
        ("70", "70–99", "components[0].ref_low"),
        ("99", "70–99", "components[0].ref_high"),
        ("104", None, "components[0].prior.value"),
        ("58 IU/L", None, "components[14].value"),
        ("0", "0–44", "components[14].ref_low"),
        ("44", "0–44", "components[14].ref_high"),
        ("35", "| 35 |", "components[14].prior.value"),
        ("41 IU/L", None, "components[13].value"),
        ("0", "0–40", "components[13].ref_low"),
        ("40", "0–40", "components[13].ref_high"),
        ("29", None, "components[13].prior.value"),
        ("112", "glucose of 112", "components[0].value"),
        ("99", "cutoff of 99", "components[0].ref_high"),
        ("35", "(35 → 58)", "components[14].prior.value"),
        ("58", "35 → 58)", "components[14].value"),
        ("1.21 mg/dL", None, "components[2].value"),
        ("69", "eGFR is **69**", "components[3].value"),
        ("77", None, "components[3].prior.value"),
        ("59", None, "components[3].ref_low"),
        ("139", None, "components[4].value"),
        ("4.6", None, "components[5].value"),
    ],
    derived=[
        ("15", "Of the 15 tests", "count", "len(components) = 15"),
        ("12", "**12 are", "count", "components with flag null = 12"),
        ("3", "and 3 are flagged", "count", "components with flag H (glucose, AST, ALT) = 3"),
        ("8 points", "up 8 points", "difference", "components[0].value 112 − components[0].prior.value 104 = 8"),
        ("two-thirds", None, "percent_change",
         "(components[14].value 58 − components[14].prior.value 35) / 35 = +65.7%"),
        ("1 point", None, "difference", "components[13].value 41 − components[13].ref_high 40 = 1"),
        ("8 points", "drop of 8 points", "difference",
         "components[3].prior.value 77 − components[3].value 69 = 8"),
        ("seven", "about seven months", "time_between",
         "components[3].prior.date 2024-09-12 → order.collected_at 2025-04-08 = 208 days ≈ 6.8 months"),
    ],
    note="Patient-facing explanation of a metabolic panel: three mildly high results, a falling eGFR, the rest normal.",
)

# ---------------------------------------------------------------------------
# 02: clinician pre-visit summary from result series (diabetes follow-up)
# ---------------------------------------------------------------------------

POOL_02 = {
    "patient": {"mrn": "00482917", "age": 63, "sex": "F", "pcp": "J. Brandt, DO"},
    "encounter": {"type": "Diabetes follow-up", "scheduled": "2025-06-10T09:20:00-05:00"},
    "targets": {"hba1c_pct": 7.0, "ldl_mg_dl": 70, "bp_mmhg": "130/80", "uacr_mg_g": 30},
    "medications": [
        {"name": "metformin ER", "dose_mg": 1000, "sig": "BID", "start": "2023-06-02"},
        {"name": "atorvastatin", "dose_mg": 40, "sig": "daily", "start": "2024-11-20"},
        {"name": "empagliflozin", "dose_mg": 10, "sig": "daily", "start": "2025-01-08"},
    ],
    "series": {
        "hba1c_pct": [
            {"date": "2024-05-14", "value": 8.4},
            {"date": "2024-08-20", "value": 7.9},
            {"date": "2024-11-19", "value": 7.6},
            {"date": "2025-02-25", "value": 7.2},
            {"date": "2025-06-03", "value": 6.9},
        ],
        "ldl_c_mg_dl": [
            {"date": "2024-11-19", "value": 142},
            {"date": "2025-02-25", "value": 88},
            {"date": "2025-06-03", "value": 76},
        ],
        "hdl_c_mg_dl": [{"date": "2024-11-19", "value": 46}, {"date": "2025-06-03", "value": 49}],
        "triglycerides_mg_dl": [{"date": "2024-11-19", "value": 212}, {"date": "2025-06-03", "value": 164}],
        "uacr_mg_g": [{"date": "2024-11-19", "value": 38}, {"date": "2025-06-03", "value": 31}],
        "egfr": [{"date": "2024-11-19", "value": 81}, {"date": "2025-06-03", "value": 79}],
    },
}

TEXT_02 = """## Pre-visit summary: diabetes follow-up, Jun 10

**63 F.** Metformin ER 1000 mg BID, atorvastatin 40 mg daily (since Nov 20), empagliflozin 10 mg daily (since Jan 8). Labs drawn Jun 3.

### Glycemic control
- **HbA1c 6.9%**, the first value under the 7.0% target. Down 1.5 points over the past year (8.4% in May 2024) and 0.3 since the Feb 25 draw.
- Steady decline across all 5 measurements; the biggest single step was the earliest, 8.4 → 7.9.
- IFCC equivalent ≈ 52 mmol/mol.

### Lipids
| | Nov 19 (pre-statin) | Jun 3 | Change |
|---|---|---|---|
| LDL-C | 142 | 76 | −66 (−46%) |
| HDL-C | 46 | 49 | +3 |
| Triglycerides | 212 | 164 | −23% |

*mg/dL*

LDL is still 6 mg/dL above the <70 goal; most of the drop came in the first three months on atorvastatin (142 → 88).

### Kidney
- UACR **31 mg/g**, down from 38 but still just over the 30 threshold.
- eGFR 79, essentially unchanged from 81.

**Points to consider:** LDL goal not yet met at the current statin dose; albuminuria improving on empagliflozin but not resolved."""

_A = "series.hba1c_pct"
_L = "series.ldl_c_mg_dl"

CASE_02 = dict(
    id="n2-lab_panel-02",
    pool=POOL_02,
    text=TEXT_02,
    copied=[
        ("Jun 10", None, "encounter.scheduled"),
        ("63", "**63 F.**", "patient.age"),
        ("1000 mg", None, "medications[0].dose_mg"),
        ("40 mg", None, "medications[1].dose_mg"),
        ("Nov 20", None, "medications[1].start"),
        ("10 mg", None, "medications[2].dose_mg"),
        ("Jan 8", None, "medications[2].start"),
        ("Jun 3", "drawn Jun 3", f"{_A}[4].date"),
        ("6.9%", None, f"{_A}[4].value"),
        ("7.0%", None, "targets.hba1c_pct"),
        ("8.4%", None, f"{_A}[0].value"),
        ("May 2024", None, f"{_A}[0].date"),
        ("Feb 25", None, f"{_A}[3].date"),
        ("8.4", "8.4 → 7.9", f"{_A}[0].value"),
        ("7.9", None, f"{_A}[1].value"),
        ("Nov 19", None, f"{_L}[0].date"),
        ("Jun 3", "| Jun 3 |", f"{_L}[2].date"),
        ("142", "| 142 |", f"{_L}[0].value"),
        ("76", None, f"{_L}[2].value"),
        ("46", "| 46 |", "series.hdl_c_mg_dl[0].value"),
        ("49", None, "series.hdl_c_mg_dl[1].value"),
        ("212", None, "series.triglycerides_mg_dl[0].value"),
        ("164", None, "series.triglycerides_mg_dl[1].value"),
        ("70", "<70 goal", "targets.ldl_mg_dl"),
        ("142", "(142 → 88)", f"{_L}[0].value"),
        ("88", None, f"{_L}[1].value"),
        ("31 mg/g", None, "series.uacr_mg_g[1].value"),
        ("38", None, "series.uacr_mg_g[0].value"),
        ("30", "the 30 threshold", "targets.uacr_mg_g"),
        ("79", None, "series.egfr[1].value"),
        ("81", None, "series.egfr[0].value"),
    ],
    derived=[
        ("1.5 points", None, "difference", f"{_A}[0].value 8.4 − {_A}[4].value 6.9 = 1.5"),
        ("0.3", None, "difference", f"{_A}[3].value 7.2 − {_A}[4].value 6.9 = 0.3"),
        ("5", "all 5 measurements", "count", f"len({_A}) = 5"),
        ("52 mmol/mol", None, "conversion", "IFCC = (6.9 − 2.15) × 10.929 = 51.9 mmol/mol"),
        ("−66", None, "difference", f"{_L}[2].value 76 − {_L}[0].value 142 = −66"),
        ("−46%", None, "percent_change", "(76 − 142) / 142 = −46.48%"),
        ("+3", None, "difference", "series.hdl_c_mg_dl 49 − 46 = 3"),
        ("−23%", None, "percent_change", "series.triglycerides_mg_dl (164 − 212) / 212 = −22.6%"),
        ("6 mg/dL", None, "difference", f"{_L}[2].value 76 − targets.ldl_mg_dl 70 = 6"),
        ("three", "first three months", "time_between",
         f"{_L}[0].date 2024-11-19 → {_L}[1].date 2025-02-25 = 98 days ≈ 3 months"),
    ],
    note="Clinician pre-visit summary from result series: A1c trend vs target, lipids since statin start, kidney markers.",
)

# ---------------------------------------------------------------------------
# 03: critical-value alert from an HL7 ORU feed (BMP + CBC)
# ---------------------------------------------------------------------------


def _ob(loinc, name, value, unit, ref, flag, prior, critical=False, comment=None):
    row = {
        "loinc": loinc,
        "name": name,
        "value": value,
        "unit": unit,
        "ref_range": ref,
        "abnormal_flag": flag,
        "critical": critical,
        "prior": {"value": prior, "resulted_at": "2025-03-10T06:51:00-05:00"},
    }
    if comment:
        row["comment"] = comment
    return row


POOL_03 = {
    "message": {
        "type": "ORU^R01",
        "control_id": "LAB20250311.004417",
        "sending_facility": "NORTHGATE^CORE_LAB",
        "received_by_ehr": "2025-03-11T07:03:41-05:00",
    },
    "patient": {
        "mrn": "7730145",
        "name": "DOE^MARGARET^A",
        "dob": "1948-02-09",
        "sex": "F",
        "location": {"unit": "4W", "room": "412", "bed": "B"},
        "attending": "R. Castellanos, MD",
    },
    "order": {
        "accession": "25-070-01932",
        "panels": ["BMP", "CBC"],
        "priority": "R",
        "ordered_at": "2025-03-11T05:10:00-05:00",
        "collected_at": "2025-03-11T05:42:00-05:00",
        "received_at": "2025-03-11T06:18:00-05:00",
        "resulted_at": "2025-03-11T07:03:00-05:00",
    },
    "observations": [
        _ob("2823-3", "Potassium", 6.4, "mmol/L", "3.5-5.1", "HH", 5.2, True,
            "No visible hemolysis. Critical value called."),
        _ob("2951-2", "Sodium", 133, "mmol/L", "136-145", "L", 135),
        _ob("2075-0", "Chloride", 101, "mmol/L", "98-107", "N", 102),
        _ob("2028-9", "CO2", 18, "mmol/L", "22-29", "L", 21),
        _ob("3094-0", "BUN", 48, "mg/dL", "8-23", "H", 36),
        _ob("2160-0", "Creatinine", 2.34, "mg/dL", "0.55-1.02", "H", 1.61),
        _ob("2345-7", "Glucose", 131, "mg/dL", "70-99", "H", 118),
        _ob("718-7", "Hemoglobin", 6.8, "g/dL", "11.6-15.4", "LL", 8.1, True,
            "Critical value called."),
        _ob("4544-3", "Hematocrit", 20.9, "%", "34.0-46.6", "L", 24.7),
        _ob("6690-2", "WBC", 11.8, "10*3/uL", "3.4-10.8", "H", 10.2),
        _ob("777-3", "Platelets", 142, "10*3/uL", "150-450", "L", 168),
    ],
    "critical_notification": {
        "called_to": "K. Osei, RN",
        "called_by": "tech 0412",
        "called_at": "2025-03-11T07:11:00-05:00",
        "read_back": True,
    },
}

TEXT_03 = """## 🚨 Critical results: DOE, Margaret (MRN 7730145), 4W-412-B

**Resulted 07:03** from a 05:42 draw (1 h 21 min turnaround). Lab called K. Osei, RN at 07:11; read-back confirmed.

### Critical values
- **Potassium 6.4 mmol/L** (HH, ref 3.5–5.1), up from 5.2 yesterday morning. Lab comments no visible hemolysis, so treat as real until proven otherwise.
- **Hemoglobin 6.8 g/dL** (LL), down 1.3 g/dL from 8.1 in about 24 hours; hematocrit 20.9%.

### Other abnormal results
| Test | Today | Yesterday | Change |
|---|---|---|---|
| Creatinine | 2.34 mg/dL | 1.61 | +0.73 (+45%) |
| BUN | 48 mg/dL | 36 | +12 |
| CO₂ | 18 mmol/L | 21 | −3 |
| Sodium | 133 mmol/L | 135 | −2 |
| WBC | 11.8 ×10³/µL | 10.2 | +1.6 |
| Platelets | 142 ×10³/µL | 168 | −26 |

### Read
- Creatinine up 45% in a day with rising BUN, hyperkalemia and low bicarbonate fits an acute kidney injury with a metabolic acidosis; anion gap is 14.
- The hemoglobin drop alongside falling platelets raises the question of bleeding; BUN:creatinine is about 20.

**For the team to decide:** stat ECG, repeat K⁺, type and crossmatch, and a review of nephrotoxic meds and recent contrast."""

_OB = "observations"

CASE_03 = dict(
    id="n2-lab_panel-03",
    pool=POOL_03,
    text=TEXT_03,
    copied=[
        ("07:03", None, "order.resulted_at"),
        ("05:42", None, "order.collected_at"),
        ("07:11", None, "critical_notification.called_at"),
        ("6.4 mmol/L", None, f"{_OB}[0].value"),
        ("3.5", "3.5–5.1", f"{_OB}[0].ref_range"),
        ("5.1", "3.5–5.1", f"{_OB}[0].ref_range"),
        ("5.2", None, f"{_OB}[0].prior.value"),
        ("6.8 g/dL", None, f"{_OB}[7].value"),
        ("8.1", None, f"{_OB}[7].prior.value"),
        ("20.9%", None, f"{_OB}[8].value"),
        ("2.34 mg/dL", None, f"{_OB}[5].value"),
        ("1.61", None, f"{_OB}[5].prior.value"),
        ("48 mg/dL", None, f"{_OB}[4].value"),
        ("36", None, f"{_OB}[4].prior.value"),
        ("18 mmol/L", None, f"{_OB}[3].value"),
        ("21", "| 21 |", f"{_OB}[3].prior.value"),
        ("133 mmol/L", None, f"{_OB}[1].value"),
        ("135", None, f"{_OB}[1].prior.value"),
        ("11.8", None, f"{_OB}[9].value"),
        ("10.2", None, f"{_OB}[9].prior.value"),
        ("142", None, f"{_OB}[10].value"),
        ("168", None, f"{_OB}[10].prior.value"),
    ],
    derived=[
        ("1 h 21 min", None, "time_between", "order.collected_at 05:42 → order.resulted_at 07:03 = 1 h 21 min"),
        ("1.3 g/dL", None, "difference", f"{_OB}[7].prior.value 8.1 − {_OB}[7].value 6.8 = 1.3"),
        ("24 hours", None, "time_between",
         f"{_OB}[7].prior.resulted_at 2025-03-10 06:51 → order.resulted_at 2025-03-11 07:03 = 24 h 12 min"),
        ("+0.73", None, "difference", f"{_OB}[5].value 2.34 − {_OB}[5].prior.value 1.61 = 0.73"),
        ("+45%", None, "percent_change", "(2.34 − 1.61) / 1.61 = +45.3%"),
        ("+12", None, "difference", f"{_OB}[4].value 48 − {_OB}[4].prior.value 36 = 12"),
        ("−3", None, "difference", f"{_OB}[3].value 18 − {_OB}[3].prior.value 21 = −3"),
        ("−2", None, "difference", f"{_OB}[1].value 133 − {_OB}[1].prior.value 135 = −2"),
        ("+1.6", None, "difference", f"{_OB}[9].value 11.8 − {_OB}[9].prior.value 10.2 = 1.6"),
        ("−26", None, "difference", f"{_OB}[10].value 142 − {_OB}[10].prior.value 168 = −26"),
        ("45%", "up 45% in a day", "percent_change", "(2.34 − 1.61) / 1.61 = +45.3%"),
        ("14", "anion gap is 14", "other",
         f"Na {_OB}[1].value 133 − (Cl {_OB}[2].value 101 + CO2 {_OB}[3].value 18) = 14"),
        ("20", "is about 20", "ratio", f"BUN {_OB}[4].value 48 / creatinine {_OB}[5].value 2.34 = 20.5"),
    ],
    note="Critical-value alert to the inpatient team: hyperkalemia and low hemoglobin, with day-over-day changes.",
)

# ---------------------------------------------------------------------------
# 04: UK (SI units) vs US (conventional units) results for one patient
# ---------------------------------------------------------------------------


def _r(test, value, unit, lo, hi, flag):
    return {"test": test, "value": value, "unit": unit, "ref_low": lo, "ref_high": hi, "flag": flag}


POOL_04 = {
    "patient_ref": "pt_5f2a91",
    "source_note": "Imported from NHS App PDF and Quest MyQuest export",
    "panels": [
        {
            "source": "Guy's and St Thomas' NHS FT",
            "collected": "2024-10-02",
            "units_system": "SI",
            "results": [
                _r("TSH", 3.9, "mU/L", 0.27, 4.2, None),
                _r("Free T4", 13.1, "pmol/L", 12.0, 22.0, None),
                _r("25-OH Vitamin D", 38, "nmol/L", 50, None, "L"),
                _r("Creatinine", 88, "umol/L", 59, 104, None),
                _r("Ferritin", 24, "ug/L", 30, 400, "L"),
                _r("Vitamin B12", 412, "ng/L", 197, 771, None),
            ],
        },
        {
            "source": "Quest Diagnostics",
            "collected": "2025-04-17",
            "units_system": "conventional",
            "results": [
                _r("TSH", 5.62, "mIU/L", 0.40, 4.50, "H"),
                _r("T4, FREE", 0.9, "ng/dL", 0.8, 1.8, None),
                _r("VITAMIN D,25-OH,TOTAL,IA", 27, "ng/mL", 30, 100, "L"),
                _r("CREATININE", 1.02, "mg/dL", 0.70, 1.30, None),
                _r("FERRITIN", 31, "ng/mL", 38, 380, "L"),
                _r("VITAMIN B12", 538, "pg/mL", 200, 1100, None),
            ],
        },
    ],
}

TEXT_04 = """## Your UK and US results, side by side

Most of these tests use the same units under different names (mU/L = mIU/L, µg/L = ng/mL, ng/L = pg/mL), so only three needed converting: free T4, vitamin D and creatinine. I've put the US values into UK units so you can compare like with like.

| Test | Oct 2024 (UK) | Apr 2025 (US) | US value in UK units | Direction |
|---|---|---|---|---|
| TSH | 3.9 mU/L | 5.62 mIU/L | same | ↑ 44% |
| Free T4 | 13.1 pmol/L | 0.9 ng/dL | ≈ 11.6 pmol/L | ↓ |
| Vitamin D | 38 nmol/L | 27 ng/mL | ≈ 67 nmol/L | ↑ |
| Creatinine | 88 µmol/L | 1.02 mg/dL | ≈ 90 µmol/L | ≈ same |
| Ferritin | 24 µg/L | 31 ng/mL | same | ↑ |
| Vitamin B12 | 412 ng/L | 538 pg/mL | same | ↑ |

The two blood draws were 197 days apart, about 6½ months.

### Worth raising with your doctor
- **Thyroid:** TSH has gone from 3.9 to 5.62, above Quest's upper limit of 4.50, while free T4 has slipped to about 11.6 pmol/L, just under the 12.0 lower limit your UK lab used (though inside Quest's 0.8–1.8 ng/dL range). A rising TSH with a low-normal T4 is the pattern doctors look at for an underactive thyroid, so expect a repeat test, possibly with thyroid antibodies.
- **Vitamin D:** clearly better (roughly 15 ng/mL then, 27 now), but Quest still flags anything under 30 ng/mL as low. Converted, 27 ng/mL is about 67 nmol/L, which your UK lab would have counted as adequate (its cut-off was 50 nmol/L).
- **Ferritin:** up 7, to 31. That clears the UK lab's lower limit of 30 but not Quest's 38, so it's flagged low here.

### Reassuring
Creatinine is essentially unchanged (88 vs about 90 µmol/L), and B12 sits comfortably mid-range at both labs."""

_UK = "panels[0].results"
_US = "panels[1].results"

CASE_04 = dict(
    id="n2-lab_panel-04",
    pool=POOL_04,
    text=TEXT_04,
    copied=[
        ("Oct 2024", None, "panels[0].collected"),
        ("Apr 2025", None, "panels[1].collected"),
        ("3.9 mU/L", None, f"{_UK}[0].value"),
        ("5.62 mIU/L", None, f"{_US}[0].value"),
        ("13.1 pmol/L", None, f"{_UK}[1].value"),
        ("0.9 ng/dL", None, f"{_US}[1].value"),
        ("38 nmol/L", None, f"{_UK}[2].value"),
        ("27 ng/mL", "| 27 ng/mL", f"{_US}[2].value"),
        ("88 µmol/L", None, f"{_UK}[3].value"),
        ("1.02 mg/dL", None, f"{_US}[3].value"),
        ("24 µg/L", None, f"{_UK}[4].value"),
        ("31 ng/mL", None, f"{_US}[4].value"),
        ("412 ng/L", None, f"{_UK}[5].value"),
        ("538 pg/mL", None, f"{_US}[5].value"),
        ("3.9", "from 3.9 to", f"{_UK}[0].value"),
        ("5.62", "to 5.62,", f"{_US}[0].value"),
        ("4.50", None, f"{_US}[0].ref_high"),
        ("12.0", None, f"{_UK}[1].ref_low"),
        ("0.8", "0.8–1.8", f"{_US}[1].ref_low"),
        ("1.8", "0.8–1.8", f"{_US}[1].ref_high"),
        ("27", "27 now", f"{_US}[2].value"),
        ("30 ng/mL", None, f"{_US}[2].ref_low"),
        ("27 ng/mL", "Converted, 27 ng/mL", f"{_US}[2].value"),
        ("50 nmol/L", None, f"{_UK}[2].ref_low"),
        ("31", "to 31.", f"{_US}[4].value"),
        ("30", "limit of 30", f"{_UK}[4].ref_low"),
        ("38", "Quest's 38", f"{_US}[4].ref_low"),
        ("88", "(88 vs", f"{_UK}[3].value"),
    ],
    derived=[
        ("three", "only three", "count", "tests whose units differ: free T4, vitamin D, creatinine = 3"),
        ("44%", None, "percent_change", f"({_US}[0].value 5.62 − {_UK}[0].value 3.9) / 3.9 = +44.1%"),
        ("11.6 pmol/L", "≈ 11.6 pmol/L", "conversion", f"{_US}[1].value 0.9 ng/dL × 12.87 = 11.58 pmol/L"),
        ("67 nmol/L", "≈ 67 nmol/L", "conversion", f"{_US}[2].value 27 ng/mL × 2.496 = 67.4 nmol/L"),
        ("90 µmol/L", "≈ 90 µmol/L", "conversion", f"{_US}[3].value 1.02 mg/dL × 88.42 = 90.2 µmol/L"),
        ("two", "The two blood draws", "count", "len(panels) = 2"),
        ("197 days", None, "time_between", "panels[0].collected 2024-10-02 → panels[1].collected 2025-04-17 = 197 days"),
        ("6½ months", None, "time_between", "197 days / 30.44 = 6.5 months"),
        ("11.6 pmol/L", "about 11.6 pmol/L", "conversion", "0.9 ng/dL × 12.87 = 11.58 pmol/L"),
        ("15 ng/mL", None, "conversion", f"{_UK}[2].value 38 nmol/L / 2.496 = 15.2 ng/mL"),
        ("67 nmol/L", "about 67 nmol/L", "conversion", "27 ng/mL × 2.496 = 67.4 nmol/L"),
        ("7", "up 7,", "difference", f"{_US}[4].value 31 − {_UK}[4].value 24 = 7"),
        ("90 µmol/L", "about 90 µmol/L", "conversion", "1.02 mg/dL × 88.42 = 90.2 µmol/L"),
    ],
    note="Comparison of two labs' results in different unit systems, with conversions and each lab's reference limits.",
)

CASES = [CASE_01, CASE_02, CASE_03, CASE_04]

FLAWS = {
    "n2-lab_panel-01": [
        ("Last time (Sep 12, 2024)", "Last time (Sep 13, 2024)", "Sep 13, 2024", "wrong date",
         "prior draw dated Sep 13; it was Sep 12"),
        ("and up 8 points from September", "and down 8 points from September", "8 points", "direction flip",
         "glucose rose from 104 to 112; written as down"),
        ("(sodium 139, potassium 4.6)", "(sodium 139, potassium 4.3)", "4.3", "stale value",
         "September's potassium given as today's", "components[5].prior.value"),
    ],
    "n2-lab_panel-02": [
        ("atorvastatin 40 mg daily (since Nov 20)", "atorvastatin 40 mg daily (since Nov 19)", "Nov 19",
         "wrong date", "statin start given as Nov 19 (the baseline draw); it started Nov 20"),
        ("| −66 (−46%) |", "| −66 (−47%) |", "−47%", "near-miss rounding",
         "66 / 142 = −46.48% rounded to −47%"),
        ("| Triglycerides | 212 | 164 |", "| Triglycerides | 212 | 146 |", "146", "transposed digits",
         "current triglycerides 164 written as 146"),
    ],
    "n2-lab_panel-03": [
        ("(1 h 21 min turnaround)", "(1 h 12 min turnaround)", "1 h 12 min", "transposed digits",
         "05:42 → 07:03 is 1 h 21 min; written 1 h 12 min"),
        ("Lab called K. Osei, RN at 07:11", "Lab called K. Osei, RN at 07:03", "07:03", "wrong time",
         "call time given as the result time; the call was at 07:11"),
        ("**Hemoglobin 6.8 g/dL** (LL)", "**Hemoglobin 6.8 mg/dL** (LL)", "6.8 mg/dL", "unit confusion",
         "hemoglobin in g/dL written as mg/dL"),
    ],
    "n2-lab_panel-04": [
        ("so only three needed converting", "so only two needed converting", "two", "wrong value",
         "three tests needed conversion (free T4, vitamin D, creatinine); written as two"),
        ("free T4 has slipped to about 11.6 pmol/L", "free T4 has slipped to about 11.8 pmol/L",
         "11.8 pmol/L", "near-miss rounding", "0.9 × 12.87 = 11.58 rounded to 11.8 instead of 11.6"),
        ("(roughly 15 ng/mL then, 27 now)", "(roughly 38 ng/mL then, 27 now)", "38 ng/mL", "unit confusion",
         "UK value 38 nmol/L written as 38 ng/mL without converting (≈15 ng/mL)"),
    ],
}
