"""School attendance: DataFrames exported with pandas ``to_json(orient="split")``
(a grade-level weekly summary, a homeroom roster, monthly rates by school)."""

DOMAIN = "school_attendance"
SPLIT = "holdout"      # set by the maintainers, not by the writer

_POOL1 = {
    'columns': [
        'week_start',
        'school_days',
        'enrolled',
        'student_days_possible',
        'student_days_present',
        'attendance_rate',
        'prior_week_rate',
        'chronic_absent_ytd',
    ],
    'index': ['K', '1', '2', '3', '4', '5'],
    'data': [
        ['2024-02-20', 4, 62, 248, 221, 0.8911, 0.9381, 11],
        ['2024-02-20', 4, 58, 232, 219, 0.944, 0.9552, 6],
        ['2024-02-20', 4, 64, 256, 245, 0.957, 0.9647, 5],
        ['2024-02-20', 4, 61, 244, 233, 0.9549, 0.9581, 7],
        ['2024-02-20', 4, 59, 236, 226, 0.9576, 0.9508, 8],
        ['2024-02-20', 4, 66, 264, 240, 0.9091, 0.9418, 10],
    ],
}

_POOL2 = {
    'columns': [
        'student_name',
        'grade',
        'homeroom',
        'days_enrolled',
        'days_present',
        'absent_excused',
        'absent_unexcused',
        'tardies',
        'attendance_pct',
    ],
    'index': [2031144, 2031187, 2031203, 2031219, 2031256, 2031274, 2031290, 2031318, 2031335, 2031362, 2031379],
    'data': [
        ['Johnson, Amari', 7, '7-204', 88, 86, 2, 0, 1, 97.7],
        ['Nguyen, Bella', 7, '7-204', 88, 84, 3, 1, 0, 95.5],
        ['Reyes, Carlos', 7, '7-204', 88, 76, 5, 7, 4, 86.4],
        ['Whitaker, Dana', 7, '7-204', 88, 87, 1, 0, 6, 98.9],
        ['Brooks, Elijah', 7, '7-204', 88, 79, 8, 1, 2, 89.8],
        ['Al-Sayed, Fatima', 7, '7-204', 88, 88, 0, 0, 0, 100.0],
        ['Kim, Grace', 7, '7-204', 88, 85, 3, 0, 1, 96.6],
        ['Lowe, Hunter', 7, '7-204', 61, 52, 2, 7, 3, 85.2],
        ['Ortiz, Isabel', 7, '7-204', 88, 83, 4, 1, 9, 94.3],
        ['Price, Jayden', 7, '7-204', 88, 81, 2, 5, 2, 92.0],
        ['Bell, Kiara', 7, '7-204', 88, 86, 2, 0, 0, 97.7],
    ],
}

_POOL3 = {
    'columns': ['Lincoln ES', 'Roosevelt ES', 'Garfield ES', 'Jefferson MS', 'Madison MS', 'Central HS', 'District'],
    'index': [1693526400000, 1696118400000, 1698796800000, 1701388800000, 1704067200000],
    'data': [
        [0.9561, 0.9498, 0.9612, 0.9473, 0.9429, 0.9317, 0.9462],
        [0.9504, 0.9452, 0.9588, 0.9401, 0.9377, 0.9236, 0.9398],
        [0.9437, 0.9361, 0.954, 0.9322, 0.929, 0.9118, 0.9307],
        [0.9268, 0.9185, 0.9403, 0.9164, 0.9157, 0.8952, 0.9143],
        [0.9352, 0.924, 0.9471, 0.9201, 0.9118, 0.8987, 0.9189],
    ],
}

_TEXT1 = """**Attendance: week of Feb 20 (4-day week)**

School-wide attendance last week was 93.5%: 1,384 student-days present out of 1,480 possible, so 96 student-days missed. That's down about 1.6 points from the week before, when we were at roughly 95.1% (each grade's rate weighted by its enrollment).

| Grade | This week | Week before | Change |
|---|---|---|---|
| K | 89.1% | 93.8% | −4.7 pts |
| 1st | 94.4% | 95.5% | −1.1 pts |
| 2nd | 95.7% | 96.5% | −0.8 pts |
| 3rd | 95.5% | 95.8% | −0.3 pts |
| 4th | 95.8% | 95.1% | +0.7 pts |
| 5th | 90.9% | 94.2% | −3.3 pts |

**For Monday's staff meeting**

- **The dip is concentrated in two grades.** Kindergarten and 5th grade together missed 51 student-days, 53% of the school's total, even though they're only 35% of enrollment.
- **4th grade was the only grade to improve**, and only slightly.
- **Chronic absence is the bigger story.** Year to date, 47 students are chronically absent, 12.7% of our 370 students. Kindergarten has the most: 11 children, or about 18% of the grade.

Before treating last week as a trend, I'd check with the nurse's office whether the kindergarten and 5th-grade absences were mostly illness; a short week after a long weekend often looks like this. If kindergarten stays under 90% next week, a note home to families about attendance in the early grades would be worth sending."""

_TEXT2 = """I'd focus on three students who are below 90% attendance, the usual line for chronic absence, and keep an eye on a couple of smaller patterns.

**Below 90%**
- **Carlos Reyes, 86.4%.** He has missed 12 of 88 days, and 7 of those absences are unexcused (58%). He would need 32 straight days of perfect attendance to get back to 90%, so this one is worth a call home now rather than later.
- **Hunter Lowe, 85.2%.** He has only been enrolled for 61 days and has already missed 9, with 7 unexcused. Because he transferred in, his record is short and every absence moves his rate a lot; it would help to find out whether the pattern started at his previous school.
- **Elijah Brooks, 89.8%.** He's just under the line with 9 absences, but only 1 is unexcused, so these look like illness or appointments. Two more days present would put him at exactly 90%; one more absence would drop him to 88.8%.

**Smaller things to watch**
- **Jayden Price** is fine overall at 92.0%, but 5 of his 7 absences are unexcused, which is a different pattern from everyone else above 90%.
- **Isabel Ortiz** has 9 tardies and **Dana Whitaker** has 6, the two highest in the homeroom. Dana's attendance is otherwise excellent at 98.9%, so it may just be a morning logistics issue worth asking about.

**The homeroom as a whole** is at 94.3%: 887 days present out of 941 enrolled. Fatima Al-Sayed hasn't missed a day. Carlos, Hunter and Elijah account for 30 of the homeroom's 54 absences, so three of your 11 students are more than half the problem; a short check-in with each of them and their families would cover most of it."""

_TEXT3 = """**Attendance trends, fall semester (draft for the superintendent's update)**

District attendance followed the familiar seasonal slide this fall. The district rate fell from 94.6% in September to a low of 91.4% in December, a drop of 3.2 points, and recovered only slightly in January 2024, to 91.9%. That leaves us 2.7 points below where we started the year. Put another way, the share of students absent on a typical day rose from about 5.4% to 8.1%, roughly 51% more absences than in September.

| School | September | January | Change |
|---|---|---|---|
| Lincoln ES | 95.6% | 93.5% | −2.1 pts |
| Roosevelt ES | 95.0% | 92.4% | −2.6 pts |
| Garfield ES | 96.1% | 94.7% | −1.4 pts |
| Jefferson MS | 94.7% | 92.0% | −2.7 pts |
| Madison MS | 94.3% | 91.2% | −3.1 pts |
| Central HS | 93.2% | 89.9% | −3.3 pts |

Every school followed the same pattern, but not to the same degree:

- **Central HS** is the main concern. It fell below 90% in December (89.5%) and stayed there in January, with the largest fall-semester decline of any school.
- **Madison MS** was the only school that kept declining in January, down another 0.4 points from December, while the other five schools improved.
- **Garfield ES** held up best and remains the highest-attending school in the district.

The gap between our strongest and weakest school in January was 4.8 points. I'd suggest the update name Central HS and Madison MS as the two sites for targeted follow-up this spring, and note that the January bounce-back was smaller than the December drop at every school, so we shouldn't expect rates to return to September levels on their own."""

CASES = [
    dict(
        id="n4-school_attendance-01",
        pool=_POOL1,
        text=_TEXT1,
        copied=[
            ("Feb 20", None, "data[0][0]"),
            ("4-day", None, "data[0][1]"),
            ("89.1%", None, "data[0][5]"),
            ("93.8%", None, "data[0][6]"),
            ("94.4%", None, "data[1][5]"),
            ("95.5%", "| 95.5% | −1.1", "data[1][6]"),
            ("95.7%", None, "data[2][5]"),
            ("96.5%", None, "data[2][6]"),
            ("95.5%", "| 95.5% | 95.8%", "data[3][5]"),
            ("95.8%", "| 95.8% | −0.3", "data[3][6]"),
            ("95.8%", "| 95.8% | 95.1%", "data[4][5]"),
            ("95.1%", "| 95.1% | +0.7", "data[4][6]"),
            ("90.9%", None, "data[5][5]"),
            ("94.2%", None, "data[5][6]"),
            ("11", "11 children", "data[0][7]"),
        ],
        derived=[
            ("93.5%", None, "ratio", "sum student_days_present (1,384) / sum student_days_possible (1,480) = 93.5%"),
            ("1,384", None, "sum", "data[*][4]: 221 + 219 + 245 + 233 + 226 + 240 = 1,384"),
            ("1,480", None, "sum", "data[*][3]: 248 + 232 + 256 + 244 + 236 + 264 = 1,480"),
            ("96", "so 96 student-days", "difference", "1,480 possible - 1,384 present = 96"),
            ("1.6 points", None, "percentage_point", "93.51% this week - 95.14% week before = -1.6 points"),
            ("95.1%", "roughly 95.1%", "mean",
             "prior_week_rate weighted by enrolled: sum(data[i][2] x data[i][6]) / 370 = 95.14%"),
            ("−4.7 pts", None, "percentage_point", "data[0][5] 0.8911 - data[0][6] 0.9381 = -4.70 points"),
            ("−1.1 pts", None, "percentage_point", "data[1][5] 0.9440 - data[1][6] 0.9552 = -1.12 points"),
            ("−0.8 pts", None, "percentage_point", "data[2][5] 0.9570 - data[2][6] 0.9647 = -0.77 points"),
            ("−0.3 pts", None, "percentage_point", "data[3][5] 0.9549 - data[3][6] 0.9581 = -0.32 points"),
            ("+0.7 pts", None, "percentage_point", "data[4][5] 0.9576 - data[4][6] 0.9508 = +0.68 points"),
            ("−3.3 pts", None, "percentage_point", "data[5][5] 0.9091 - data[5][6] 0.9418 = -3.27 points"),
            ("51", "missed 51", "sum", "K (248 - 221 = 27) + 5th (264 - 240 = 24) = 51"),
            ("53%", None, "share", "51 / 96 student-days missed = 53.1%"),
            ("35%", None, "share", "enrolled K + 5th (62 + 66 = 128) / 370 = 34.6%"),
            ("47", None, "sum", "data[*][7]: 11 + 6 + 5 + 7 + 8 + 10 = 47"),
            ("12.7%", None, "share", "47 / 370 enrolled = 12.7%"),
            ("370", None, "sum", "data[*][2]: 62 + 58 + 64 + 61 + 59 + 66 = 370"),
            ("18%", None, "share", "data[0][7] (11) / data[0][2] (62) = 17.7%"),
        ],
        note="Principal asks how last week's attendance looked and what to tell staff; grade-level weekly "
             "summary in pandas split orient, school-wide rate from sums, point changes by grade, chronic absence.",
    ),
    dict(
        id="n4-school_attendance-02",
        pool=_POOL2,
        text=_TEXT2,
        copied=[
            ("86.4%", None, "data[2][8]"),
            ("88", "12 of 88 days", "data[2][3]"),
            ("7", "and 7 of those", "data[2][6]"),
            ("85.2%", None, "data[7][8]"),
            ("61 days", None, "data[7][3]"),
            ("7", "with 7 unexcused", "data[7][6]"),
            ("89.8%", None, "data[4][8]"),
            ("1", "only 1 is unexcused", "data[4][6]"),
            ("92.0%", None, "data[9][8]"),
            ("5", "but 5 of his", "data[9][6]"),
            ("9 tardies", None, "data[8][7]"),
            ("6", "has 6, the", "data[3][7]"),
            ("98.9%", None, "data[3][8]"),
        ],
        derived=[
            ("three", "focus on three students", "count", "rows with attendance_pct < 90: data[2], data[4], data[7] = 3"),
            ("12", "missed 12 of", "sum", "data[2][5] 5 excused + data[2][6] 7 unexcused = 12"),
            ("58%", None, "share", "7 unexcused / 12 absences = 58.3%"),
            ("32", "need 32 straight", "other", "(76 + n) / (88 + n) >= 90% first holds at n = 32 days"),
            ("9", "already missed 9", "sum", "data[7][5] 2 + data[7][6] 7 = 9"),
            ("9 absences", None, "sum", "data[4][5] 8 + data[4][6] 1 = 9"),
            ("Two", "Two more days", "other", "(79 + 2) / (88 + 2) = 90.0%"),
            ("88.8%", None, "ratio", "79 present / (88 + 1) days = 88.8%"),
            ("7", "of his 7 absences", "sum", "data[9][5] 2 + data[9][6] 5 = 7"),
            ("94.3%", None, "ratio", "887 present / 941 enrolled = 94.3%"),
            ("887", None, "sum", "sum of days_present data[*][4] = 887"),
            ("941", None, "sum", "sum of days_enrolled data[*][3] = 941"),
            ("30", "account for 30", "sum", "Carlos 12 + Hunter 9 + Elijah 9 = 30"),
            ("54", None, "sum", "941 enrolled - 887 present = 54 absences"),
            ("three", "so three of your", "count", "students below 90% = 3"),
            ("11", "of your 11 students", "count", "len(index) = 11"),
            ("half", "more than half", "share", "30 of 54 absences = 55.6%, more than half"),
        ],
        note="Homeroom teacher asks which students to worry about; student-level roster in pandas split orient "
             "with excused/unexcused absences and tardies, students under 90%, days needed to recover, class rate.",
    ),
    dict(
        id="n4-school_attendance-03",
        pool=_POOL3,
        text=_TEXT3,
        copied=[
            ("94.6%", None, "data[0][6]"),
            ("91.4%", None, "data[3][6]"),
            ("January 2024", None, "index[4]"),
            ("91.9%", None, "data[4][6]"),
            ("95.6%", None, "data[0][0]"),
            ("93.5%", None, "data[4][0]"),
            ("95.0%", None, "data[0][1]"),
            ("92.4%", None, "data[4][1]"),
            ("96.1%", None, "data[0][2]"),
            ("94.7%", "| 96.1% | 94.7%", "data[4][2]"),
            ("94.7%", "| 94.7% | 92.0%", "data[0][3]"),
            ("92.0%", None, "data[4][3]"),
            ("94.3%", None, "data[0][4]"),
            ("91.2%", None, "data[4][4]"),
            ("93.2%", None, "data[0][5]"),
            ("89.9%", None, "data[4][5]"),
            ("89.5%", None, "data[3][5]"),
        ],
        derived=[
            ("3.2 points", None, "percentage_point", "data[3][6] 0.9143 - data[0][6] 0.9462 = -3.19 points"),
            ("2.7 points", None, "percentage_point", "data[4][6] 0.9189 - data[0][6] 0.9462 = -2.73 points"),
            ("5.4%", None, "difference", "1 - data[0][6] 0.9462 = 5.38%"),
            ("8.1%", None, "difference", "1 - data[4][6] 0.9189 = 8.11%"),
            ("51%", None, "percent_change", "(8.11% - 5.38%) / 5.38% = +50.7%"),
            ("−2.1 pts", None, "percentage_point", "data[4][0] 0.9352 - data[0][0] 0.9561 = -2.09 points"),
            ("−2.6 pts", None, "percentage_point", "data[4][1] 0.9240 - data[0][1] 0.9498 = -2.58 points"),
            ("−1.4 pts", None, "percentage_point", "data[4][2] 0.9471 - data[0][2] 0.9612 = -1.41 points"),
            ("−2.7 pts", None, "percentage_point", "data[4][3] 0.9201 - data[0][3] 0.9473 = -2.72 points"),
            ("−3.1 pts", None, "percentage_point", "data[4][4] 0.9118 - data[0][4] 0.9429 = -3.11 points"),
            ("−3.3 pts", None, "percentage_point", "data[4][5] 0.8987 - data[0][5] 0.9317 = -3.30 points"),
            ("0.4 points", None, "percentage_point", "data[4][4] 0.9118 - data[3][4] 0.9157 = -0.39 points"),
            ("five", "other five schools", "count", "schools with data[4][j] > data[3][j]: 5 of 6"),
            ("4.8 points", None, "percentage_point", "Garfield data[4][2] 0.9471 - Central data[4][5] 0.8987 = 4.84 points"),
        ],
        note="Assistant drafts the attendance paragraph for a superintendent's update from monthly rates by "
             "school (pandas split orient, epoch-ms month index, fractions); district slide and recovery, "
             "school point changes, the weakest and strongest sites.",
    ),
]

FLAWS = {
    "n4-school_attendance-01": [
        ("That's down about 1.6 points", "That's up about 1.6 points", "1.6 points", "direction flip",
         "the week-on-week fall written as a rise"),
        ("| 5th | 90.9% |", "| 5th | 94.2% |", "94.2%", "stale value",
         "5th grade's week-before rate shown as this week's", "data[5][6]"),
    ],
    "n4-school_attendance-02": [
        ("He has missed 12 of 88 days", "He has missed 12 of 61 days", "61", "neighbour value",
         "Carlos's days enrolled replaced by Hunter's", "data[7][3]"),
        ("would need 32 straight days", "would need 23 straight days", "23", "transposed digits",
         "days needed to recover 32 written 23"),
    ],
    "n4-school_attendance-03": [
        ("to a low of 91.4% in December", "to a low of 91.5% in December", "91.5%", "near-miss rounding",
         "December district rate 0.9143 rounded up to 91.5%"),
        ("roughly 51% more absences", "roughly 34% more absences", "34%", "wrong value",
         "increase in the absence rate divided by the January rate instead of September's"),
        ("| 94.3% | 91.2% |", "| 94.3% | 91.6% |", "91.6%", "stale value",
         "Madison's December rate shown as its January rate", "data[3][4]"),
    ],
}
