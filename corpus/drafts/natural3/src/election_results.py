"""Election results: results feeds by contest, district and candidate as election offices publish them."""

DOMAIN = "election_results"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01: county supervisor of elections results feed, single state-house contest
# ---------------------------------------------------------------------------
_SH62 = {
    "election": {
        "id": "2024-GEN",
        "name": "2024 General Election",
        "date": "2024-11-05",
        "jurisdiction": "Pinellas County",
        "state": "FL",
    },
    "generated": "2024-11-06T02:17:43-05:00",
    "status": "UNOFFICIAL_COMPLETE",
    "contest": {
        "id": "SH-062",
        "name": "State Representative, District 62",
        "vote_for": 1,
        "precincts": {"total": 48, "reporting": 48},
        "registered_voters": 118432,
        "ballots_cast": 79214,
        "turnout": 0.6689,
        "votes_for_candidates": 77139,
        "over_votes": 112,
        "under_votes": 1963,
        "recount_threshold_pct": 0.005,
        "candidates": [
            {
                "ballot_order": 1,
                "name": "Dana M. Whitfield",
                "party": "DEM",
                "incumbent": True,
                "votes": 38507,
                "share": 0.4992,
                "by_method": {"election_day": 12044, "early": 15220, "mail": 11243},
            },
            {
                "ballot_order": 2,
                "name": "Robert \"Bo\" Kessler",
                "party": "REP",
                "incumbent": False,
                "votes": 37102,
                "share": 0.4810,
                "by_method": {"election_day": 15880, "early": 13610, "mail": 7612},
            },
            {
                "ballot_order": 3,
                "name": "Ana Lucía Ortega",
                "party": "NPA",
                "incumbent": False,
                "votes": 1530,
                "share": 0.0198,
                "by_method": {"election_day": 602, "early": 548, "mail": 380},
            },
        ],
        "previous": {
            "election_date": "2022-11-08",
            "ballots_cast": 63377,
            "turnout": 0.5412,
            "winner": "Dana M. Whitfield",
            "winner_party": "DEM",
            "winner_share": 0.5231,
            "margin_votes": 4180,
        },
    },
}

_C = "contest.candidates"

_TEXT_01 = """**Yes: Dana Whitfield held State House District 62, but narrowly, and not narrowly enough to trigger a recount.**

All 48 of 48 precincts have reported (feed generated 6 Nov 2024, 02:17 ET). Turnout was **66.9%** of 118,432 registered voters, or 79,214 ballots.

| Candidate | Party | Votes | Share |
|---|---|---|---|
| Dana M. Whitfield (incumbent) | DEM | 38,507 | 49.9% |
| Robert "Bo" Kessler | REP | 37,102 | 48.1% |
| Ana Lucía Ortega | NPA | 1,530 | 2.0% |

**The margin**

- Whitfield leads by **1,405 votes**, about **1.8 points** of the 77,139 votes cast for a candidate.
- The feed's recount threshold is 0.5% of the vote, which here would be roughly 386 votes. Her lead is more than three times that.
- She won without a majority: Ortega's 1,530 votes are more than Whitfield's winning margin.

**Where the votes came from**

- **Mail:** Whitfield 11,243 to Kessler 7,612, her strongest method by far (+3,631).
- **Early voting:** Whitfield 15,220 to 13,610 (+1,610).
- **Election day:** Kessler won it 15,880 to 12,044, a gap of 3,836. That more than wiped out her mail lead on its own; early voting is what carried her.

**Compared with 2022**

- Turnout was up about 12.8 points on 2022's 54.1%, and ballots cast rose roughly 25% (from 63,377).
- Whitfield's share fell from 52.3% to 49.9%, and her margin shrank from 4,180 votes to 1,405, about two-thirds smaller.

So the seat stays Democratic, but on these numbers it has gone from comfortable to marginal in a single cycle."""

# ---------------------------------------------------------------------------
# 02: council election declaration feed (all-out election, party summary)
# ---------------------------------------------------------------------------
def _party(name, abbr, cands, seats, ch, votes, share, share_ch):
    return {
        "name": name,
        "abbr": abbr,
        "candidates": cands,
        "seats": seats,
        "seats_change": ch,
        "votes": votes,
        "vote_share": share,
        "vote_share_change": share_ch,
    }


_COUNCIL = {
    "council": {
        "name": "Kingsmere City Council",
        "gss_code": "E06000999",
        "seats_total": 70,
        "majority_threshold": 36,
        "election_type": "all-out",
    },
    "poll_date": "2024-05-02",
    "declared_at": "2024-05-03T17:48:00+01:00",
    "wards_declared": 34,
    "wards_total": 34,
    "electorate": 341870,
    "ballot_papers_issued": 133911,
    "turnout": 0.3917,
    "control": "NOC",
    "largest_party": "GRN",
    "previous": {"poll_date": "2021-05-06", "turnout": 0.4121, "control": "NOC"},
    "parties": [
        _party("Green Party", "GRN", 70, 34, 10, 151940, 0.3683, 0.0612),
        _party("Labour Party", "LAB", 70, 21, -3, 107772, 0.2612, -0.0398),
        _party("Liberal Democrats", "LD", 66, 8, 0, 58310, 0.1413, 0.0071),
        _party("Conservative and Unionist Party", "CON", 70, 7, -7, 64215, 0.1557, -0.0407),
        _party("Independents and others", "OTH", 41, 0, 0, 30323, 0.0735, 0.0122),
    ],
    "closest_results": [
        {"ward": "Hillfields", "winner_party": "GRN", "runner_up_party": "LAB", "margin_votes": 17, "result": "GRN gain from LAB"},
        {"ward": "Eastgate", "winner_party": "LAB", "runner_up_party": "GRN", "margin_votes": 42, "result": "LAB hold"},
        {"ward": "Stoke Lodge", "winner_party": "CON", "runner_up_party": "LD", "margin_votes": 58, "result": "CON hold"},
    ],
}

_TEXT_02 = """**No. The Greens are now the largest party on Kingsmere City Council, but they finished 2 seats short of a majority, so the council stays under no overall control.**

The last ward declared at 17:48 on 3 May 2024, the day after polling.

| Party | Seats | Change | Vote share | Share change |
|---|---|---|---|---|
| Green | **34** | +10 | 36.8% | +6.1 pts |
| Labour | 21 | −3 | 26.1% | −4.0 pts |
| Liberal Democrat | 8 | no change | 14.1% | +0.7 pts |
| Conservative | 7 | −7 | 15.6% | −4.1 pts |

**What it means**

- The Greens went from 24 seats to 34 out of 70; control needs 36.
- Their 36.8% of the vote turned into 48.6% of the seats.
- The Conservatives lost half their group, dropping from 14 councillors to 7, and actually out-polled the Lib Dems (64,215 votes to 58,310) while ending up with fewer seats.
- Turnout was 39.2%, about 2 points down on 41.2% last time.

**Options for running the council**

- Green + Lib Dem: 42 seats, a working majority on its own.
- Green + Labour: 55 seats, though that's a far bigger partnership than the arithmetic needs.

**Knife-edge wards**

- Hillfields: Green gain from Labour by just **17 votes**. Without it the Greens would be on 33.
- Eastgate: Labour held on by 42 votes over the Greens.
- Stoke Lodge: Conservative hold, 58 votes ahead of the Lib Dems.

These are the declared totals from the council's results feed; the seat and share changes are measured against the 2021 all-out election."""

# ---------------------------------------------------------------------------
# 03: city election night results page JSON (live, partial count)
# ---------------------------------------------------------------------------
_MAYOR = {
    "election": {
        "name": "2025 Municipal General Election",
        "date": "2025-11-04",
        "jurisdiction": "City of Harborview",
    },
    "contest": {"key": "MAYOR", "name": "Mayor", "vote_for": 1, "nonpartisan": True},
    "last_updated": "2025-11-04T22:41:09-05:00",
    "results_status": "UNOFFICIAL_PARTIAL",
    "precincts": {"total": 301, "reporting": 212, "pct_reporting": 0.7043},
    "registered_voters": 402118,
    "ballots_counted": 115904,
    "turnout_to_date": 0.2882,
    "choices": [
        {"id": 1, "name": "Teresa Alvarado", "ballot_designation": "City Councilmember", "votes": 58214, "pct": 0.5121},
        {"id": 2, "name": "Marcus Lee", "ballot_designation": "Small Business Owner", "votes": 53390, "pct": 0.4697},
        {"id": 3, "name": "Write-in", "ballot_designation": None, "votes": 2076, "pct": 0.0183},
    ],
    "under_votes": 2172,
    "over_votes": 52,
    "update_history": [
        {"seq": 6, "timestamp": "2025-11-04T21:12:47-05:00", "precincts_reporting": 141,
         "leader": "Teresa Alvarado", "leader_votes": 38650, "runner_up_votes": 37811},
        {"seq": 7, "timestamp": "2025-11-04T21:55:30-05:00", "precincts_reporting": 176,
         "leader": "Teresa Alvarado", "leader_votes": 49120, "runner_up_votes": 46905},
        {"seq": 8, "timestamp": "2025-11-04T22:41:09-05:00", "precincts_reporting": 212,
         "leader": "Teresa Alvarado", "leader_votes": 58214, "runner_up_votes": 53390},
    ],
    "outstanding_estimate": {"mail_ballots": 14200, "provisional": 2100, "as_of": "2025-11-04T22:30:00-05:00"},
    "next_update_expected": "2025-11-04T23:30:00-05:00",
}

_U = "update_history"

_TEXT_03 = """**Short version: Alvarado's lead looks solid, but with roughly 30% of precincts still out, it's too early to call.**

As of the 10:41 pm ET update on 4 Nov 2025, 212 of 301 precincts are in (about 70.4%).

- **Teresa Alvarado:** 58,214 votes (51.2%)
- **Marcus Lee:** 53,390 votes (47.0%)
- **Write-ins:** 2,076 (1.8%)

Turnout so far is 28.8% of 402,118 registered voters.

**The lead has been growing all evening**

| Update time (ET) | Precincts in | Alvarado | Lee | Lead |
|---|---|---|---|---|
| 9:12 pm | 141 | 38,650 | 37,811 | 839 |
| 9:55 pm | 176 | 49,120 | 46,905 | 2,215 |
| 10:41 pm | 212 | 58,214 | 53,390 | **4,824** |

Between the last two drops, about 46 minutes apart, her lead more than doubled. She took roughly 58.4% of the two-candidate votes added in that batch.

**Can Lee still catch up?**

- The city estimates about 14,200 mail ballots and 2,100 provisionals still to count, so roughly 16,300 in all.
- To erase a 4,824-vote deficit from those alone, Lee would need around 65% of the two-way vote in them, far above the 47.0% he's getting so far (this ignores write-ins and blank ballots).
- That estimate doesn't cover the 89 precincts that haven't reported, so if those lean his way the bar comes down somewhat.

**Bottom line:** Alvarado is the clear favourite, but late mail can break differently from election-day votes. The next update is expected around 11:30 pm."""

CASES = [
    dict(
        id="n3-election_results-01",
        pool=_SH62,
        text=_TEXT_01,
        copied=[
            ("48", "All 48", "contest.precincts.reporting"),
            ("48", "of 48 precincts", "contest.precincts.total"),
            ("6 Nov 2024", None, "generated"),
            ("02:17", None, "generated"),
            ("66.9%", None, "contest.turnout"),
            ("118,432", None, "contest.registered_voters"),
            ("79,214", None, "contest.ballots_cast"),
            ("38,507", None, _C + "[0].votes"),
            ("49.9%", "| 49.9% |", _C + "[0].share"),
            ("37,102", None, _C + "[1].votes"),
            ("48.1%", None, _C + "[1].share"),
            ("1,530", "| 1,530 |", _C + "[2].votes"),
            ("2.0%", None, _C + "[2].share"),
            ("77,139", None, "contest.votes_for_candidates"),
            ("0.5%", None, "contest.recount_threshold_pct"),
            ("1,530", "Ortega's 1,530", _C + "[2].votes"),
            ("11,243", None, _C + "[0].by_method.mail"),
            ("7,612", None, _C + "[1].by_method.mail"),
            ("15,220", None, _C + "[0].by_method.early"),
            ("13,610", None, _C + "[1].by_method.early"),
            ("15,880", None, _C + "[1].by_method.election_day"),
            ("12,044", None, _C + "[0].by_method.election_day"),
            ("54.1%", None, "contest.previous.turnout"),
            ("63,377", None, "contest.previous.ballots_cast"),
            ("52.3%", None, "contest.previous.winner_share"),
            ("49.9%", "to 49.9%", _C + "[0].share"),
            ("4,180", None, "contest.previous.margin_votes"),
        ],
        derived=[
            ("1,405", "**1,405 votes**", "difference",
             _C + "[0].votes (38,507) - " + _C + "[1].votes (37,102) = 1,405"),
            ("1.8", "**1.8 points**", "share",
             "1,405 / contest.votes_for_candidates (77,139) = 1.82%"),
            ("386", None, "other",
             "contest.recount_threshold_pct (0.005) x contest.votes_for_candidates (77,139) = 385.7"),
            ("three", "more than three times", "ratio", "1,405 / 385.7 = 3.64"),
            ("+3,631", None, "difference",
             _C + "[0].by_method.mail (11,243) - " + _C + "[1].by_method.mail (7,612) = 3,631"),
            ("+1,610", None, "difference",
             _C + "[0].by_method.early (15,220) - " + _C + "[1].by_method.early (13,610) = 1,610"),
            ("3,836", None, "difference",
             _C + "[1].by_method.election_day (15,880) - " + _C + "[0].by_method.election_day (12,044) = 3,836"),
            ("12.8", None, "difference",
             "contest.turnout (0.6689) - contest.previous.turnout (0.5412) = 0.1277 = 12.8 points"),
            ("25%", None, "percent_change",
             "(contest.ballots_cast 79,214 - contest.previous.ballots_cast 63,377) / 63,377 = +25.0%"),
            ("1,405", "to 1,405,", "difference",
             _C + "[0].votes (38,507) - " + _C + "[1].votes (37,102) = 1,405"),
            ("two-thirds", None, "percent_change",
             "(1,405 - contest.previous.margin_votes 4,180) / 4,180 = -66.4%"),
        ],
        note="Did the incumbent hold a single-member seat, is a recount triggered; margin, "
             "vote by method, comparison with the previous election.",
    ),
    dict(
        id="n3-election_results-02",
        pool=_COUNCIL,
        text=_TEXT_02,
        copied=[
            ("17:48", None, "declared_at"),
            ("3 May 2024", None, "declared_at"),
            ("34", "**34**", "parties[0].seats"),
            ("+10", None, "parties[0].seats_change"),
            ("36.8%", "| 36.8% |", "parties[0].vote_share"),
            ("+6.1", None, "parties[0].vote_share_change"),
            ("21", "| 21 |", "parties[1].seats"),
            ("−3", None, "parties[1].seats_change"),
            ("26.1%", None, "parties[1].vote_share"),
            ("−4.0", None, "parties[1].vote_share_change"),
            ("8", "| 8 |", "parties[2].seats"),
            ("14.1%", None, "parties[2].vote_share"),
            ("+0.7", None, "parties[2].vote_share_change"),
            ("7", "| 7 |", "parties[3].seats"),
            ("−7", None, "parties[3].seats_change"),
            ("15.6%", None, "parties[3].vote_share"),
            ("−4.1", None, "parties[3].vote_share_change"),
            ("34", "to 34 out", "parties[0].seats"),
            ("70", "out of 70", "council.seats_total"),
            ("36", "needs 36", "council.majority_threshold"),
            ("36.8%", "Their 36.8%", "parties[0].vote_share"),
            ("7", "councillors to 7", "parties[3].seats"),
            ("64,215", None, "parties[3].votes"),
            ("58,310", None, "parties[2].votes"),
            ("39.2%", None, "turnout"),
            ("41.2%", None, "previous.turnout"),
            ("17", "**17 votes**", "closest_results[0].margin_votes"),
            ("42", "by 42 votes", "closest_results[1].margin_votes"),
            ("58", "58 votes ahead", "closest_results[2].margin_votes"),
        ],
        derived=[
            ("2", "2 seats short", "difference",
             "council.majority_threshold (36) - parties[0].seats (34) = 2"),
            ("24", "from 24 seats", "difference",
             "parties[0].seats (34) - parties[0].seats_change (10) = 24"),
            ("48.6%", None, "share", "parties[0].seats (34) / council.seats_total (70) = 48.6%"),
            ("half", "lost half their group", "percent_change",
             "parties[3].seats_change (-7) / previous seats (14) = -50%"),
            ("14", "from 14 councillors", "difference",
             "parties[3].seats (7) - parties[3].seats_change (-7) = 14"),
            ("2", "about 2 points", "difference",
             "turnout (0.3917) - previous.turnout (0.4121) = -0.0204 = -2.0 points"),
            ("42", "42 seats", "sum", "parties[0].seats (34) + parties[2].seats (8) = 42"),
            ("55", None, "sum", "parties[0].seats (34) + parties[1].seats (21) = 55"),
            ("33", None, "difference", "parties[0].seats (34) - 1 (Hillfields) = 33"),
        ],
        note="Council control question after an all-out election: seats vs majority threshold, "
             "seat and share changes, coalition arithmetic, closest wards.",
    ),
    dict(
        id="n3-election_results-03",
        pool=_MAYOR,
        text=_TEXT_03,
        copied=[
            ("10:41", "the 10:41 pm", "last_updated"),
            ("4 Nov 2025", None, "last_updated"),
            ("212", "212 of 301", "precincts.reporting"),
            ("301", None, "precincts.total"),
            ("70.4%", None, "precincts.pct_reporting"),
            ("58,214", "58,214 votes", "choices[0].votes"),
            ("51.2%", None, "choices[0].pct"),
            ("53,390", "53,390 votes", "choices[1].votes"),
            ("47.0%", "votes (47.0%)", "choices[1].pct"),
            ("2,076", None, "choices[2].votes"),
            ("1.8%", None, "choices[2].pct"),
            ("28.8%", None, "turnout_to_date"),
            ("402,118", None, "registered_voters"),
            ("9:12", None, _U + "[0].timestamp"),
            ("141", None, _U + "[0].precincts_reporting"),
            ("38,650", None, _U + "[0].leader_votes"),
            ("37,811", None, _U + "[0].runner_up_votes"),
            ("9:55", None, _U + "[1].timestamp"),
            ("176", None, _U + "[1].precincts_reporting"),
            ("49,120", None, _U + "[1].leader_votes"),
            ("46,905", None, _U + "[1].runner_up_votes"),
            ("10:41", "| 10:41 pm", _U + "[2].timestamp"),
            ("212", "| 212 |", _U + "[2].precincts_reporting"),
            ("58,214", "| 58,214 |", _U + "[2].leader_votes"),
            ("53,390", "| 53,390 |", _U + "[2].runner_up_votes"),
            ("14,200", None, "outstanding_estimate.mail_ballots"),
            ("2,100", None, "outstanding_estimate.provisional"),
            ("47.0%", "the 47.0%", "choices[1].pct"),
            ("11:30", None, "next_update_expected"),
        ],
        derived=[
            ("30%", None, "difference", "1 - precincts.pct_reporting (0.7043) = 29.6%"),
            ("839", None, "difference",
             _U + "[0].leader_votes (38,650) - " + _U + "[0].runner_up_votes (37,811) = 839"),
            ("2,215", None, "difference",
             _U + "[1].leader_votes (49,120) - " + _U + "[1].runner_up_votes (46,905) = 2,215"),
            ("4,824", "**4,824**", "difference",
             _U + "[2].leader_votes (58,214) - " + _U + "[2].runner_up_votes (53,390) = 4,824"),
            ("46 minutes", None, "time_between",
             _U + "[1].timestamp 21:55:30 -> " + _U + "[2].timestamp 22:41:09 = 45 min 39 s"),
            ("58.4%", None, "share",
             "(58,214 - 49,120) / ((58,214 - 49,120) + (53,390 - 46,905)) = 9,094 / 15,579 = 58.4%"),
            ("16,300", None, "sum",
             "outstanding_estimate.mail_ballots (14,200) + outstanding_estimate.provisional (2,100) = 16,300"),
            ("4,824", "a 4,824-vote", "difference",
             "choices[0].votes (58,214) - choices[1].votes (53,390) = 4,824"),
            ("65%", None, "other",
             "(16,300 + 4,824) / 2 / 16,300 = 10,562 / 16,300 = 64.8%"),
            ("89", None, "difference", "precincts.total (301) - precincts.reporting (212) = 89"),
        ],
        note="Election-night partial count: is the lead safe; lead over successive updates, "
             "time between updates, share of newly counted votes, outstanding ballots.",
    ),
]

FLAWS = {
    "n3-election_results-01": [
        ("Turnout was **66.9%**", "Turnout was **54.1%**", "54.1%", "stale value",
         "2022 turnout given as this election's", "contest.previous.turnout"),
        ("about **1.8 points**", "about **1.9 points**", "1.9", "near-miss rounding",
         "1,405 / 77,139 = 1.82% rounded up to 1.9"),
    ],
    "n3-election_results-02": [
        ("by just **17 votes**", "by just **42 votes**", "42", "neighbour value",
         "Hillfields margin given as Eastgate's", "closest_results[1].margin_votes"),
        ("| −4.0 pts |", "| +4.0 pts |", "+4.0", "direction flip",
         "Labour's fall in vote share written as a rise"),
    ],
    "n3-election_results-03": [
        ("| 9:55 pm |", "| 9:25 pm |", "9:25", "wrong time",
         "second update time 21:55 written as 9:25 pm"),
        ("58,214 votes (51.2%)", "58,124 votes (51.2%)", "58,124", "transposed digits",
         "Alvarado's 58,214 written 58,124"),
    ],
}
