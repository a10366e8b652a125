"""Match reports: box scores and play-by-play as sports data feeds export them
(API-Football fixtures, the NBA live-data box score, a tennis feed in the
Sportradar shape, an ESPN-style NFL summary with a fantasy layer)."""

DOMAIN = "match_report"
SPLIT = "dev"


def _stats(team_id, name, logo, values):
    """API-Football returns team statistics as a list of {type, value} pairs."""
    types = ["Shots on Goal", "Shots off Goal", "Total Shots", "Blocked Shots",
             "Shots insidebox", "Shots outsidebox", "Fouls", "Corner Kicks", "Offsides",
             "Ball Possession", "Yellow Cards", "Red Cards", "Goalkeeper Saves",
             "Total passes", "Passes accurate", "Passes %", "expected_goals"]
    return {"team": {"id": team_id, "name": name, "logo": logo},
            "statistics": [{"type": t, "value": v} for t, v in zip(types, values)]}


# ---------------------------------------------------------------- case 01
POOL_01 = {
    "fixture": {
        "id": 1208734,
        "referee": "A. Taylor, England",
        "timezone": "UTC",
        "date": "2025-03-08T15:00:00+00:00",
        "timestamp": 1741446000,
        "venue": {"id": 10503, "name": "Gtech Community Stadium", "city": "Brentford, Middlesex"},
        "status": {"long": "Match Finished", "short": "FT", "elapsed": 90, "extra": None},
    },
    "league": {"id": 39, "name": "Premier League", "country": "England", "season": 2024,
               "round": "Regular Season - 28"},
    "teams": {
        "home": {"id": 55, "name": "Brentford", "winner": False},
        "away": {"id": 66, "name": "Aston Villa", "winner": True},
    },
    "goals": {"home": 1, "away": 2},
    "score": {
        "halftime": {"home": 1, "away": 0},
        "fulltime": {"home": 1, "away": 2},
        "extratime": {"home": None, "away": None},
        "penalty": {"home": None, "away": None},
    },
    "events": [
        {"time": {"elapsed": 23, "extra": None}, "team": {"id": 55, "name": "Brentford"},
         "player": {"id": 18940, "name": "B. Mbeumo"}, "assist": {"id": 1468, "name": "Y. Wissa"},
         "type": "Goal", "detail": "Normal Goal", "comments": None},
        {"time": {"elapsed": 38, "extra": None}, "team": {"id": 66, "name": "Aston Villa"},
         "player": {"id": 19035, "name": "Y. Tielemans"}, "assist": {"id": None, "name": None},
         "type": "Card", "detail": "Yellow Card", "comments": "Foul"},
        {"time": {"elapsed": 57, "extra": None}, "team": {"id": 55, "name": "Brentford"},
         "player": {"id": 15911, "name": "C. Nørgaard"}, "assist": {"id": None, "name": None},
         "type": "Card", "detail": "Yellow Card", "comments": "Foul"},
        {"time": {"elapsed": 61, "extra": None}, "team": {"id": 66, "name": "Aston Villa"},
         "player": {"id": 19366, "name": "O. Watkins"}, "assist": {"id": 19035, "name": "Y. Tielemans"},
         "type": "Goal", "detail": "Normal Goal", "comments": None},
        {"time": {"elapsed": 66, "extra": None}, "team": {"id": 66, "name": "Aston Villa"},
         "player": {"id": 909, "name": "M. Rashford"}, "assist": {"id": 283058, "name": "J. Ramsey"},
         "type": "subst", "detail": "Substitution 1", "comments": None},
        {"time": {"elapsed": 75, "extra": None}, "team": {"id": 55, "name": "Brentford"},
         "player": {"id": 284500, "name": "K. Schade"}, "assist": {"id": 138935, "name": "K. Lewis-Potter"},
         "type": "subst", "detail": "Substitution 1", "comments": None},
        {"time": {"elapsed": 84, "extra": None}, "team": {"id": 66, "name": "Aston Villa"},
         "player": {"id": 284391, "name": "M. Rogers"}, "assist": {"id": 19366, "name": "O. Watkins"},
         "type": "Goal", "detail": "Normal Goal", "comments": None},
        {"time": {"elapsed": 90, "extra": 3}, "team": {"id": 55, "name": "Brentford"},
         "player": {"id": 19960, "name": "E. Pinnock"}, "assist": {"id": None, "name": None},
         "type": "Card", "detail": "Yellow Card", "comments": "Time wasting"},
    ],
    "statistics": [
        _stats(55, "Brentford", "https://media.api-sports.io/football/teams/55.png",
               [4, 6, 14, 4, 9, 5, 11, 6, 1, "41%", 2, None, 5, 372, 289, "78%", "1.32"]),
        _stats(66, "Aston Villa", "https://media.api-sports.io/football/teams/66.png",
               [7, 6, 17, 4, 12, 5, 9, 5, 3, "59%", 1, None, 3, 541, 462, "85%", "2.05"]),
    ],
}

TEXT_01 = """## Brentford 1–2 Aston Villa: match recap

**Premier League · Gtech Community Stadium · Sat 8 Mar, 15:00 GMT**

Villa came from behind to win in west London. Brentford went in at half-time 1–0 up through **Bryan Mbeumo (23')**, but **Ollie Watkins (61')** and **Morgan Rogers (84')** turned it around after the break.

### How the game went
- **Possession:** Villa had 59% of the ball and completed 462 of 541 passes (85%). Brentford managed 289 of 372 (78%).
- **Shots:** Villa outshot Brentford 17 to 14 and put 7 on target to Brentford's 4. Brentford's keeper made 5 saves to keep the home side in it.
- **Expected goals:** 2.05 for Villa against 1.32 for Brentford, a gap of about 0.7. On chances, the result was fair.
- **Set pieces:** Brentford won more corners (6 to 5) but didn't score from any of them.
- **Discipline:** three yellow cards in total, two of them for Brentford.

### Key moments
| Minute | Event |
|---|---|
| 23' | ⚽ Mbeumo (Brentford), assisted by Wissa |
| 38' | 🟨 Tielemans (Villa) |
| 57' | 🟨 Nørgaard (Brentford) |
| 61' | ⚽ Watkins (Villa), assisted by Tielemans |
| 84' | ⚽ Rogers (Villa), assisted by Watkins |
| 90+3' | 🟨 Pinnock (Brentford) |

### Bottom line
Brentford had just 41% of the ball and only 4 shots on target, so a single goal was roughly what their chances deserved. Villa's pressure after the hour mark told, and Watkins was involved in both of their goals."""

CASE_01 = dict(
    id="n2-match_report-01",
    pool=POOL_01,
    text=TEXT_01,
    copied=[
        ("1", "Brentford 1–2", "goals.home"),
        ("2", "1–2 Aston", "goals.away"),
        ("8 Mar", None, "fixture.date"),
        ("15:00", None, "fixture.date"),
        ("1", "1–0 up", "score.halftime.home"),
        ("0", "–0 up", "score.halftime.away"),
        ("23'", "Mbeumo (23')", "events[0].time.elapsed"),
        ("61'", "Watkins (61')", "events[3].time.elapsed"),
        ("84'", "Rogers (84')", "events[6].time.elapsed"),
        ("59%", None, "statistics[1].statistics[9].value"),
        ("462", None, "statistics[1].statistics[14].value"),
        ("541", None, "statistics[1].statistics[13].value"),
        ("85%", None, "statistics[1].statistics[15].value"),
        ("289", None, "statistics[0].statistics[14].value"),
        ("372", None, "statistics[0].statistics[13].value"),
        ("78%", None, "statistics[0].statistics[15].value"),
        ("17", "17 to 14", "statistics[1].statistics[2].value"),
        ("14", "17 to 14", "statistics[0].statistics[2].value"),
        ("7", "put 7 on target", "statistics[1].statistics[0].value"),
        ("4", "Brentford's 4", "statistics[0].statistics[0].value"),
        ("5", "made 5 saves", "statistics[0].statistics[12].value"),
        ("2.05", None, "statistics[1].statistics[16].value"),
        ("1.32", None, "statistics[0].statistics[16].value"),
        ("6", "(6 to 5)", "statistics[0].statistics[7].value"),
        ("5", "6 to 5)", "statistics[1].statistics[7].value"),
        ("two", "two of them for Brentford", "statistics[0].statistics[10].value"),
        ("23'", "| 23' |", "events[0].time.elapsed"),
        ("38'", "| 38' |", "events[1].time.elapsed"),
        ("57'", "| 57' |", "events[2].time.elapsed"),
        ("61'", "| 61' |", "events[3].time.elapsed"),
        ("84'", "| 84' |", "events[6].time.elapsed"),
        ("90", "| 90+3' |", "events[7].time.elapsed"),
        ("3", "+3' |", "events[7].time.extra"),
        ("41%", None, "statistics[0].statistics[9].value"),
        ("4", "only 4 shots on target", "statistics[0].statistics[0].value"),
    ],
    derived=[
        ("0.7", "a gap of about 0.7", "difference",
         "statistics[1].statistics[16].value (2.05) - statistics[0].statistics[16].value (1.32) = 0.73"),
        ("three", "three yellow cards in total", "sum",
         "statistics[0].statistics[10].value (2) + statistics[1].statistics[10].value (1) = 3"),
    ],
    note="Football match recap from an API-Football fixture payload (stats as a type/value list, "
         "possession and pass % as strings, xG as a string); user asked how Villa won.",
)

# ---------------------------------------------------------------- case 02
POOL_02 = {
    "meta": {"version": 1, "request": "https://cdn.nba.com/static/json/liveData/boxscore/boxscore_0022400781.json",
             "time": "2025-02-13 00:41:27.4127"},
    "game": {
        "gameId": "0022400781",
        "gameTimeLocal": "2025-02-12T19:00:00-06:00",
        "gameTimeUTC": "2025-02-13T01:00:00Z",
        "gameEt": "2025-02-12T20:00:00Z",
        "duration": 141,
        "gameCode": "20250212/DENMEM",
        "gameStatusText": "Final",
        "period": 4,
        "attendance": 17794,
        "sellout": "1",
        "arena": {"arenaId": 118, "arenaName": "FedExForum", "arenaCity": "Memphis", "arenaState": "TN"},
        "homeTeam": {
            "teamId": 1610612763, "teamName": "Grizzlies", "teamCity": "Memphis", "teamTricode": "MEM",
            "score": 118,
            "periods": [{"period": 1, "periodType": "REGULAR", "score": 31},
                        {"period": 2, "periodType": "REGULAR", "score": 30},
                        {"period": 3, "periodType": "REGULAR", "score": 34},
                        {"period": 4, "periodType": "REGULAR", "score": 23}],
            "players": [
                {"personId": 1629630, "name": "Ja Morant", "starter": "1", "position": "G",
                 "statistics": {"minutes": "PT36M22.00S", "points": 29, "reboundsTotal": 4, "assists": 9,
                                "fieldGoalsMade": 11, "fieldGoalsAttempted": 23, "threePointersMade": 1,
                                "threePointersAttempted": 5, "freeThrowsMade": 6, "freeThrowsAttempted": 7,
                                "turnovers": 5, "plusMinusPoints": -5.0}},
                {"personId": 1628991, "name": "Jaren Jackson Jr.", "starter": "1", "position": "F",
                 "statistics": {"minutes": "PT33M48.00S", "points": 24, "reboundsTotal": 7, "assists": 1,
                                "fieldGoalsMade": 8, "fieldGoalsAttempted": 17, "threePointersMade": 3,
                                "threePointersAttempted": 7, "freeThrowsMade": 5, "freeThrowsAttempted": 5,
                                "turnovers": 2, "plusMinusPoints": -8.0}},
                {"personId": 1630217, "name": "Desmond Bane", "starter": "1", "position": "G",
                 "statistics": {"minutes": "PT34M05.00S", "points": 17, "reboundsTotal": 6, "assists": 4,
                                "fieldGoalsMade": 6, "fieldGoalsAttempted": 15, "threePointersMade": 3,
                                "threePointersAttempted": 8, "freeThrowsMade": 2, "freeThrowsAttempted": 2,
                                "turnovers": 3, "plusMinusPoints": -3.0}},
            ],
            "statistics": {"fieldGoalsMade": 44, "fieldGoalsAttempted": 95, "fieldGoalsPercentage": 0.463157894736842,
                           "threePointersMade": 13, "threePointersAttempted": 38,
                           "threePointersPercentage": 0.342105263157895,
                           "freeThrowsMade": 17, "freeThrowsAttempted": 22, "reboundsTotal": 43,
                           "assists": 27, "turnovers": 15, "pointsInThePaint": 52, "benchPoints": 31,
                           "biggestLead": 11},
        },
        "awayTeam": {
            "teamId": 1610612743, "teamName": "Nuggets", "teamCity": "Denver", "teamTricode": "DEN",
            "score": 124,
            "periods": [{"period": 1, "periodType": "REGULAR", "score": 29},
                        {"period": 2, "periodType": "REGULAR", "score": 33},
                        {"period": 3, "periodType": "REGULAR", "score": 27},
                        {"period": 4, "periodType": "REGULAR", "score": 35}],
            "players": [
                {"personId": 203999, "name": "Nikola Jokić", "starter": "1", "position": "C",
                 "statistics": {"minutes": "PT37M41.00S", "points": 31, "reboundsTotal": 14, "assists": 12,
                                "fieldGoalsMade": 12, "fieldGoalsAttempted": 21, "threePointersMade": 2,
                                "threePointersAttempted": 4, "freeThrowsMade": 5, "freeThrowsAttempted": 6,
                                "turnovers": 3, "plusMinusPoints": 11.0}},
                {"personId": 1627750, "name": "Jamal Murray", "starter": "1", "position": "G",
                 "statistics": {"minutes": "PT35M02.00S", "points": 26, "reboundsTotal": 3, "assists": 7,
                                "fieldGoalsMade": 10, "fieldGoalsAttempted": 19, "threePointersMade": 4,
                                "threePointersAttempted": 8, "freeThrowsMade": 2, "freeThrowsAttempted": 2,
                                "turnovers": 2, "plusMinusPoints": 9.0}},
                {"personId": 1629008, "name": "Michael Porter Jr.", "starter": "1", "position": "F",
                 "statistics": {"minutes": "PT33M15.00S", "points": 18, "reboundsTotal": 9, "assists": 1,
                                "fieldGoalsMade": 7, "fieldGoalsAttempted": 14, "threePointersMade": 4,
                                "threePointersAttempted": 9, "freeThrowsMade": 0, "freeThrowsAttempted": 0,
                                "turnovers": 1, "plusMinusPoints": 4.0}},
            ],
            "statistics": {"fieldGoalsMade": 46, "fieldGoalsAttempted": 90, "fieldGoalsPercentage": 0.511111111111111,
                           "threePointersMade": 14, "threePointersAttempted": 35,
                           "threePointersPercentage": 0.4,
                           "freeThrowsMade": 18, "freeThrowsAttempted": 23, "reboundsTotal": 49,
                           "assists": 31, "turnovers": 11, "pointsInThePaint": 48, "benchPoints": 22,
                           "biggestLead": 9},
        },
    },
}

TEXT_02 = """## Nuggets 124, Grizzlies 118: who carried Denver?

Denver won in Memphis on Wednesday (Feb 12) after trailing 95–89 going into the fourth quarter. The Nuggets took the final period 35–23, a 12-point swing that decided the game.

### Denver's leaders
| Player | MIN | PTS | REB | AST | FG | +/- |
|---|---|---|---|---|---|---|
| Nikola Jokić | 37:41 | 31 | 14 | 12 | 12-21 | +11 |
| Jamal Murray | 35:02 | 26 | 3 | 7 | 10-19 | +9 |
| Michael Porter Jr. | 33:15 | 18 | 9 | 1 | 7-14 | +4 |

**Short answer: Jokić, with Murray as the sidekick.**
- Jokić posted another triple-double (31 points, 14 rebounds, 12 assists) on 57% shooting.
- Jokić and Murray combined for 57 of Denver's 124 points, about 46%.
- Murray went 4 of 8 from three; as a team Denver hit 14 of 35 (40%).

### The Memphis side
- Ja Morant led the Grizzlies with 29 points and 9 assists, and Jaren Jackson Jr. added 24.
- Memphis shot 46.3% from the field to Denver's 51.1%.

### Why Denver won
The Nuggets won the glass 49–43 and committed four fewer turnovers (11 to 15). Memphis led for most of the night, but Denver's shooting held up in the fourth and Memphis's didn't."""

CASE_02 = dict(
    id="n2-match_report-02",
    pool=POOL_02,
    text=TEXT_02,
    copied=[
        ("124", "Nuggets 124", "game.awayTeam.score"),
        ("118", "Grizzlies 118", "game.homeTeam.score"),
        ("Feb 12", None, "game.gameTimeLocal"),
        ("35", "period 35–23", "game.awayTeam.periods[3].score"),
        ("23", "35–23", "game.homeTeam.periods[3].score"),
        ("37:41", None, "game.awayTeam.players[0].statistics.minutes"),
        ("31", "| 31 |", "game.awayTeam.players[0].statistics.points"),
        ("14", "| 14 |", "game.awayTeam.players[0].statistics.reboundsTotal"),
        ("12", "| 12 |", "game.awayTeam.players[0].statistics.assists"),
        ("12", "12-21", "game.awayTeam.players[0].statistics.fieldGoalsMade"),
        ("21", "12-21", "game.awayTeam.players[0].statistics.fieldGoalsAttempted"),
        ("+11", None, "game.awayTeam.players[0].statistics.plusMinusPoints"),
        ("35:02", None, "game.awayTeam.players[1].statistics.minutes"),
        ("26", "| 26 |", "game.awayTeam.players[1].statistics.points"),
        ("3", "| 3 |", "game.awayTeam.players[1].statistics.reboundsTotal"),
        ("7", "| 7 |", "game.awayTeam.players[1].statistics.assists"),
        ("10", "10-19", "game.awayTeam.players[1].statistics.fieldGoalsMade"),
        ("19", "10-19", "game.awayTeam.players[1].statistics.fieldGoalsAttempted"),
        ("+9", None, "game.awayTeam.players[1].statistics.plusMinusPoints"),
        ("33:15", None, "game.awayTeam.players[2].statistics.minutes"),
        ("18", "| 18 |", "game.awayTeam.players[2].statistics.points"),
        ("9", "| 9 |", "game.awayTeam.players[2].statistics.reboundsTotal"),
        ("1", "| 1 |", "game.awayTeam.players[2].statistics.assists"),
        ("7", "7-14", "game.awayTeam.players[2].statistics.fieldGoalsMade"),
        ("14", "7-14", "game.awayTeam.players[2].statistics.fieldGoalsAttempted"),
        ("+4", None, "game.awayTeam.players[2].statistics.plusMinusPoints"),
        ("31", "31 points", "game.awayTeam.players[0].statistics.points"),
        ("14", "14 rebounds", "game.awayTeam.players[0].statistics.reboundsTotal"),
        ("12", "12 assists", "game.awayTeam.players[0].statistics.assists"),
        ("124", "Denver's 124", "game.awayTeam.score"),
        ("4", "went 4 of 8", "game.awayTeam.players[1].statistics.threePointersMade"),
        ("8", "4 of 8", "game.awayTeam.players[1].statistics.threePointersAttempted"),
        ("14", "hit 14 of 35", "game.awayTeam.statistics.threePointersMade"),
        ("35", "14 of 35", "game.awayTeam.statistics.threePointersAttempted"),
        ("40%", None, "game.awayTeam.statistics.threePointersPercentage"),
        ("29", "29 points", "game.homeTeam.players[0].statistics.points"),
        ("9", "9 assists", "game.homeTeam.players[0].statistics.assists"),
        ("24", "added 24", "game.homeTeam.players[1].statistics.points"),
        ("46.3%", None, "game.homeTeam.statistics.fieldGoalsPercentage"),
        ("51.1%", None, "game.awayTeam.statistics.fieldGoalsPercentage"),
        ("49", "49–43", "game.awayTeam.statistics.reboundsTotal"),
        ("43", "49–43", "game.homeTeam.statistics.reboundsTotal"),
        ("11", "(11 to 15)", "game.awayTeam.statistics.turnovers"),
        ("15", "11 to 15)", "game.homeTeam.statistics.turnovers"),
    ],
    derived=[
        ("95", "95–89", "sum",
         "game.homeTeam.periods[0..2].score: 31 + 30 + 34 = 95"),
        ("89", "95–89", "sum",
         "game.awayTeam.periods[0..2].score: 29 + 33 + 27 = 89"),
        ("12", "12-point swing", "difference",
         "game.awayTeam.periods[3].score (35) - game.homeTeam.periods[3].score (23) = 12"),
        ("57%", None, "ratio",
         "players[0] fieldGoalsMade (12) / fieldGoalsAttempted (21) = 57.1%"),
        ("57", "57 of Denver's", "sum",
         "game.awayTeam.players[0].statistics.points (31) + game.awayTeam.players[1].statistics.points (26) = 57"),
        ("46%", None, "share", "57 / game.awayTeam.score (124) = 46.0%"),
        ("four", "four fewer", "difference",
         "game.homeTeam.statistics.turnovers (15) - game.awayTeam.statistics.turnovers (11) = 4"),
    ],
    note="NBA box score (live-data JSON, minutes as ISO durations, shooting % as fractions); "
         "a Nuggets fan asked who carried Denver. Player comparison with a table.",
)

# ---------------------------------------------------------------- case 03
POOL_03 = {
    "generated_at": "2025-01-22T11:47:31+00:00",
    "sport_event": {
        "id": "sr:sport_event:55102987",
        "start_time": "2025-01-22T08:12:00+00:00",
        "start_time_confirmed": True,
        "sport_event_context": {"competition": {"name": "Australian Open Men Singles", "gender": "men"},
                                "round": {"name": "quarterfinal"}},
        "venue": {"name": "Rod Laver Arena", "city_name": "Melbourne", "timezone": "Australia/Melbourne"},
        "competitors": [
            {"id": "sr:competitor:225050", "name": "Sinner, Jannik", "country_code": "ITA",
             "seed": 1, "qualifier": "home"},
            {"id": "sr:competitor:163504", "name": "de Minaur, Alex", "country_code": "AUS",
             "seed": 8, "qualifier": "away"},
        ],
    },
    "sport_event_status": {
        "status": "closed",
        "match_status": "ended",
        "home_score": 3,
        "away_score": 1,
        "winner_id": "sr:competitor:225050",
        "match_duration_s": 12660,
        "period_scores": [
            {"number": 1, "home_score": 6, "away_score": 4, "home_tiebreak_score": None, "away_tiebreak_score": None},
            {"number": 2, "home_score": 6, "away_score": 7, "home_tiebreak_score": 5, "away_tiebreak_score": 7},
            {"number": 3, "home_score": 6, "away_score": 3, "home_tiebreak_score": None, "away_tiebreak_score": None},
            {"number": 4, "home_score": 7, "away_score": 6, "home_tiebreak_score": 7, "away_tiebreak_score": 4},
        ],
    },
    "statistics": {"totals": {"competitors": [
        {"id": "sr:competitor:225050", "name": "Sinner, Jannik", "qualifier": "home",
         "statistics": {"aces": 14, "double_faults": 2, "service_points_played": 112,
                        "first_serves_in": 71, "first_serve_in_pct": 0.634,
                        "first_serve_points_won": 56, "second_serve_points_played": 41,
                        "second_serve_points_won": 24, "service_points_won": 80,
                        "breakpoints_won": 4, "total_breakpoints": 9, "winners": 48,
                        "unforced_errors": 31, "points_won": 129, "games_won": 25,
                        "max_points_in_a_row": 7, "tiebreaks_won": 1}},
        {"id": "sr:competitor:163504", "name": "de Minaur, Alex", "qualifier": "away",
         "statistics": {"aces": 5, "double_faults": 4, "service_points_played": 118,
                        "first_serves_in": 79, "first_serve_in_pct": 0.669,
                        "first_serve_points_won": 51, "second_serve_points_played": 39,
                        "second_serve_points_won": 18, "service_points_won": 69,
                        "breakpoints_won": 1, "total_breakpoints": 3, "winners": 31,
                        "unforced_errors": 22, "points_won": 101, "games_won": 20,
                        "max_points_in_a_row": 5, "tiebreaks_won": 1}},
    ]}},
}

TEXT_03 = """**🎾 Match alert: de Minaur is out**

Alex de Minaur (8) lost his Australian Open quarterfinal to Jannik Sinner (1), **6-4, 6-7(5), 6-3, 7-6(4)**, on Rod Laver Arena.

- **Start:** 19:12 Melbourne time
- **Length:** 3 h 31 min, so it finished at about 22:43
- **Points won:** Sinner 129, de Minaur 101 (Sinner took 56% of the 230 points played)

**Where it slipped away**
- **First serve:** Sinner won 79% of his first-serve points (56 of 71); de Minaur won 65% (51 of 79). Sinner also out-aced him 14 to 5.
- **Second serve:** de Minaur won just 18 of 39 second-serve points (46%), and Sinner kept attacking it.
- **Break points:** de Minaur converted 1 of 3 chances and was broken four times (Sinner went 4 of 9).
- **Winners vs errors:** Sinner hit 48 winners with 31 unforced errors; de Minaur had 31 winners and 22 unforced errors.

**The positives**
He took the second set by winning the tiebreak 7-5, pushed the fourth to a tiebreak as well, and made nine fewer unforced errors than Sinner. Against a player serving this well, that's a respectable exit."""

CASE_03 = dict(
    id="n2-match_report-03",
    pool=POOL_03,
    text=TEXT_03,
    copied=[
        ("8", "de Minaur (8)", "sport_event.competitors[1].seed"),
        ("1", "Sinner (1)", "sport_event.competitors[0].seed"),
        ("6", "6-4, 6-7", "sport_event_status.period_scores[0].home_score"),
        ("4", "-4, 6-7", "sport_event_status.period_scores[0].away_score"),
        ("6", "6-7(5)", "sport_event_status.period_scores[1].home_score"),
        ("7", "-7(5)", "sport_event_status.period_scores[1].away_score"),
        ("5", "(5)", "sport_event_status.period_scores[1].home_tiebreak_score"),
        ("6", "6-3,", "sport_event_status.period_scores[2].home_score"),
        ("3", "-3,", "sport_event_status.period_scores[2].away_score"),
        ("7", "7-6(4)", "sport_event_status.period_scores[3].home_score"),
        ("6", "-6(4)", "sport_event_status.period_scores[3].away_score"),
        ("4", "(4)", "sport_event_status.period_scores[3].away_tiebreak_score"),
        ("129", None, "statistics.totals.competitors[0].statistics.points_won"),
        ("101", None, "statistics.totals.competitors[1].statistics.points_won"),
        ("56", "(56 of 71)", "statistics.totals.competitors[0].statistics.first_serve_points_won"),
        ("71", "56 of 71", "statistics.totals.competitors[0].statistics.first_serves_in"),
        ("51", "51 of 79", "statistics.totals.competitors[1].statistics.first_serve_points_won"),
        ("79", "51 of 79", "statistics.totals.competitors[1].statistics.first_serves_in"),
        ("14", "14 to 5", "statistics.totals.competitors[0].statistics.aces"),
        ("5", "14 to 5", "statistics.totals.competitors[1].statistics.aces"),
        ("18", "18 of 39", "statistics.totals.competitors[1].statistics.second_serve_points_won"),
        ("39", "18 of 39", "statistics.totals.competitors[1].statistics.second_serve_points_played"),
        ("1", "converted 1 of 3", "statistics.totals.competitors[1].statistics.breakpoints_won"),
        ("3", "1 of 3 chances", "statistics.totals.competitors[1].statistics.total_breakpoints"),
        ("four", "broken four times", "statistics.totals.competitors[0].statistics.breakpoints_won"),
        ("4", "went 4 of 9", "statistics.totals.competitors[0].statistics.breakpoints_won"),
        ("9", "4 of 9", "statistics.totals.competitors[0].statistics.total_breakpoints"),
        ("48", "48 winners", "statistics.totals.competitors[0].statistics.winners"),
        ("31", "with 31 unforced", "statistics.totals.competitors[0].statistics.unforced_errors"),
        ("31", "had 31 winners", "statistics.totals.competitors[1].statistics.winners"),
        ("22", "22 unforced", "statistics.totals.competitors[1].statistics.unforced_errors"),
        ("7", "tiebreak 7-5", "sport_event_status.period_scores[1].away_tiebreak_score"),
        ("5", "7-5,", "sport_event_status.period_scores[1].home_tiebreak_score"),
    ],
    derived=[
        ("19:12", None, "conversion",
         "sport_event.start_time 08:12 UTC in Australia/Melbourne (UTC+11, AEDT) = 19:12"),
        ("3 h 31 min", None, "duration_format",
         "sport_event_status.match_duration_s 12660 s = 3 h 31 min"),
        ("22:43", None, "other",
         "start 19:12 local + match_duration_s 12660 s (3 h 31 min) = 22:43"),
        ("56%", None, "share",
         "competitors[0].points_won (129) / (129 + 101) = 56.1%"),
        ("230", None, "sum", "points_won 129 + 101 = 230"),
        ("79%", None, "ratio",
         "competitors[0] first_serve_points_won (56) / first_serves_in (71) = 78.9%"),
        ("65%", None, "ratio",
         "competitors[1] first_serve_points_won (51) / first_serves_in (79) = 64.6%"),
        ("46%", None, "ratio",
         "competitors[1] second_serve_points_won (18) / second_serve_points_played (39) = 46.2%"),
        ("nine", "nine fewer", "difference",
         "competitors[0].unforced_errors (31) - competitors[1].unforced_errors (22) = 9"),
    ],
    note="Tennis match-finished alert for a user following de Minaur, from a Sportradar-style "
         "summary (UTC start time, duration in seconds, set scores with tiebreak points).",
)

# ---------------------------------------------------------------- case 04
POOL_04 = {
    "header": {"id": "401671789", "season": {"year": 2024, "type": 2}, "week": 11,
               "competitions": [{"date": "2024-11-17T18:00Z", "neutralSite": False,
                                 "venue": {"fullName": "Soldier Field", "address": {"city": "Chicago", "state": "IL"}},
                                 "status": {"type": {"name": "STATUS_FINAL", "completed": True}}}]},
    "boxscore": {"teams": [
        {"team": {"abbreviation": "GB", "displayName": "Green Bay Packers"}, "homeAway": "away",
         "score": "20", "linescores": [3, 7, 0, 10],
         "statistics": {"totalYards": 352, "netPassingYards": 247, "rushingYards": 105,
                        "firstDowns": 21, "thirdDownEff": "5-12", "turnovers": 1,
                        "totalPenaltiesYards": "6-45", "possessionTime": "31:26"}},
        {"team": {"abbreviation": "CHI", "displayName": "Chicago Bears"}, "homeAway": "home",
         "score": "19", "linescores": [0, 10, 3, 6],
         "statistics": {"totalYards": 318, "netPassingYards": 221, "rushingYards": 97,
                        "firstDowns": 18, "thirdDownEff": "4-13", "turnovers": 0,
                        "totalPenaltiesYards": "8-62", "possessionTime": "28:34"}},
    ]},
    "scoringPlays": [
        {"period": {"number": 1}, "clock": {"displayValue": "6:42"}, "team": "GB", "type": "FG",
         "text": "Brandon McManus 41 Yd Field Goal", "statYardage": 41, "awayScore": 3, "homeScore": 0},
        {"period": {"number": 2}, "clock": {"displayValue": "11:05"}, "team": "CHI", "type": "TD",
         "text": "DJ Moore 24 Yd pass from Caleb Williams (Cairo Santos Kick)", "statYardage": 24,
         "awayScore": 3, "homeScore": 7},
        {"period": {"number": 2}, "clock": {"displayValue": "4:51"}, "team": "GB", "type": "TD",
         "text": "Tucker Kraft 9 Yd pass from Jordan Love (Brandon McManus Kick)", "statYardage": 9,
         "awayScore": 10, "homeScore": 7},
        {"period": {"number": 2}, "clock": {"displayValue": "0:03"}, "team": "CHI", "type": "FG",
         "text": "Cairo Santos 48 Yd Field Goal", "statYardage": 48, "awayScore": 10, "homeScore": 10},
        {"period": {"number": 3}, "clock": {"displayValue": "7:29"}, "team": "CHI", "type": "FG",
         "text": "Cairo Santos 33 Yd Field Goal", "statYardage": 33, "awayScore": 10, "homeScore": 13},
        {"period": {"number": 4}, "clock": {"displayValue": "13:14"}, "team": "CHI", "type": "FG",
         "text": "Cairo Santos 51 Yd Field Goal", "statYardage": 51, "awayScore": 10, "homeScore": 16},
        {"period": {"number": 4}, "clock": {"displayValue": "8:36"}, "team": "GB", "type": "FG",
         "text": "Brandon McManus 38 Yd Field Goal", "statYardage": 38, "awayScore": 13, "homeScore": 16},
        {"period": {"number": 4}, "clock": {"displayValue": "5:40"}, "team": "CHI", "type": "FG",
         "text": "Cairo Santos 44 Yd Field Goal", "statYardage": 44, "awayScore": 13, "homeScore": 19},
        {"period": {"number": 4}, "clock": {"displayValue": "2:18"}, "team": "GB", "type": "TD",
         "text": "Josh Jacobs 4 Yd Run (Brandon McManus Kick)", "statYardage": 4,
         "awayScore": 20, "homeScore": 19},
    ],
    "fantasy": {
        "league_id": "ff-88213", "scoring": "PPR", "week": 11,
        "roster": [
            {"player": "Josh Jacobs", "pos": "RB", "team": "GB",
             "stats": {"rushAtt": 22, "rushYds": 106, "rushTD": 1, "rec": 3, "tgt": 4, "recYds": 19, "recTD": 0},
             "fpts": 21.5, "proj": 16.2, "fpts_last_week": 14.0},
            {"player": "DJ Moore", "pos": "WR", "team": "CHI",
             "stats": {"rec": 6, "tgt": 8, "recYds": 78, "recTD": 1},
             "fpts": 19.8, "proj": 13.1, "fpts_last_week": 8.5},
            {"player": "Jordan Love", "pos": "QB", "team": "GB",
             "stats": {"passYds": 261, "passTD": 1, "int": 1, "rushYds": 12, "fumLost": 0},
             "fpts": 13.6, "proj": 18.9, "fpts_last_week": 22.3},
            {"player": "D'Andre Swift", "pos": "RB", "team": "CHI",
             "stats": {"rushAtt": 15, "rushYds": 48, "rushTD": 0, "rec": 4, "tgt": 5, "recYds": 31, "recTD": 0},
             "fpts": 11.9, "proj": 12.7, "fpts_last_week": 19.4},
            {"player": "Jayden Reed", "pos": "WR", "team": "GB",
             "stats": {"rec": 2, "tgt": 5, "recYds": 22, "recTD": 0},
             "fpts": 4.2, "proj": 12.0, "fpts_last_week": 16.9},
        ],
    },
}

TEXT_04 = """# Week 11 fantasy check-in: Packers at Bears

**Final: Green Bay 20, Chicago 19** (Soldier Field, Sun Nov 17)

Green Bay won it late. Josh Jacobs' 4-yard touchdown run with 2:18 left flipped a 19–13 deficit, and the Packers held on. Cairo Santos kicked four field goals for Chicago, the last a 44-yarder with 5:40 to play. Green Bay had the ball for 31:26 to Chicago's 28:34.

## Your players (PPR)
| Player | Line | Pts | Proj | vs proj |
|---|---|---|---|---|
| Josh Jacobs (RB, GB) | 22 car, 106 yds, 1 TD; 3 rec, 19 yds | 21.5 | 16.2 | +5.3 |
| DJ Moore (WR, CHI) | 6 rec (8 tgt), 78 yds, 1 TD | 19.8 | 13.1 | +6.7 |
| Jordan Love (QB, GB) | 261 pass yds, 1 TD, 1 INT | 13.6 | 18.9 | −5.3 |
| D'Andre Swift (RB, CHI) | 15 car, 48 yds; 4 rec, 31 yds | 11.9 | 12.7 | −0.8 |
| Jayden Reed (WR, GB) | 2 rec (5 tgt), 22 yds | 4.2 | 12.0 | −7.8 |
| **Total** | | **71.0** | **72.9** | **−1.9** |

## Takeaways
- **Jacobs and Moore carried you:** 41.3 points between them, 12 more than they were projected for combined.
- **Love** managed 13.6 points against an 18.9 projection. The yardage was fine; one touchdown against an interception wasn't.
- **Reed** is the worry: two catches on five targets, after 16.9 points last week. Think twice before starting him next week.
- **Swift** was close to his projection, as usual. Nothing to change there."""

CASE_04 = dict(
    id="n2-match_report-04",
    pool=POOL_04,
    text=TEXT_04,
    copied=[
        ("11", "Week 11", "header.week"),
        ("20", "Green Bay 20", "boxscore.teams[0].score"),
        ("19", "Chicago 19", "boxscore.teams[1].score"),
        ("Nov 17", None, "header.competitions[0].date"),
        ("4-yard", None, "scoringPlays[8].statYardage"),
        ("2:18", None, "scoringPlays[8].clock.displayValue"),
        ("19", "19–13", "scoringPlays[7].homeScore"),
        ("13", "19–13", "scoringPlays[7].awayScore"),
        ("44-yarder", None, "scoringPlays[7].statYardage"),
        ("5:40", None, "scoringPlays[7].clock.displayValue"),
        ("31:26", None, "boxscore.teams[0].statistics.possessionTime"),
        ("28:34", None, "boxscore.teams[1].statistics.possessionTime"),
        ("22", "22 car", "fantasy.roster[0].stats.rushAtt"),
        ("106 yds", None, "fantasy.roster[0].stats.rushYds"),
        ("1", "1 TD; 3 rec", "fantasy.roster[0].stats.rushTD"),
        ("3", "3 rec, 19", "fantasy.roster[0].stats.rec"),
        ("19 yds", None, "fantasy.roster[0].stats.recYds"),
        ("21.5", None, "fantasy.roster[0].fpts"),
        ("16.2", None, "fantasy.roster[0].proj"),
        ("6", "6 rec", "fantasy.roster[1].stats.rec"),
        ("8", "(8 tgt)", "fantasy.roster[1].stats.tgt"),
        ("78 yds", None, "fantasy.roster[1].stats.recYds"),
        ("1", "78 yds, 1 TD", "fantasy.roster[1].stats.recTD"),
        ("19.8", None, "fantasy.roster[1].fpts"),
        ("13.1", None, "fantasy.roster[1].proj"),
        ("261", None, "fantasy.roster[2].stats.passYds"),
        ("1", "yds, 1 TD, 1 INT", "fantasy.roster[2].stats.passTD"),
        ("1", "1 INT", "fantasy.roster[2].stats.int"),
        ("13.6", "| 13.6 |", "fantasy.roster[2].fpts"),
        ("18.9", "| 18.9 |", "fantasy.roster[2].proj"),
        ("15", "15 car", "fantasy.roster[3].stats.rushAtt"),
        ("48 yds", None, "fantasy.roster[3].stats.rushYds"),
        ("4", "4 rec", "fantasy.roster[3].stats.rec"),
        ("31 yds", None, "fantasy.roster[3].stats.recYds"),
        ("11.9", None, "fantasy.roster[3].fpts"),
        ("12.7", None, "fantasy.roster[3].proj"),
        ("2", "2 rec", "fantasy.roster[4].stats.rec"),
        ("5", "(5 tgt)", "fantasy.roster[4].stats.tgt"),
        ("22 yds", None, "fantasy.roster[4].stats.recYds"),
        ("4.2", None, "fantasy.roster[4].fpts"),
        ("12.0", None, "fantasy.roster[4].proj"),
        ("13.6", "managed 13.6", "fantasy.roster[2].fpts"),
        ("18.9", "an 18.9 projection", "fantasy.roster[2].proj"),
        ("one", "one touchdown", "fantasy.roster[2].stats.passTD"),
        ("two", "two catches", "fantasy.roster[4].stats.rec"),
        ("five", "five targets", "fantasy.roster[4].stats.tgt"),
        ("16.9", None, "fantasy.roster[4].fpts_last_week"),
    ],
    derived=[
        ("four", "four field goals", "count",
         "scoringPlays with team CHI and type FG: [3], [4], [5], [7] = 4"),
        ("+5.3", None, "difference", "fantasy.roster[0].fpts (21.5) - proj (16.2) = 5.3"),
        ("+6.7", None, "difference", "fantasy.roster[1].fpts (19.8) - proj (13.1) = 6.7"),
        ("−5.3", None, "difference", "fantasy.roster[2].fpts (13.6) - proj (18.9) = -5.3"),
        ("−0.8", None, "difference", "fantasy.roster[3].fpts (11.9) - proj (12.7) = -0.8"),
        ("−7.8", None, "difference", "fantasy.roster[4].fpts (4.2) - proj (12.0) = -7.8"),
        ("71.0", None, "sum", "fpts 21.5 + 19.8 + 13.6 + 11.9 + 4.2 = 71.0"),
        ("72.9", None, "sum", "proj 16.2 + 13.1 + 18.9 + 12.7 + 12.0 = 72.9"),
        ("−1.9", None, "difference", "71.0 - 72.9 = -1.9"),
        ("41.3", None, "sum", "fantasy.roster[0].fpts (21.5) + fantasy.roster[1].fpts (19.8) = 41.3"),
        ("12", "12 more than", "difference",
         "41.3 - (fantasy.roster[0].proj 16.2 + fantasy.roster[1].proj 13.1 = 29.3) = 12.0"),
    ],
    note="NFL game summary (ESPN-style: scores as strings, clock display values, linescores) "
         "joined with a fantasy roster export; weekly fantasy check-in against projections.",
)

CASES = [CASE_01, CASE_02, CASE_03, CASE_04]

FLAWS = {
    "n2-match_report-01": [
        ("Brentford managed 289 of 372 (78%)", "Brentford managed 289 of 372 (85%)", "85%",
         "neighbour value", "Brentford's pass accuracy given as Villa's 85%",
         "statistics[1].statistics[15].value"),
        ("**Morgan Rogers (84')**", "**Morgan Rogers (75')**", "75'", "wrong time",
         "Rogers' goal put at 75', the minute of Brentford's substitution"),
    ],
    "n2-match_report-02": [
        ("| 7-14 | +4 |", "| 7-14 | −4 |", "−4", "direction flip",
         "Porter Jr.'s plus-minus +4 written as −4"),
        ("Memphis shot 46.3%", "Memphis shot 43.6%", "43.6%", "transposed digits",
         "Memphis field-goal % 46.3 written 43.6"),
        ("committed four fewer turnovers", "committed five fewer turnovers", "five", "wrong value",
         "turnover gap 15 - 11 = 4 written as five"),
    ],
    "n2-match_report-03": [
        ("3 h 31 min", "3 h 13 min", "3 h 13 min", "transposed digits",
         "match length 3 h 31 min written 3 h 13 min"),
        ("won 79% of his", "won 80% of his", "80%", "near-miss rounding",
         "56/71 = 78.9% rounded to 80%"),
        ("was broken four times", "was broken five times", "five", "wrong value",
         "de Minaur was broken 4 times (Sinner's breakpoints_won), not five"),
    ],
    "n2-match_report-04": [
        ("Sun Nov 17", "Sun Nov 16", "Nov 16", "wrong date", "game date 17 Nov given as 16 Nov"),
        ("run with 2:18 left", "run with 5:40 left", "5:40", "wrong time",
         "Jacobs' TD clock given as the 5:40 of Santos' last field goal"),
        ("managed 13.6 points", "managed 22.3 points", "22.3", "stale value",
         "Love's points given as last week's 22.3", "fantasy.roster[2].fpts_last_week"),
    ],
}
