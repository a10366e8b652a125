"""Veterinary lab results: panels with LOINC-style codes, units and reference ranges as strings."""

DOMAIN = "vet_lab"
SPLIT = "holdout"      # set by the maintainers, not by the writer

_POOL_1 = {
    "report": {
        "accession": "IDX-2409-118734",
        "clinic": "Maple Grove Animal Hospital",
        "ordering_vet": "Dr. A. Okafor",
        "status": "final",
        "collected_at": "2024-09-16T08:42:00-05:00",
        "reported_at": "2024-09-16T15:18:00-05:00",
    },
    "patient": {
        "id": "MG-22817",
        "name": "Juniper",
        "species": "Canine",
        "breed": "Golden Retriever",
        "sex": "FS",
        "dob": "2013-05-02",
        "weight_kg": 29.6,
    },
    "results": [
        {"code": "1742-6", "test": "ALT", "value": 212, "units": "U/L", "ref_range": "10-125",
         "flag": "H", "prior": {"value": 138, "date": "2024-03-11"}},
        {"code": "6768-6", "test": "ALKP", "value": 388, "units": "U/L", "ref_range": "23-212",
         "flag": "H", "prior": {"value": 241, "date": "2024-03-11"}},
        {"code": "1920-8", "test": "AST", "value": 41, "units": "U/L", "ref_range": "0-50",
         "flag": "", "prior": {"value": 36, "date": "2024-03-11"}},
        {"code": "3094-0", "test": "BUN", "value": 24, "units": "mg/dL", "ref_range": "7-27",
         "flag": "", "prior": {"value": 19, "date": "2024-03-11"}},
        {"code": "2160-0", "test": "Creatinine", "value": 1.1, "units": "mg/dL", "ref_range": "0.5-1.8",
         "flag": "", "prior": {"value": 1.0, "date": "2024-03-11"}},
        {"code": "2345-7", "test": "Glucose", "value": 104, "units": "mg/dL", "ref_range": "74-143",
         "flag": "", "prior": {"value": 97, "date": "2024-03-11"}},
        {"code": "2093-3", "test": "Cholesterol", "value": 362, "units": "mg/dL", "ref_range": "110-320",
         "flag": "H", "prior": {"value": 301, "date": "2024-03-11"}},
        {"code": "1751-7", "test": "Albumin", "value": 3.2, "units": "g/dL", "ref_range": "2.3-4.0",
         "flag": "", "prior": {"value": 3.3, "date": "2024-03-11"}},
        {"code": "2885-2", "test": "Total protein", "value": 6.9, "units": "g/dL", "ref_range": "5.2-8.2",
         "flag": "", "prior": {"value": 6.7, "date": "2024-03-11"}},
        {"code": "1975-2", "test": "Total bilirubin", "value": 0.3, "units": "mg/dL", "ref_range": "0.0-0.9",
         "flag": "", "prior": {"value": 0.2, "date": "2024-03-11"}},
        {"code": "3026-2", "test": "T4, total", "value": 1.4, "units": "ug/dL", "ref_range": "1.0-4.0",
         "flag": "", "prior": {"value": 1.7, "date": "2024-03-11"}},
    ],
}

_TEXT_1 = """Short answer: a couple of liver-related values are up and worth a proper conversation with Dr. Okafor, but nothing here looks like an emergency, and Juniper's kidneys, blood sugar and thyroid look fine.

**What's flagged**

Three of the eleven results are above the reference range, and they point in the same direction:

- **ALT 212 U/L** (range 10–125). That's about 70% above the top of the range, and up 54% from 138 at her 11 March check.
- **ALKP 388 U/L** (range 23–212), roughly 1.8 times the upper limit and up from 241 in March, a 61% rise.
- **Cholesterol 362 mg/dL**, 42 over the 320 upper limit.

ALT is an enzyme that leaks from liver cells; ALKP rises with liver and bile-duct changes but also with steroids, some other medications and, in older dogs, hormonal conditions such as Cushing's or harmless nodular changes in the liver. Both rising over the 189 days since the last panel is the kind of trend vets usually want to follow up, often with a recheck or an abdominal ultrasound, rather than something that needs action today. Do mention any new medications or supplements, and whether she's drinking or peeing more than usual.

**What looks reassuring**

- Kidney values are in range: BUN 24 mg/dL and creatinine 1.1 mg/dL (a BUN-to-creatinine ratio of about 22).
- Glucose is 104 mg/dL (5.8 mmol/L), well inside 74–143, so no sign of diabetes.
- Total T4 is 1.4 µg/dL: in range, though toward the low end of 1.0–4.0.
- Bilirubin is 0.3 mg/dL, so despite the enzymes she isn't jaundiced.
- Albumin 3.2 and total protein 6.9 g/dL give a globulin of 3.7 g/dL, all unremarkable.

**Practical bits**

The sample was drawn at 08:42 and the report finalised at 15:18, a 6 h 36 min turnaround, so the vet may simply not have reviewed it yet. At 11 years old and 29.6 kg (65.3 lb), a liver work-up is a very ordinary next step. Good questions for the call: does she want a recheck in a few weeks, an ultrasound, or a urine cortisol test first?"""

_POOL_2 = {
    "patient_id": "P-004417",
    "patient_name": "Mochi",
    "species": "feline",
    "breed": "Domestic Shorthair",
    "sex": "FS",
    "attending": "Dr. L. Reyes",
    "visits": [
        {
            "accession": "AX-23-774120",
            "collected": "2023-11-08T10:15:00-08:00",
            "weight_kg": "4.62",
            "observations": [
                {"loinc": "2160-0", "name": "Creatinine", "result": "2.1", "unit": "mg/dL", "reference_interval": "0.6-2.4", "abnormal": ""},
                {"loinc": "SDMA-IDX", "name": "SDMA", "result": "16", "unit": "ug/dL", "reference_interval": "0-14", "abnormal": "H"},
                {"loinc": "3094-0", "name": "BUN", "result": "34", "unit": "mg/dL", "reference_interval": "16-37", "abnormal": ""},
                {"loinc": "2777-1", "name": "Phosphorus", "result": "4.6", "unit": "mg/dL", "reference_interval": "3.1-7.5", "abnormal": ""},
                {"loinc": "2823-3", "name": "Potassium", "result": "4.1", "unit": "mmol/L", "reference_interval": "3.4-5.6", "abnormal": ""},
                {"loinc": "2965-2", "name": "Urine specific gravity", "result": "1.028", "unit": "", "reference_interval": ">1.035", "abnormal": "L"},
            ],
        },
        {
            "accession": "AX-24-301958",
            "collected": "2024-04-17T09:40:00-07:00",
            "weight_kg": "4.38",
            "observations": [
                {"loinc": "2160-0", "name": "Creatinine", "result": "2.6", "unit": "mg/dL", "reference_interval": "0.6-2.4", "abnormal": "H"},
                {"loinc": "SDMA-IDX", "name": "SDMA", "result": "21", "unit": "ug/dL", "reference_interval": "0-14", "abnormal": "H"},
                {"loinc": "3094-0", "name": "BUN", "result": "41", "unit": "mg/dL", "reference_interval": "16-37", "abnormal": "H"},
                {"loinc": "2777-1", "name": "Phosphorus", "result": "5.3", "unit": "mg/dL", "reference_interval": "3.1-7.5", "abnormal": ""},
                {"loinc": "2823-3", "name": "Potassium", "result": "3.9", "unit": "mmol/L", "reference_interval": "3.4-5.6", "abnormal": ""},
                {"loinc": "2965-2", "name": "Urine specific gravity", "result": "1.021", "unit": "", "reference_interval": ">1.035", "abnormal": "L"},
            ],
        },
        {
            "accession": "AX-24-688213",
            "collected": "2024-10-22T16:05:00-07:00",
            "weight_kg": "4.05",
            "vitals": {"systolic_bp_mmhg": "172", "heart_rate_bpm": "204"},
            "observations": [
                {"loinc": "2160-0", "name": "Creatinine", "result": "3.0", "unit": "mg/dL", "reference_interval": "0.6-2.4", "abnormal": "H"},
                {"loinc": "SDMA-IDX", "name": "SDMA", "result": "26", "unit": "ug/dL", "reference_interval": "0-14", "abnormal": "H"},
                {"loinc": "3094-0", "name": "BUN", "result": "48", "unit": "mg/dL", "reference_interval": "16-37", "abnormal": "H"},
                {"loinc": "2777-1", "name": "Phosphorus", "result": "6.1", "unit": "mg/dL", "reference_interval": "3.1-7.5", "abnormal": ""},
                {"loinc": "2823-3", "name": "Potassium", "result": "3.6", "unit": "mmol/L", "reference_interval": "3.4-5.6", "abnormal": ""},
                {"loinc": "2965-2", "name": "Urine specific gravity", "result": "1.016", "unit": "", "reference_interval": ">1.035", "abnormal": "L"},
                {"loinc": "2890-2", "name": "Urine protein:creatinine ratio", "result": "0.31", "unit": "", "reference_interval": "<0.2", "abnormal": "H"},
            ],
        },
    ],
}

_TEXT_2 = """Here's a summary you can paste into Mochi's record for Dr. Reyes before the recheck.

**Mochi (P-004417), spayed female DSH: renal trend**

Mochi has had three chemistry panels over 349 days, and the kidney markers have worsened at every visit:

| | 8 Nov 2023 | 17 Apr 2024 | 22 Oct 2024 |
|---|---|---|---|
| Creatinine, mg/dL (ref 0.6–2.4) | 2.1 | 2.6 | 3.0 |
| SDMA, µg/dL (ref ≤14) | 16 | 21 | 26 |
| Weight, kg | 4.62 | 4.38 | 4.05 |

- **Creatinine** is up 0.9 mg/dL since November, or 43%. In SI units the latest value is about 265 µmol/L.
- **SDMA** has risen by 10 µg/dL (63%) and now sits at about 1.9 times the upper limit. Together with creatinine this puts her in IRIS stage 3 territory, to be confirmed on a recheck once she is stable and hydrated.
- **BUN** is 48 mg/dL, 11 above the top of the 16–37 interval.
- **Urine concentrating ability** keeps slipping: specific gravity went from 1.028 to 1.016.
- **Phosphorus** is still in range at 6.1 mg/dL, but up 0.8 since April.
- **Proteinuria**: UPC 0.31 (reference <0.2), which would substage her as borderline proteinuric.
- **Blood pressure**: systolic 172 mmHg at the October visit, worth repeating before it is called hypertension.

**Weight**: she has lost 0.57 kg, about 12.3% of her body weight, and is now 4.05 kg (8.9 lb). The loss has been steady rather than sudden, but for a small cat it's a meaningful share.

Decisions for Dr. Reyes: confirm the blood pressure, start or continue a renal diet, when to add a phosphate binder, and whether to treat the proteinuria once pressure is under control."""

_POOL_3 = {
    "site": "Harbor View Veterinary Clinic",
    "analyzer_run": {"run_date": "2024-11-05", "operator": "tech.mpatel", "instrument_serial": "HV-CHM-20394"},
    "results": [
        {"accession": "HV-110524-003", "patient": "Rocco", "species": "canine", "reason": "diabetic recheck",
         "collected": "2024-11-05T08:05:00-05:00", "resulted": "2024-11-05T08:19:00-05:00",
         "tests": [
             {"code": "2345-7", "name": "GLU", "value": 412, "unit": "mg/dL", "ref": "74-143", "flag": "H"},
             {"code": "15069-8", "name": "FRU", "value": 548, "unit": "umol/L", "ref": "225-365", "flag": "H"},
             {"code": "2160-0", "name": "CREA", "value": 1.3, "unit": "mg/dL", "ref": "0.5-1.8", "flag": "N"},
         ],
         "prior": {"date": "2024-10-22", "GLU": 286}},
        {"accession": "HV-110524-007", "patient": "Pepper", "species": "feline", "reason": "CKD monitoring",
         "collected": "2024-11-05T08:32:00-05:00", "resulted": "2024-11-05T08:47:00-05:00",
         "tests": [
             {"code": "2823-3", "name": "K", "value": 3.1, "unit": "mmol/L", "ref": "3.5-5.8", "flag": "L"},
             {"code": "2160-0", "name": "CREA", "value": 2.3, "unit": "mg/dL", "ref": "0.8-2.4", "flag": "N"},
             {"code": "3094-0", "name": "BUN", "value": 33, "unit": "mg/dL", "ref": "16-36", "flag": "N"},
         ],
         "prior": None},
        {"accession": "HV-110524-011", "patient": "Cleo", "species": "feline", "reason": "methimazole monitoring",
         "collected": "2024-11-05T09:26:00-05:00", "resulted": "2024-11-05T09:48:00-05:00",
         "tests": [
             {"code": "3026-2", "name": "TT4", "value": 5.8, "unit": "ug/dL", "ref": "0.8-4.7", "flag": "H"},
         ],
         "prior": {"date": "2024-08-13", "TT4": 3.9}},
        {"accession": "HV-110524-012", "patient": "Duke", "species": "canine", "reason": "pre-anaesthetic (dental)",
         "procedure_date": "2024-11-07",
         "collected": "2024-11-05T09:10:00-05:00", "resulted": "2024-11-05T09:21:00-05:00",
         "tests": [
             {"code": "777-3", "name": "PLT", "value": 92, "unit": "K/uL", "ref": "148-484", "flag": "L"},
             {"code": "4544-3", "name": "HCT", "value": 44.1, "unit": "%", "ref": "37.3-61.7", "flag": "N"},
             {"code": "6690-2", "name": "WBC", "value": 8.7, "unit": "K/uL", "ref": "5.05-16.76", "flag": "N"},
         ],
         "prior": None},
        {"accession": "HV-110524-015", "patient": "Biscuit", "species": "canine", "reason": "wellness",
         "collected": "2024-11-05T10:02:00-05:00", "resulted": "2024-11-05T10:16:00-05:00",
         "tests": [
             {"code": "1742-6", "name": "ALT", "value": 48, "unit": "U/L", "ref": "10-125", "flag": "N"},
             {"code": "2345-7", "name": "GLU", "value": 98, "unit": "mg/dL", "ref": "74-143", "flag": "N"},
             {"code": "2160-0", "name": "CREA", "value": 0.9, "unit": "mg/dL", "ref": "0.5-1.8", "flag": "N"},
         ],
         "prior": None},
    ],
}

_TEXT_3 = """Here's this morning's run sorted by urgency. Four of the five patients have at least one value outside the reference range; Biscuit is the only all-clear.

**Call first**

1. **Rocco (HV-110524-003)**: glucose 412 mg/dL (22.9 mmol/L), about 2.9 times the top of the 74–143 range and up 126 from 286 at his recheck 14 days ago. Fructosamine is 548 µmol/L, 183 above the upper limit of 365, so this isn't a stress spike: his diabetes has been poorly controlled for the past couple of weeks. Ask the owner about missed insulin doses, appetite and water intake before anyone touches the dose.
2. **Pepper (HV-110524-007)**: potassium 3.1 mmol/L, 0.4 below the 3.5 lower limit. Creatinine is 2.3 mg/dL, inside the range but close to its 2.4 ceiling. In a CKD cat, low potassium deserves a same-day call about supplementation.

**Call today**

3. **Cleo (HV-110524-011)**: total T4 5.8 µg/dL against an upper limit of 4.7, about 23% over. It was 3.9 on 13 Aug, so it has climbed 49% in 84 days on methimazole. Check whether she is actually getting her tablets (pilling a cat is hard) before the dose is changed.
4. **Duke (HV-110524-012)**: platelets 92 K/µL, 56 short of the 148 lower limit. His dental is booked for 7 Nov, two days from now. A blood smear to rule out platelet clumping is the quick first step before deciding whether the anaesthetic goes ahead.

**No call needed**

- **Biscuit (HV-110524-015)**: ALT 48 U/L, glucose 98 mg/dL and creatinine 0.9 mg/dL, all normal; a results email is enough.

Turnaround was quick: the five samples took 15.2 minutes on average from draw to result, the longest being Cleo's T4 at 22 minutes."""

CASES = [
    dict(
        id="n4-vet_lab-01",
        pool=_POOL_1,
        text=_TEXT_1,
        copied=[
            ("212", "**ALT 212 U/L**", "results[0].value"),
            ("10", "(range 10–125)", "results[0].ref_range"),
            ("125", "(range 10–125)", "results[0].ref_range"),
            ("138", None, "results[0].prior.value"),
            ("11 March", None, "results[0].prior.date"),
            ("388", None, "results[1].value"),
            ("23", "(range 23–212)", "results[1].ref_range"),
            ("212", "(range 23–212)", "results[1].ref_range"),
            ("241", None, "results[1].prior.value"),
            ("362", None, "results[6].value"),
            ("320", None, "results[6].ref_range"),
            ("24", "BUN 24 mg/dL", "results[3].value"),
            ("1.1", "creatinine 1.1 mg/dL", "results[4].value"),
            ("104", None, "results[5].value"),
            ("74", "74–143", "results[5].ref_range"),
            ("143", "74–143", "results[5].ref_range"),
            ("1.4", "T4 is 1.4", "results[10].value"),
            ("1.0", "1.0–4.0", "results[10].ref_range"),
            ("4.0", "1.0–4.0", "results[10].ref_range"),
            ("0.3", None, "results[9].value"),
            ("3.2", "Albumin 3.2", "results[7].value"),
            ("6.9", None, "results[8].value"),
            ("08:42", None, "report.collected_at"),
            ("15:18", None, "report.reported_at"),
            ("29.6 kg", None, "patient.weight_kg"),
        ],
        derived=[
            ("Three", "Three of the eleven", "count", "results flagged H: ALT, ALKP, Cholesterol = 3"),
            ("eleven", "Three of the eleven", "count", "len(results) = 11"),
            ("70%", "about 70% above", "percent_change",
             "(results[0].value (212) - upper of results[0].ref_range (125)) / 125 = 69.6% -> about 70%"),
            ("54%", "up 54% from 138", "percent_change",
             "results[0].value (212) / results[0].prior.value (138) - 1 = 53.6% -> 54%"),
            ("1.8", "roughly 1.8 times", "ratio",
             "results[1].value (388) / upper of results[1].ref_range (212) = 1.83 -> 1.8"),
            ("61%", "a 61% rise", "percent_change",
             "results[1].value (388) / results[1].prior.value (241) - 1 = 61.0%"),
            ("42", "42 over", "difference",
             "results[6].value (362) - upper of results[6].ref_range (320) = 42"),
            ("189 days", None, "time_between",
             "results[0].prior.date (2024-03-11) to report.collected_at (2024-09-16) = 189 days"),
            ("22", "ratio of about 22", "ratio",
             "results[3].value (24) / results[4].value (1.1) = 21.8 -> about 22"),
            ("5.8 mmol/L", None, "conversion",
             "results[5].value (104 mg/dL) / 18.016 = 5.77 -> 5.8 mmol/L"),
            ("3.7", "globulin of 3.7", "difference",
             "results[8].value (6.9) - results[7].value (3.2) = 3.7 g/dL"),
            ("6 h 36 min", None, "time_between",
             "report.collected_at (08:42) to report.reported_at (15:18) = 6 h 36 min"),
            ("11", "At 11 years old", "time_between",
             "patient.dob (2013-05-02) to report.collected_at (2024-09-16) = 11 years"),
            ("65.3 lb", None, "conversion", "patient.weight_kg (29.6) x 2.20462 = 65.26 -> 65.3 lb"),
        ],
        note="owner asks whether a senior dog's flagged wellness panel is worrying: liver enzymes above range and rising since the prior panel, the rest reassuring",
    ),
    dict(
        id="n4-vet_lab-02",
        pool=_POOL_2,
        text=_TEXT_2,
        copied=[
            ("8 Nov 2023", None, "visits[0].collected"),
            ("17 Apr 2024", None, "visits[1].collected"),
            ("22 Oct 2024", None, "visits[2].collected"),
            ("0.6", "(ref 0.6–2.4)", "visits[2].observations[0].reference_interval"),
            ("2.4", "(ref 0.6–2.4)", "visits[2].observations[0].reference_interval"),
            ("2.1", "| 2.1 |", "visits[0].observations[0].result"),
            ("2.6", "| 2.6 |", "visits[1].observations[0].result"),
            ("3.0", "| 3.0 |", "visits[2].observations[0].result"),
            ("14", "(ref ≤14)", "visits[2].observations[1].reference_interval"),
            ("16", "| 16 |", "visits[0].observations[1].result"),
            ("21", "| 21 |", "visits[1].observations[1].result"),
            ("26", "| 26 |", "visits[2].observations[1].result"),
            ("4.62", "| 4.62 |", "visits[0].weight_kg"),
            ("4.38", "| 4.38 |", "visits[1].weight_kg"),
            ("4.05", "| 4.05 |", "visits[2].weight_kg"),
            ("48", "BUN** is 48", "visits[2].observations[2].result"),
            ("16", "16–37", "visits[2].observations[2].reference_interval"),
            ("37", "16–37", "visits[2].observations[2].reference_interval"),
            ("1.028", None, "visits[0].observations[5].result"),
            ("1.016", None, "visits[2].observations[5].result"),
            ("6.1", None, "visits[2].observations[3].result"),
            ("0.31", None, "visits[2].observations[6].result"),
            ("0.2", "(reference <0.2)", "visits[2].observations[6].reference_interval"),
            ("172", None, "visits[2].vitals.systolic_bp_mmhg"),
            ("4.05 kg", "now 4.05 kg", "visits[2].weight_kg"),
        ],
        derived=[
            ("three", "three chemistry panels", "count", "len(visits) = 3"),
            ("349 days", None, "time_between",
             "visits[0].collected (2023-11-08) to visits[2].collected (2024-10-22) = 349 days"),
            ("0.9", "up 0.9 mg/dL", "difference",
             "visits[2] creatinine (3.0) - visits[0] creatinine (2.1) = 0.9"),
            ("43%", None, "percent_change", "3.0 / 2.1 - 1 = 42.9% -> 43%"),
            ("265", "about 265 µmol/L", "conversion", "visits[2] creatinine 3.0 mg/dL x 88.4 = 265.2 µmol/L"),
            ("10", "by 10 µg/dL", "difference", "visits[2] SDMA (26) - visits[0] SDMA (16) = 10"),
            ("63%", None, "percent_change", "26 / 16 - 1 = 62.5% -> 63%"),
            ("1.9", "about 1.9 times", "ratio", "visits[2] SDMA (26) / upper limit (14) = 1.86 -> 1.9"),
            ("11", "11 above", "difference", "visits[2] BUN (48) - upper of reference_interval (37) = 11"),
            ("0.8", "up 0.8 since", "difference", "visits[2] phosphorus (6.1) - visits[1] phosphorus (5.3) = 0.8"),
            ("0.57 kg", None, "difference", "visits[0].weight_kg (4.62) - visits[2].weight_kg (4.05) = 0.57"),
            ("12.3%", None, "share", "0.57 / visits[0].weight_kg (4.62) = 12.3%"),
            ("8.9 lb", None, "conversion", "visits[2].weight_kg (4.05) x 2.20462 = 8.93 -> 8.9 lb"),
        ],
        note="vet technician asks for a chart summary of a cat's kidney values over three visits: rising creatinine and SDMA, falling urine SG, weight loss",
    ),
    dict(
        id="n4-vet_lab-03",
        pool=_POOL_3,
        text=_TEXT_3,
        copied=[
            ("412", None, "results[0].tests[0].value"),
            ("74", "74–143", "results[0].tests[0].ref"),
            ("143", "74–143", "results[0].tests[0].ref"),
            ("286", None, "results[0].prior.GLU"),
            ("548", None, "results[0].tests[1].value"),
            ("365", None, "results[0].tests[1].ref"),
            ("3.1", "potassium 3.1", "results[1].tests[0].value"),
            ("3.5", "the 3.5 lower", "results[1].tests[0].ref"),
            ("2.3", "Creatinine is 2.3", "results[1].tests[1].value"),
            ("2.4", "its 2.4 ceiling", "results[1].tests[1].ref"),
            ("5.8", "T4 5.8", "results[2].tests[0].value"),
            ("4.7", None, "results[2].tests[0].ref"),
            ("3.9", "It was 3.9", "results[2].prior.TT4"),
            ("13 Aug", None, "results[2].prior.date"),
            ("92", None, "results[3].tests[0].value"),
            ("148", None, "results[3].tests[0].ref"),
            ("7 Nov", None, "results[3].procedure_date"),
            ("48", "ALT 48", "results[4].tests[0].value"),
            ("98", "glucose 98", "results[4].tests[1].value"),
            ("0.9", "creatinine 0.9", "results[4].tests[2].value"),
        ],
        derived=[
            ("Four", "Four of the five", "count", "results with a flag H or L: Rocco, Pepper, Cleo, Duke = 4"),
            ("five", "Four of the five", "count", "len(results) = 5"),
            ("22.9 mmol/L", None, "conversion", "results[0].tests[0].value (412 mg/dL) / 18.016 = 22.87 -> 22.9"),
            ("2.9", "about 2.9 times", "ratio", "results[0].tests[0].value (412) / upper of ref (143) = 2.88 -> 2.9"),
            ("126", None, "difference", "results[0].tests[0].value (412) - results[0].prior.GLU (286) = 126"),
            ("14 days", None, "time_between",
             "results[0].prior.date (2024-10-22) to analyzer_run.run_date (2024-11-05) = 14 days"),
            ("183", None, "difference", "results[0].tests[1].value (548) - upper of ref (365) = 183"),
            ("0.4", "0.4 below", "difference", "lower of results[1].tests[0].ref (3.5) - value (3.1) = 0.4"),
            ("23%", None, "percent_change", "results[2].tests[0].value (5.8) / upper of ref (4.7) - 1 = 23.4% -> 23%"),
            ("49%", None, "percent_change", "results[2].tests[0].value (5.8) / results[2].prior.TT4 (3.9) - 1 = 48.7% -> 49%"),
            ("84 days", None, "time_between",
             "results[2].prior.date (2024-08-13) to analyzer_run.run_date (2024-11-05) = 84 days"),
            ("56", "56 short", "difference", "lower of results[3].tests[0].ref (148) - value (92) = 56"),
            ("two days", None, "countdown", "analyzer_run.run_date (2024-11-05) to results[3].procedure_date (2024-11-07) = 2 days"),
            ("five", "the five samples", "count", "len(results) = 5"),
            ("15.2 minutes", None, "mean",
             "collected->resulted per sample: 14, 15, 22, 11, 14 min; sum 76 / 5 = 15.2"),
            ("22 minutes", None, "time_between",
             "results[2].collected (09:26) to results[2].resulted (09:48) = 22 min"),
        ],
        note="clinic asks which of a morning's in-house analyzer results need a call-back, in order: high glucose and fructosamine, low potassium, high T4, low platelets before a dental",
    ),
]

FLAWS = {
    "n4-vet_lab-01": [
        ("up 54% from 138", "up 45% from 138", "45%", "transposed digits", "ALT rise 53.6% written 45%"),
        ("creatinine 1.1 mg/dL", "creatinine 1.4 mg/dL", "1.4 mg/dL", "neighbour value",
         "the T4 value 1.4 given as creatinine", "results[10].value"),
        ("finalised at 15:18", "finalised at 13:18", "13:18", "wrong time", "report time 15:18 written 13:18"),
    ],
    "n4-vet_lab-02": [
        ("**Creatinine** is up 0.9 mg/dL since November, or 43%",
         "**Creatinine** is up 0.9 mg/dL since November, or 30%", "30%", "wrong value",
         "3.0 vs 2.1 is +43%, written 30% (0.9/3.0 instead of 0.9/2.1)"),
        ("**BUN** is 48 mg/dL", "**BUN** is 41 mg/dL", "41", "stale value",
         "April's BUN 41 given as the current value", "visits[1].observations[2].result"),
    ],
    "n4-vet_lab-03": [
        ("Fructosamine is 548 µmol/L, 183 above", "Fructosamine is 548 µmol/L, 138 above", "138",
         "transposed digits", "548 - 365 = 183 written 138"),
        ("His dental is booked for 7 Nov, two days from now",
         "His dental is booked for 7 Nov, three days from now", "three days", "wrong value",
         "5 Nov to 7 Nov is two days, written three"),
        ("potassium 3.1 mmol/L", "potassium 3.8 mmol/L", "3.8", "wrong value",
         "potassium 3.1 written 3.8 (inside the range, contradicting the call)"),
    ],
}
