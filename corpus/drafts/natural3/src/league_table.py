"""League tables: standings and fixtures feeds as sports data APIs export them."""

DOMAIN = "league_table"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01: football-data.org v4 style /competitions/PL/standings response
# ---------------------------------------------------------------------------
_PL_STANDINGS = {
    "filters": {"season": "2024"},
    "area": {"name": "England"},
    "competition": {"id": 2021, "name": "Premier League", "code": "PL"},
    "season": {
        "id": 2287,
        "startDate": "2024-08-16",
        "endDate": "2025-05-25",
        "currentMatchday": 29,
        "winner": None,
    },
    "lastUpdated": "2025-03-16T18:42:11Z",
    "standings": [
        {
            "stage": "REGULAR_SEASON",
            "type": "TOTAL",
            "group": None,
            "table": [
                {
                    "position": 1,
                    "team": {"name": "Liverpool FC", "shortName": "Liverpool", "tla": "LIV"},
                    "playedGames": 29,
                    "form": "W,D,W,W,W",
                    "won": 21,
                    "draw": 7,
                    "lost": 1,
                    "points": 70,
                    "goalsFor": 69,
                    "goalsAgainst": 27,
                    "goalDifference": 42,
                },
                {
                    "position": 2,
                    "team": {"name": "Arsenal FC", "shortName": "Arsenal", "tla": "ARS"},
                    "playedGames": 28,
                    "form": "W,D,L,D,W",
                    "won": 15,
                    "draw": 10,
                    "lost": 3,
                    "points": 55,
                    "goalsFor": 52,
                    "goalsAgainst": 24,
                    "goalDifference": 28,
                },
                {
                    "position": 3,
                    "team": {"name": "Nottingham Forest FC", "shortName": "Nottingham", "tla": "NOT"},
                    "playedGames": 28,
                    "form": "W,L,W,L,W",
                    "won": 15,
                    "draw": 6,
                    "lost": 7,
                    "points": 51,
                    "goalsFor": 46,
                    "goalsAgainst": 33,
                    "goalDifference": 13,
                },
                {
                    "position": 4,
                    "team": {"name": "Chelsea FC", "shortName": "Chelsea", "tla": "CHE"},
                    "playedGames": 28,
                    "form": "L,L,W,W,L",
                    "won": 14,
                    "draw": 7,
                    "lost": 7,
                    "points": 49,
                    "goalsFor": 53,
                    "goalsAgainst": 36,
                    "goalDifference": 17,
                },
                {
                    "position": 5,
                    "team": {"name": "Manchester City FC", "shortName": "Man City", "tla": "MCI"},
                    "playedGames": 28,
                    "form": "W,L,W,L,D",
                    "won": 14,
                    "draw": 5,
                    "lost": 9,
                    "points": 47,
                    "goalsFor": 51,
                    "goalsAgainst": 38,
                    "goalDifference": 13,
                },
            ],
        }
    ],
}

_T = "standings[0].table"

_TEXT_01 = """**Short answer: yes on paper, but Arsenal need Liverpool to fall apart.**

Here's the top of the Premier League from the feed's last update (16 Mar 2025, 18:42 UTC), with matchday 29 as the current round:

| Team | Played | Points | Goal diff | Recent form |
|---|---|---|---|---|
| Liverpool | 29 | **70** | +42 | W-D-W-W-W |
| Arsenal | 28 | **55** | +28 | W-D-L-D-W |
| Nottingham Forest | 28 | **51** | +13 | W-L-W-L-W |

**The maths**

- Arsenal are **15 points** behind but have a game in hand: 10 league matches left against Liverpool's 9.
- If Arsenal win every remaining game they finish on **85 points**. Liverpool get to **86**, beyond that even before goal difference comes into it, with 16 more points: five wins and a draw from their last 9.
- Put the other way, Liverpool would have to drop at least 13 of the 27 points still available to them. They've dropped 17 all season.
- Liverpool's goal difference is already 14 better than Arsenal's, so a tie on points would very likely go their way as well.

**Form and pace**

- Liverpool are taking about **2.41 points per game** and collected 13 of the last 15 on offer.
- Arsenal are at roughly **1.96 per game**, and their recent run (W-D-L-D-W) brought only 8 points. The real damage is the 10 draws, more than any other side near the top.
- At that rate Arsenal would end on roughly 75 points, and Liverpool would pass that with just 6 more, two wins from their final 9.

**Looking over their shoulder**

Forest are only 4 points back from Arsenal with the same number of games played, so even second place isn't settled.

Bottom line: Arsenal can still do it, but it needs a near-perfect run from them *and* Liverpool's worst spell of the season at the same time."""

# ---------------------------------------------------------------------------
# 02: football-data.org v4 style /teams/397/matches response (Brighton)
# ---------------------------------------------------------------------------
def _m(mid, date, md, status, home, away, winner, ft, ht):
    return {
        "utcDate": date,
        "status": status,
        "matchday": md,
        "homeTeam": {"name": home[0], "tla": home[1]},
        "awayTeam": {"name": away[0], "tla": away[1]},
        "score": {
            "winner": winner,
            "fullTime": {"home": ft[0], "away": ft[1]},
            "halfTime": {"home": ht[0], "away": ht[1]},
        },
    }


_BHA = ("Brighton & Hove Albion FC", "BHA")
_BHA_MATCHES = {
    "filters": {"competitions": "PL", "limit": 6},
    "resultSet": {"count": 6, "first": "2025-01-16", "last": "2025-02-25", "played": 5},
    "matches": [
        _m(497601, "2025-01-16T19:30:00Z", 21, "FINISHED", ("Ipswich Town FC", "IPS"), _BHA, "AWAY_TEAM", (0, 2), (0, 1)),
        _m(497612, "2025-01-25T15:00:00Z", 22, "FINISHED", _BHA, ("Everton FC", "EVE"), "AWAY_TEAM", (0, 3), (0, 2)),
        _m(497624, "2025-02-01T17:30:00Z", 23, "FINISHED", ("Nottingham Forest FC", "NOT"), _BHA, "HOME_TEAM", (3, 1), (2, 0)),
        _m(497633, "2025-02-14T20:00:00Z", 24, "FINISHED", _BHA, ("Chelsea FC", "CHE"), "HOME_TEAM", (3, 0), (2, 0)),
        _m(497641, "2025-02-22T15:00:00Z", 25, "FINISHED", ("Southampton FC", "SOU"), _BHA, "AWAY_TEAM", (0, 4), (0, 1)),
        _m(497652, "2025-02-25T19:30:00Z", 26, "TIMED", _BHA, ("AFC Bournemouth", "BOU"), None, (None, None), (None, None)),
    ],
}

_TEXT_02 = """Brighton go into **Tuesday's home game with Bournemouth** (25 Feb 2025, 19:30 UK time, matchday 26) on a decent run after a wobble in late January.

**Recent Premier League results**

- **16 Jan**: Ipswich 0–2 Brighton (W)
- **25 Jan**: Brighton 0–3 Everton (L)
- **1 Feb**: Nottingham Forest 3–1 Brighton (L)
- **14 Feb**: Brighton 3–0 Chelsea (W)
- **22 Feb**: Southampton 0–4 Brighton (W)

**What it adds up to**

- **9 points from a possible 15** (three wins, two defeats), so 60% of what was available.
- **10 scored, 6 conceded**: a goal difference of +4 across the run.
- **Three clean sheets**, all of them in the wins.
- The direction is clearly upward. In the back-to-back defeats they were outscored 6–1 on aggregate; in the most recent pair of wins it's a combined 7–0.
- Southampton away was the most one-sided, though it didn't look like it at the break: Brighton led only 1–0 and scored three more in the second half.

**Turnaround**

Tuesday's kick-off comes about 76.5 hours after the Southampton game kicked off (22 Feb, 15:00 UTC), so a little over three days between matches. That's a much shorter gap than before Southampton, which came almost 8 days after the Chelsea win.

There's nothing in the feed about injuries or line-ups, so I can't say how much the side might be rotated, but on results alone they look better now than at any point in this run."""

# ---------------------------------------------------------------------------
# 03: SportsDataIO style NBA standings (Western Conference slice), wrapped
# ---------------------------------------------------------------------------
def _nba(key, city, name, rank, w, l, pct, gb, l10w, l10l, streak, ppg, oppg):
    return {
        "Key": key,
        "City": city,
        "Name": name,
        "ConferenceRank": rank,
        "Wins": w,
        "Losses": l,
        "Percentage": pct,
        "GamesBack": gb,
        "LastTenWins": l10w,
        "LastTenLosses": l10l,
        "StreakDescription": streak,
        "PointsPerGameFor": ppg,
        "PointsPerGameAgainst": oppg,
    }


_NBA = {
    "Season": 2025,
    "SeasonType": 1,
    "Conference": "Western",
    "Updated": "2025-03-18T04:12:00Z",
    "Standings": [
        _nba("LAL", "Los Angeles", "Lakers", 4, 42, 24, 0.636, 13.5, 6, 4, "W1", 113.4, 111.9),
        _nba("MEM", "Memphis", "Grizzlies", 5, 42, 26, 0.618, 14.5, 4, 6, "L2", 121.8, 115.6),
        _nba("MIN", "Minnesota", "Timberwolves", 6, 39, 30, 0.565, 18.0, 7, 3, "W3", 112.6, 108.9),
        _nba("GS", "Golden State", "Warriors", 7, 38, 30, 0.559, 18.5, 7, 3, "W1", 113.1, 110.3),
        _nba("LAC", "Los Angeles", "Clippers", 8, 37, 30, 0.552, 19.0, 6, 4, "L1", 110.4, 107.9),
    ],
}

_TEXT_03 = """**Not mathematically, but they're in a good position.** In the standings feed (updated 18 Mar 2025, 04:12 UTC) the Lakers sit **4th in the West at 42–24**, a .636 win percentage.

Here's the part of the table that matters:

| Team | Record | Win % | Games back | Recent 10 |
|---|---|---|---|---|
| Lakers | 42–24 | 63.6% | 13.5 | 6–4 |
| Grizzlies | 42–26 | 61.8% | 14.5 | 4–6 |
| Timberwolves | 39–30 | 56.5% | 18.0 | 7–3 |
| Warriors | 38–30 | 55.9% | 18.5 | 7–3 |
| Clippers | 37–30 | 55.2% | 19.0 | 6–4 |

**The cushion**

- The Warriors hold the first play-in spot, and they're **5 games** behind the Lakers (18.5 games back against 13.5). LA's win percentage is about 7.7 points higher.
- Minnesota, in the last guaranteed playoff spot, trail LA by 4.5 games.
- The Lakers have **16 games left**; Golden State would have to claw back that 5-game deficit with only 14 left to play.

**Why it isn't locked yet**

- Home court in the first round isn't secure: they're just 1 game ahead of Memphis. The Grizzlies have dropped 2 straight, though.
- The Lakers' point differential is the weakest of these five teams: about +1.5 a game (113.4 scored, 111.9 allowed) against +6.2 for Memphis. That usually means a record is running a little ahead of the underlying play.
- Minnesota and Golden State are both on a 7–3 stretch, hotter than the Lakers' 6–4.

Bottom line: barring a collapse, the Lakers should avoid the play-in, but they'd have to keep winning to hold on to that seed."""

CASES = [
    dict(
        id="n3-league_table-01",
        pool=_PL_STANDINGS,
        text=_TEXT_01,
        copied=[
            ("16 Mar 2025", None, "lastUpdated"),
            ("18:42", None, "lastUpdated"),
            ("29", "matchday 29", "season.currentMatchday"),
            ("29", "| Liverpool | 29", _T + "[0].playedGames"),
            ("70", "**70**", _T + "[0].points"),
            ("+42", None, _T + "[0].goalDifference"),
            ("28", "| Arsenal | 28", _T + "[1].playedGames"),
            ("55", "**55**", _T + "[1].points"),
            ("+28", None, _T + "[1].goalDifference"),
            ("28", "| Nottingham Forest | 28", _T + "[2].playedGames"),
            ("51", "**51**", _T + "[2].points"),
            ("+13", None, _T + "[2].goalDifference"),
            ("10", "the 10 draws", _T + "[1].draw"),
        ],
        derived=[
            ("15", "**15 points**", "difference",
             _T + "[0].points (70) - " + _T + "[1].points (55) = 15"),
            ("10", "10 league matches", "difference",
             "38-game season - " + _T + "[1].playedGames (28) = 10"),
            ("9", "Liverpool's 9", "difference",
             "38-game season - " + _T + "[0].playedGames (29) = 9"),
            ("85", "**85 points**", "other",
             _T + "[1].points (55) + 10 games x 3 = 85"),
            ("86", "**86**", "other", "Arsenal maximum (85) + 1 = 86"),
            ("16", "16 more points", "difference", "86 - " + _T + "[0].points (70) = 16"),
            ("five", "five wins and a draw", "other", "16 points = 5 wins x 3 + 1 draw"),
            ("9", "from their last 9", "difference",
             "38-game season - " + _T + "[0].playedGames (29) = 9"),
            ("13", "at least 13 of", "other",
             "Liverpool may add at most 84 - 70 = 14 of 27 available, so drop >= 27 - 14 = 13"),
            ("27", "the 27 points", "other", "9 games left x 3 = 27"),
            ("17", "dropped 17", "other",
             _T + "[0].playedGames (29) x 3 - " + _T + "[0].points (70) = 17"),
            ("14", "already 14 better", "difference",
             _T + "[0].goalDifference (42) - " + _T + "[1].goalDifference (28) = 14"),
            ("2.41", None, "ratio",
             _T + "[0].points (70) / " + _T + "[0].playedGames (29) = 2.414"),
            ("13", "collected 13", "sum",
             _T + "[0].form W,D,W,W,W = 3+1+3+3+3 = 13"),
            ("15", "last 15 on offer", "other", "5 matches x 3 = 15"),
            ("1.96", None, "ratio",
             _T + "[1].points (55) / " + _T + "[1].playedGames (28) = 1.964"),
            ("8", "only 8 points", "sum", _T + "[1].form W,D,L,D,W = 3+1+0+1+3 = 8"),
            ("75", "roughly 75 points", "other",
             _T + "[1].points (55) + 10 games x 1.964 = 74.6"),
            ("6", "just 6 more", "difference", "76 (to pass 75) - " + _T + "[0].points (70) = 6"),
            ("two", "two wins", "other", "6 points / 3 per win = 2"),
            ("9", "final 9", "difference",
             "38-game season - " + _T + "[0].playedGames (29) = 9"),
            ("4", "only 4 points", "difference",
             _T + "[1].points (55) - " + _T + "[2].points (51) = 4"),
        ],
        note="Title-race question: can the second-placed team still catch the leader; "
             "remaining games, maximum points, points per game, form points.",
    ),
    dict(
        id="n3-league_table-02",
        pool=_BHA_MATCHES,
        text=_TEXT_02,
        copied=[
            ("25 Feb 2025", None, "matches[5].utcDate"),
            ("19:30", None, "matches[5].utcDate"),
            ("26", "matchday 26", "matches[5].matchday"),
            ("16 Jan", None, "matches[0].utcDate"),
            ("0", "Ipswich 0–2", "matches[0].score.fullTime.home"),
            ("2", "0–2 Brighton", "matches[0].score.fullTime.away"),
            ("25 Jan", None, "matches[1].utcDate"),
            ("0", "Brighton 0–3", "matches[1].score.fullTime.home"),
            ("3", "0–3 Everton", "matches[1].score.fullTime.away"),
            ("1 Feb", None, "matches[2].utcDate"),
            ("3", "Forest 3–1", "matches[2].score.fullTime.home"),
            ("1", "3–1 Brighton", "matches[2].score.fullTime.away"),
            ("14 Feb", None, "matches[3].utcDate"),
            ("3", "Brighton 3–0", "matches[3].score.fullTime.home"),
            ("0", "3–0 Chelsea", "matches[3].score.fullTime.away"),
            ("22 Feb", "**22 Feb**", "matches[4].utcDate"),
            ("0", "Southampton 0–4", "matches[4].score.fullTime.home"),
            ("4", "0–4 Brighton", "matches[4].score.fullTime.away"),
            ("1", "led only 1–0", "matches[4].score.halfTime.away"),
            ("0", "1–0 and", "matches[4].score.halfTime.home"),
            ("22 Feb", "(22 Feb", "matches[4].utcDate"),
            ("15:00", None, "matches[4].utcDate"),
        ],
        derived=[
            ("9", "**9 points", "sum", "3 wins x 3 + 2 losses x 0 = 9 (matches[0..4].score.winner)"),
            ("15", "possible 15", "other", "5 matches x 3 = 15"),
            ("three", "three wins", "count", "matches[0,3,4] won by Brighton = 3"),
            ("two", "two defeats", "count", "matches[1,2] lost by Brighton = 2"),
            ("60%", None, "share", "9 points / 15 available = 60%"),
            ("10", "**10 scored", "sum", "Brighton goals 2 + 0 + 1 + 3 + 4 = 10"),
            ("6", "6 conceded", "sum", "goals against 0 + 3 + 3 + 0 + 0 = 6"),
            ("+4", None, "difference", "10 scored - 6 conceded = +4"),
            ("Three", "**Three clean sheets", "count", "matches[0,3,4] with 0 conceded = 3"),
            ("6", "outscored 6–1", "sum",
             "matches[1].score.fullTime.away (3) + matches[2].score.fullTime.home (3) = 6"),
            ("1", "6–1 on", "sum",
             "matches[1].score.fullTime.home (0) + matches[2].score.fullTime.away (1) = 1"),
            ("7", "combined 7–0", "sum",
             "matches[3].score.fullTime.home (3) + matches[4].score.fullTime.away (4) = 7"),
            ("0", "7–0.", "sum",
             "matches[3].score.fullTime.away (0) + matches[4].score.fullTime.home (0) = 0"),
            ("three", "scored three more", "difference",
             "matches[4].score.fullTime.away (4) - matches[4].score.halfTime.away (1) = 3"),
            ("76.5 hours", None, "time_between",
             "matches[4].utcDate 2025-02-22T15:00Z -> matches[5].utcDate 2025-02-25T19:30Z = 76.5 h"),
            ("three days", None, "time_between",
             "matches[4].utcDate -> matches[5].utcDate = 3 d 4.5 h"),
            ("8 days", None, "time_between",
             "matches[3].utcDate 2025-02-14T20:00Z -> matches[4].utcDate 2025-02-22T15:00Z = 7 d 19 h"),
        ],
        note="Form check before the next fixture: recent results, points and goals over the run, "
             "clean sheets, rest days between kick-offs.",
    ),
    dict(
        id="n3-league_table-03",
        pool=_NBA,
        text=_TEXT_03,
        copied=[
            ("18 Mar 2025", None, "Updated"),
            ("04:12", None, "Updated"),
            ("4th", "**4th in the West", "Standings[0].ConferenceRank"),
            ("42", "at 42–24", "Standings[0].Wins"),
            ("24", "at 42–24", "Standings[0].Losses"),
            (".636", None, "Standings[0].Percentage"),
            ("42", "| Lakers | 42–24", "Standings[0].Wins"),
            ("24", "| Lakers | 42–24", "Standings[0].Losses"),
            ("63.6%", None, "Standings[0].Percentage"),
            ("13.5", "| 13.5 |", "Standings[0].GamesBack"),
            ("6", "| 13.5 | 6–4", "Standings[0].LastTenWins"),
            ("4", "| 13.5 | 6–4", "Standings[0].LastTenLosses"),
            ("42", "| Grizzlies | 42–26", "Standings[1].Wins"),
            ("26", "42–26", "Standings[1].Losses"),
            ("61.8%", None, "Standings[1].Percentage"),
            ("14.5", None, "Standings[1].GamesBack"),
            ("4", "4–6", "Standings[1].LastTenWins"),
            ("6", "4–6", "Standings[1].LastTenLosses"),
            ("39", "39–30", "Standings[2].Wins"),
            ("30", "39–30", "Standings[2].Losses"),
            ("56.5%", None, "Standings[2].Percentage"),
            ("18.0", None, "Standings[2].GamesBack"),
            ("7", "| 18.0 | 7–3", "Standings[2].LastTenWins"),
            ("3", "| 18.0 | 7–3", "Standings[2].LastTenLosses"),
            ("38", "38–30", "Standings[3].Wins"),
            ("30", "38–30", "Standings[3].Losses"),
            ("55.9%", None, "Standings[3].Percentage"),
            ("18.5", "| 18.5 |", "Standings[3].GamesBack"),
            ("7", "| 18.5 | 7–3", "Standings[3].LastTenWins"),
            ("3", "| 18.5 | 7–3", "Standings[3].LastTenLosses"),
            ("37", "37–30", "Standings[4].Wins"),
            ("30", "37–30", "Standings[4].Losses"),
            ("55.2%", None, "Standings[4].Percentage"),
            ("19.0", None, "Standings[4].GamesBack"),
            ("6", "| 19.0 | 6–4", "Standings[4].LastTenWins"),
            ("4", "| 19.0 | 6–4", "Standings[4].LastTenLosses"),
            ("18.5", "(18.5 games back", "Standings[3].GamesBack"),
            ("13.5", "against 13.5", "Standings[0].GamesBack"),
            ("2", "dropped 2 straight", "Standings[1].StreakDescription"),
            ("113.4", None, "Standings[0].PointsPerGameFor"),
            ("111.9", None, "Standings[0].PointsPerGameAgainst"),
            ("7", "both on a 7–3", "Standings[2].LastTenWins"),
            ("3", "both on a 7–3", "Standings[2].LastTenLosses"),
            ("6", "Lakers' 6–4", "Standings[0].LastTenWins"),
            ("4", "Lakers' 6–4", "Standings[0].LastTenLosses"),
        ],
        derived=[
            ("5 games", "**5 games**", "difference",
             "Standings[3].GamesBack (18.5) - Standings[0].GamesBack (13.5) = 5.0"),
            ("7.7", None, "difference",
             "Standings[0].Percentage (0.636) - Standings[3].Percentage (0.559) = 0.077 = 7.7 points"),
            ("4.5", "by 4.5 games", "difference",
             "Standings[2].GamesBack (18.0) - Standings[0].GamesBack (13.5) = 4.5"),
            ("16", "**16 games left", "difference",
             "82-game season - (Standings[0].Wins 42 + Losses 24) = 16"),
            ("5", "that 5-game deficit", "difference",
             "Standings[3].GamesBack (18.5) - Standings[0].GamesBack (13.5) = 5.0"),
            ("14", "only 14 left", "difference",
             "82-game season - (Standings[3].Wins 38 + Losses 30) = 14"),
            ("1", "just 1 game ahead", "difference",
             "Standings[1].GamesBack (14.5) - Standings[0].GamesBack (13.5) = 1.0"),
            ("five", "these five teams", "count", "rows in Standings = 5"),
            ("+1.5", None, "difference",
             "Standings[0].PointsPerGameFor (113.4) - PointsPerGameAgainst (111.9) = 1.5"),
            ("+6.2", None, "difference",
             "Standings[1].PointsPerGameFor (121.8) - PointsPerGameAgainst (115.6) = 6.2"),
        ],
        note="Playoff-seeding question: is the team clear of the play-in; games-back gaps, "
             "games remaining, point differential, recent form.",
    ),
]

FLAWS = {
    "n3-league_table-01": [
        ("| Arsenal | 28 | **55** |", "| Arsenal | 28 | **51** |", "51", "neighbour value",
         "Arsenal's points given as Forest's 51", _T + "[2].points"),
        ("about **2.41 points", "about **2.42 points", "2.42", "near-miss rounding",
         "70/29 = 2.414 rounded up to 2.42"),
    ],
    "n3-league_table-02": [
        ("(25 Feb 2025,", "(26 Feb 2025,", "26 Feb 2025", "wrong date",
         "next kick-off date moved a day later"),
        ("difference of +4", "difference of −4", "−4", "direction flip",
         "positive goal difference written as negative"),
    ],
    "n3-league_table-03": [
        ("111.9 allowed", "119.1 allowed", "119.1", "transposed digits",
         "points allowed 111.9 written 119.1"),
        ("**16 games left", "**14 games left", "14", "wrong value",
         "Lakers have 16 games left, not 14"),
    ],
}
