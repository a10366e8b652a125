"""Brokerage portfolio: account snapshots, performance reports, price alerts and
dividend statements, in the shapes broker APIs and statement exports use."""

DOMAIN = "portfolio"
SPLIT = "dev"

# ---------------------------------------------------------------------------
# 01: Alpaca-style account + positions (numbers as strings), daily digest
# ---------------------------------------------------------------------------

_P01 = {
    "fetched_at": "2025-03-14T20:00:07Z",
    "account": {
        "account_number": "PA3K7QX1ZB2M",
        "status": "ACTIVE",
        "currency": "USD",
        "cash": "5812.44",
        "long_market_value": "64161.95",
        "equity": "69974.39",
        "last_equity": "68414.24",
        "buying_power": "11624.88",
        "daytrade_count": 0,
        "pattern_day_trader": False,
    },
    "positions": [
        {"symbol": "AAPL", "exchange": "NASDAQ", "asset_class": "us_equity", "qty": "85",
         "side": "long", "avg_entry_price": "158.40", "market_value": "18146.65",
         "cost_basis": "13464.00", "unrealized_pl": "4682.65", "unrealized_plpc": "0.3477904",
         "unrealized_intraday_pl": "323.85", "unrealized_intraday_plpc": "0.0181705",
         "current_price": "213.49", "lastday_price": "209.68", "change_today": "0.0181705"},
        {"symbol": "MSFT", "exchange": "NASDAQ", "asset_class": "us_equity", "qty": "40",
         "side": "long", "avg_entry_price": "341.10", "market_value": "15542.40",
         "cost_basis": "13644.00", "unrealized_pl": "1898.40", "unrealized_plpc": "0.1391381",
         "unrealized_intraday_pl": "391.60", "unrealized_intraday_plpc": "0.0258468",
         "current_price": "388.56", "lastday_price": "378.77", "change_today": "0.0258468"},
        {"symbol": "NVDA", "exchange": "NASDAQ", "asset_class": "us_equity", "qty": "150",
         "side": "long", "avg_entry_price": "48.25", "market_value": "18250.50",
         "cost_basis": "7237.50", "unrealized_pl": "11013.00", "unrealized_plpc": "1.5216580",
         "unrealized_intraday_pl": "913.50", "unrealized_intraday_plpc": "0.0526908",
         "current_price": "121.67", "lastday_price": "115.58", "change_today": "0.0526908"},
        {"symbol": "XOM", "exchange": "NYSE", "asset_class": "us_equity", "qty": "60",
         "side": "long", "avg_entry_price": "104.80", "market_value": "6740.40",
         "cost_basis": "6288.00", "unrealized_pl": "452.40", "unrealized_plpc": "0.0719466",
         "unrealized_intraday_pl": "-40.80", "unrealized_intraday_plpc": "-0.0060166",
         "current_price": "112.34", "lastday_price": "113.02", "change_today": "-0.0060166"},
        {"symbol": "SCHD", "exchange": "ARCA", "asset_class": "us_equity", "qty": "200",
         "side": "long", "avg_entry_price": "25.90", "market_value": "5482.00",
         "cost_basis": "5180.00", "unrealized_pl": "302.00", "unrealized_plpc": "0.0583012",
         "unrealized_intraday_pl": "-28.00", "unrealized_intraday_plpc": "-0.0050817",
         "current_price": "27.41", "lastday_price": "27.55", "change_today": "-0.0050817"},
    ],
}

_T01 = """## Portfolio recap: Friday, Mar 14 close

**Account value: $69,974.39**, up **+$1,560.15 (+2.3%)** from yesterday's $68,414.24. Tech did the heavy lifting today.

| Holding | Value | Today | Total gain |
|---|---|---|---|
| NVDA | $18,250.50 | +5.3% | +$11,013.00 (+152%) |
| AAPL | $18,146.65 | +1.8% | +$4,682.65 (+34.8%) |
| MSFT | $15,542.40 | +2.6% | +$1,898.40 (+13.9%) |
| XOM | $6,740.40 | −0.6% | +$452.40 (+7.2%) |
| SCHD | $5,482.00 | −0.5% | +$302.00 (+5.8%) |

**Highlights**
- **NVDA** led the day, closing at $121.67 vs $115.58 the day before. That move alone added $913.50, about 59% of today's gain.
- Three of your five holdings finished higher; XOM and SCHD slipped slightly (−$68.80 combined).
- NVDA (26.1% of the account) has edged past AAPL (25.9%) as your largest position. Worth keeping an eye on if you want to stay diversified.
- Unrealized gains across all positions total **$18,348.45**, about 40% above your $45,813.50 cost basis.

**Cash:** $5,812.44 (about 8% of the account), with $11,624.88 in buying power."""

# ---------------------------------------------------------------------------
# 02: monthly performance report export, user asked about Feb + allocation
# ---------------------------------------------------------------------------

_P02 = {
    "account": {"nickname": "Joint Brokerage", "account_id": "Z39-118204", "base_currency": "USD"},
    "period": {"start": "2025-02-01", "end": "2025-02-28"},
    "summary": {
        "beginning_value": 212480.37,
        "deposits": 2500.00,
        "withdrawals": -1200.00,
        "dividends_interest": 418.62,
        "fees": -34.50,
        "market_change": -3918.05,
        "ending_value": 210246.44,
    },
    "performance": {
        "twr_pct": -0.0172,
        "ytd_twr_pct": 0.0214,
        "benchmark": {"name": "S&P 500 TR", "period_return_pct": -0.0130, "ytd_return_pct": 0.0144},
    },
    "allocation": [
        {"asset_class": "US Stocks", "market_value": 134810.02, "weight": 0.6412, "target_pct": 60.0},
        {"asset_class": "International Stocks", "market_value": 31242.62, "weight": 0.1486, "target_pct": 15.0},
        {"asset_class": "Bonds", "market_value": 33786.60, "weight": 0.1607, "target_pct": 20.0},
        {"asset_class": "Cash & Equivalents", "market_value": 10407.20, "weight": 0.0495, "target_pct": 5.0},
    ],
    "rebalance_band_pct": 3.0,
    "prior_period": {
        "start": "2025-01-01",
        "end": "2025-01-31",
        "beginning_value": 203377.15,
        "net_deposits": 800.00,
        "dividends_interest": 362.10,
        "fees": -34.50,
        "market_change": 7975.62,
        "ending_value": 212480.37,
        "twr_pct": 0.0393,
    },
}

_T02 = """## February review: Joint Brokerage (Z39-118204)

**Short answer:** a soft month for markets, and your account trailed the S&P 500 slightly, but you're still ahead of it for the year. The bigger issue is drift: stocks are now above target and bonds below, both outside your rebalancing band.

### Account value
- Ended February at **$210,246.44**, down $2,233.93 from $212,480.37 on Feb 1.
- That's despite adding $1,300 net ($2,500 deposited, $1,200 withdrawn). Market moves took **−$3,918.05**, partly offset by $418.62 in dividends and interest; fees were $34.50.

### Returns
| | February | Year to date |
|---|---|---|
| Your account (TWR) | −1.72% | +2.14% |
| S&P 500 TR | −1.30% | +1.44% |
| Difference | −0.42 pts | +0.70 pts |

January's +3.93% is doing most of the work in your YTD number.

### Allocation vs. target
- **US Stocks:** 64.1% vs a 60% target, **4.1 points over** and outside your band of 3 points.
- **Bonds:** 16.1% vs 20%, **3.9 points under**, also outside the band.
- **International** (14.9% vs 15%) and **cash** (5.0% vs 5%) are essentially on target.

### Suggested next step
Shifting roughly **$8,300–$8,700** from US stocks into bonds would bring both back near target. Since you're adding money most months anyway, you could also route the next few deposits into bonds instead of selling anything.

Want me to draft the trades?"""

# ---------------------------------------------------------------------------
# 03: broker alert webhook, intraday price drop on a large position
# ---------------------------------------------------------------------------

_P03 = {
    "alert_id": "ALRT-20250407-0193",
    "alert_type": "PRICE_MOVE_INTRADAY",
    "triggered_at": "2025-04-07T10:42:18-04:00",
    "rule": {"symbol": "TSLA", "threshold_pct": -0.08, "reference": "prior_close"},
    "quote": {
        "symbol": "TSLA",
        "prior_close": 239.43,
        "open": 226.10,
        "last": 217.05,
        "day_high": 228.90,
        "day_low": 214.25,
        "day_low_time": "10:31",
        "change_pct": -0.0935,
        "volume": 61843210,
        "avg_volume_30d": 98120400,
        "quote_time": "2025-04-07T10:42:05-04:00",
    },
    "position": {
        "account": "xxxx-2290",
        "quantity": 78,
        "avg_cost": 262.15,
        "market_value": 16929.90,
        "unrealized_gain": -3517.80,
        "unrealized_gain_pct": -17.2,
        "day_gain": -1745.64,
        "portfolio_weight_pct": 20.1,
    },
    "account_total_value": 84210.55,
    "open_orders": [
        {"order_id": "5531-0987", "side": "SELL", "type": "STOP", "quantity": 40,
         "stop_price": 205.00, "time_in_force": "GTC",
         "placed_at": "2025-03-28T14:02:11-04:00", "status": "OPEN"},
    ],
}

_T03 = """## ⚠️ Price alert: TSLA down 9.3% this morning

Your alert fired at **10:42 ET** on Apr 7. TSLA is trading at **$217.05**, down $22.38 from Friday's close of $239.43, which is past your −8% trigger.

**Your position (78 shares)**
- Today's move: **−$1,745.64** on the position.
- Market value is now $16,929.90, about 20% of your $84,210.55 account.
- You're down $3,517.80 (−17.2%) against your average cost of $262.15.

**Intraday**
- Opened at $226.10, a gap down of $13.33.
- Low so far: **$214.25 at 10:31**, briefly more than 10% below Friday's close.
- Volume is already 61.8M shares, about 63% of the 30-day average of 98.1M, barely an hour into the session.

**Your stop order**
- You have an open GTC stop to sell **40 shares at $205.00** (placed Mar 28). That's about 5.6% below the current price and 4.3% under today's low.
- If it triggers, those 40 shares would sell at roughly $205 or lower, about $2,286 below what you paid for them.

Nothing has been sold. Your options are to leave the stop as is, tighten it, or trim now. I can also pull the news behind today's drop if that helps you decide."""

# ---------------------------------------------------------------------------
# 04: IBKR-style dividend report for a quarter, with FX and withholding
# ---------------------------------------------------------------------------

_P04 = {
    "statement": {
        "account": "U****8841",
        "type": "DividendReport",
        "from_date": "2025-01-01",
        "to_date": "2025-03-31",
        "base_currency": "USD",
        "generated": "2025-04-02T07:15:33+00:00",
    },
    "cash_dividends": [
        {"symbol": "O", "description": "REALTY INCOME CORP", "ex_date": "2025-01-02",
         "pay_date": "2025-01-15", "quantity": 160, "rate_per_share": 0.2640, "currency": "USD",
         "fx_rate_to_base": 1.0, "gross_amount": 42.24, "withholding_tax": 0.00,
         "net_amount_base": 42.24},
        {"symbol": "O", "description": "REALTY INCOME CORP", "ex_date": "2025-01-31",
         "pay_date": "2025-02-14", "quantity": 160, "rate_per_share": 0.2680, "currency": "USD",
         "fx_rate_to_base": 1.0, "gross_amount": 42.88, "withholding_tax": 0.00,
         "net_amount_base": 42.88},
        {"symbol": "ASML", "description": "ASML HOLDING NV", "ex_date": "2025-02-03",
         "pay_date": "2025-02-18", "quantity": 30, "rate_per_share": 1.52, "currency": "EUR",
         "fx_rate_to_base": 1.0412, "gross_amount": 45.60, "withholding_tax": -6.84,
         "net_amount_base": 40.36},
        {"symbol": "JNJ", "description": "JOHNSON & JOHNSON", "ex_date": "2025-02-18",
         "pay_date": "2025-03-04", "quantity": 45, "rate_per_share": 1.24, "currency": "USD",
         "fx_rate_to_base": 1.0, "gross_amount": 55.80, "withholding_tax": 0.00,
         "net_amount_base": 55.80},
        {"symbol": "O", "description": "REALTY INCOME CORP", "ex_date": "2025-02-28",
         "pay_date": "2025-03-14", "quantity": 160, "rate_per_share": 0.2680, "currency": "USD",
         "fx_rate_to_base": 1.0, "gross_amount": 42.88, "withholding_tax": 0.00,
         "net_amount_base": 42.88},
        {"symbol": "SCHD", "description": "SCHWAB US DIVIDEND EQUITY ETF", "ex_date": "2025-03-26",
         "pay_date": "2025-03-31", "quantity": 420, "rate_per_share": 0.2488, "currency": "USD",
         "fx_rate_to_base": 1.0, "gross_amount": 104.50, "withholding_tax": 0.00,
         "net_amount_base": 104.50},
    ],
    "accruals": [
        {"symbol": "KO", "ex_date": "2025-03-14", "pay_date": "2025-04-01", "quantity": 70,
         "rate_per_share": 0.51, "gross_amount": 35.70, "currency": "USD"},
    ],
    "totals": {"gross_base": 335.78, "withholding_base": -7.12, "net_base": 328.66, "payments": 6},
    "prior_period": {"from_date": "2024-10-01", "to_date": "2024-12-31", "net_base": 301.12},
    "income_goal": {"annual_usd": 1400, "ytd_progress_pct": 23.5},
}

_T04 = """# Q1 2025 dividend income

You collected **$328.66** in dividends after tax this quarter (Jan 1 – Mar 31), up **9.1%** from $301.12 in Q4.

| Paid | Holding | Shares | Per share | Net received |
|---|---|---|---|---|
| Jan 15 | O | 160 | $0.264 | $42.24 |
| Feb 14 | O | 160 | $0.268 | $42.88 |
| Feb 18 | ASML | 30 | €1.52 | $40.36 |
| Mar 4 | JNJ | 45 | $1.24 | $55.80 |
| Mar 14 | O | 160 | $0.268 | $42.88 |
| Mar 31 | SCHD | 420 | $0.2488 | $104.50 |

**Notes**
- **SCHD** was the largest single payment, about 32% of the quarter's total.
- **Realty Income (O)** paid monthly as usual: $128.00 across three payments, with a small raise from $0.264 to $0.268 per share starting in February.
- **ASML** paid in euros: €45.60 gross, less €6.84 Dutch withholding (15%), converted at 1.0412 to $40.36. That withholding ($7.12, the quarter's only tax) can usually be claimed as a foreign tax credit.

**Goal check:** you're 23.5% of the way to your $1,400 annual target. At this quarter's pace you'd finish the year around $1,315, about $85 short, though KO's $35.70 payment on Apr 1 gives Q2 a head start."""


CASES = [
    dict(
        id="n2-portfolio-01",
        pool=_P01,
        text=_T01,
        copied=[
            ("Mar 14", None, "fetched_at"),
            ("$69,974.39", None, "account.equity"),
            ("$68,414.24", None, "account.last_equity"),
            ("$18,250.50", None, "positions[2].market_value"),
            ("+5.3%", None, "positions[2].change_today"),
            ("+$11,013.00", None, "positions[2].unrealized_pl"),
            ("+152%", None, "positions[2].unrealized_plpc"),
            ("$18,146.65", None, "positions[0].market_value"),
            ("+1.8%", None, "positions[0].change_today"),
            ("+$4,682.65", None, "positions[0].unrealized_pl"),
            ("+34.8%", None, "positions[0].unrealized_plpc"),
            ("$15,542.40", None, "positions[1].market_value"),
            ("+2.6%", None, "positions[1].change_today"),
            ("+$1,898.40", None, "positions[1].unrealized_pl"),
            ("+13.9%", None, "positions[1].unrealized_plpc"),
            ("$6,740.40", None, "positions[3].market_value"),
            ("−0.6%", None, "positions[3].change_today"),
            ("+$452.40", None, "positions[3].unrealized_pl"),
            ("+7.2%", None, "positions[3].unrealized_plpc"),
            ("$5,482.00", None, "positions[4].market_value"),
            ("−0.5%", None, "positions[4].change_today"),
            ("+$302.00", None, "positions[4].unrealized_pl"),
            ("+5.8%", None, "positions[4].unrealized_plpc"),
            ("$121.67", None, "positions[2].current_price"),
            ("$115.58", None, "positions[2].lastday_price"),
            ("$913.50", None, "positions[2].unrealized_intraday_pl"),
            ("$5,812.44", None, "account.cash"),
            ("$11,624.88", None, "account.buying_power"),
        ],
        derived=[
            ("+$1,560.15", None, "difference",
             "account.equity (69,974.39) - account.last_equity (68,414.24) = +1,560.15"),
            ("+2.3%", None, "percent_change",
             "(69,974.39 - 68,414.24) / account.last_equity (68,414.24) = +2.28%"),
            ("59%", "about 59% of today", "share",
             "positions[2].unrealized_intraday_pl (913.50) / day change (1,560.15) = 58.6%"),
            ("Three", "Three of your five", "count",
             "positions with change_today > 0: AAPL, MSFT, NVDA = 3"),
            ("five", "Three of your five", "count", "len(positions) = 5"),
            ("−$68.80", None, "sum",
             "positions[3].unrealized_intraday_pl (-40.80) + positions[4].unrealized_intraday_pl (-28.00) = -68.80"),
            ("26.1%", None, "share",
             "positions[2].market_value (18,250.50) / account.equity (69,974.39) = 26.1%"),
            ("25.9%", None, "share",
             "positions[0].market_value (18,146.65) / account.equity (69,974.39) = 25.9%"),
            ("$18,348.45", None, "sum",
             "sum of positions[*].unrealized_pl (4,682.65 + 1,898.40 + 11,013.00 + 452.40 + 302.00) = 18,348.45"),
            ("40%", "about 40% above", "ratio",
             "total unrealized_pl (18,348.45) / total cost_basis (45,813.50) = 40.1%"),
            ("$45,813.50", None, "sum",
             "sum of positions[*].cost_basis (13,464.00 + 13,644.00 + 7,237.50 + 6,288.00 + 5,180.00) = 45,813.50"),
            ("8%", "about 8% of the account", "share",
             "account.cash (5,812.44) / account.equity (69,974.39) = 8.3%"),
        ],
        note="Daily close digest from an Alpaca-style positions export (numbers as strings, "
             "fractions under plpc/change_today); table of holdings, movers, concentration, cash.",
    ),
    dict(
        id="n2-portfolio-02",
        pool=_P02,
        text=_T02,
        copied=[
            ("$210,246.44", None, "summary.ending_value"),
            ("$212,480.37", None, "summary.beginning_value"),
            ("Feb 1", None, "period.start"),
            ("$2,500", None, "summary.deposits"),
            ("$1,200", None, "summary.withdrawals"),
            ("−$3,918.05", None, "summary.market_change"),
            ("$418.62", None, "summary.dividends_interest"),
            ("$34.50", None, "summary.fees"),
            ("−1.72%", None, "performance.twr_pct"),
            ("+2.14%", None, "performance.ytd_twr_pct"),
            ("−1.30%", None, "performance.benchmark.period_return_pct"),
            ("+1.44%", None, "performance.benchmark.ytd_return_pct"),
            ("+3.93%", None, "prior_period.twr_pct"),
            ("64.1%", None, "allocation[0].weight"),
            ("60%", None, "allocation[0].target_pct"),
            ("3", "band of 3 points", "rebalance_band_pct"),
            ("16.1%", None, "allocation[2].weight"),
            ("20%", "16.1% vs 20%", "allocation[2].target_pct"),
            ("14.9%", None, "allocation[1].weight"),
            ("15%", "14.9% vs 15%", "allocation[1].target_pct"),
            ("5.0%", None, "allocation[3].weight"),
            ("5%", "5.0% vs 5%", "allocation[3].target_pct"),
        ],
        derived=[
            ("$2,233.93", None, "difference",
             "summary.ending_value (210,246.44) - summary.beginning_value (212,480.37) = -2,233.93"),
            ("$1,300", None, "sum",
             "summary.deposits (2,500.00) + summary.withdrawals (-1,200.00) = 1,300.00"),
            ("−0.42 pts", None, "difference",
             "performance.twr_pct (-1.72%) - benchmark.period_return_pct (-1.30%) = -0.42 pts"),
            ("+0.70 pts", None, "difference",
             "performance.ytd_twr_pct (2.14%) - benchmark.ytd_return_pct (1.44%) = +0.70 pts"),
            ("4.1 points", None, "difference",
             "allocation[0].weight (64.12%) - allocation[0].target_pct (60.0) = 4.12 pts"),
            ("3.9 points", None, "difference",
             "allocation[2].target_pct (20.0) - allocation[2].weight (16.07%) = 3.93 pts"),
            ("$8,300", None, "other",
             "(allocation[2].target_pct 20.0 - weight 16.07)% x summary.ending_value (210,246.44) = 8,263"),
            ("$8,700", None, "other",
             "(allocation[0].weight 64.12 - target_pct 60.0)% x summary.ending_value (210,246.44) = 8,662"),
        ],
        note="Monthly performance review answering 'how did February go and am I off target?': "
             "value bridge, TWR vs benchmark table, allocation drift vs targets and band.",
    ),
    dict(
        id="n2-portfolio-03",
        pool=_P03,
        text=_T03,
        copied=[
            ("9.3%", None, "quote.change_pct"),
            ("10:42", None, "triggered_at"),
            ("Apr 7", None, "triggered_at"),
            ("$217.05", None, "quote.last"),
            ("$239.43", None, "quote.prior_close"),
            ("−8%", None, "rule.threshold_pct"),
            ("78", "(78 shares)", "position.quantity"),
            ("−$1,745.64", None, "position.day_gain"),
            ("$16,929.90", None, "position.market_value"),
            ("20%", "about 20% of your", "position.portfolio_weight_pct"),
            ("$84,210.55", None, "account_total_value"),
            ("$3,517.80", None, "position.unrealized_gain"),
            ("−17.2%", None, "position.unrealized_gain_pct"),
            ("$262.15", None, "position.avg_cost"),
            ("$226.10", None, "quote.open"),
            ("$214.25", None, "quote.day_low"),
            ("10:31", None, "quote.day_low_time"),
            ("61.8M", None, "quote.volume"),
            ("98.1M", None, "quote.avg_volume_30d"),
            ("40", "**40 shares at", "open_orders[0].quantity"),
            ("$205.00", None, "open_orders[0].stop_price"),
            ("Mar 28", None, "open_orders[0].placed_at"),
            ("40", "those 40 shares", "open_orders[0].quantity"),
            ("$205", "roughly $205 or lower", "open_orders[0].stop_price"),
        ],
        derived=[
            ("$22.38", None, "difference",
             "quote.last (217.05) - quote.prior_close (239.43) = -22.38"),
            ("$13.33", None, "difference",
             "quote.open (226.10) - quote.prior_close (239.43) = -13.33"),
            ("10%", "more than 10% below", "percent_change",
             "(quote.day_low 214.25 - quote.prior_close 239.43) / 239.43 = -10.5%"),
            ("63%", None, "ratio",
             "quote.volume (61,843,210) / quote.avg_volume_30d (98,120,400) = 63.0%"),
            ("5.6%", None, "percent_change",
             "(open_orders[0].stop_price 205.00 - quote.last 217.05) / 217.05 = -5.55%"),
            ("4.3%", None, "percent_change",
             "(open_orders[0].stop_price 205.00 - quote.day_low 214.25) / 214.25 = -4.32%"),
            ("$2,286", None, "other",
             "open_orders[0].quantity (40) x (stop_price 205.00 - position.avg_cost 262.15) = -2,286"),
        ],
        note="Intraday price-drop alert from a broker webhook: move vs prior close, position impact, "
             "intraday low with its clock time, volume vs average, distance to an open stop order.",
    ),
    dict(
        id="n2-portfolio-04",
        pool=_P04,
        text=_T04,
        copied=[
            ("$328.66", None, "totals.net_base"),
            ("Jan 1", "(Jan 1 – Mar 31)", "statement.from_date"),
            ("Mar 31", "(Jan 1 – Mar 31)", "statement.to_date"),
            ("$301.12", None, "prior_period.net_base"),
            ("Jan 15", None, "cash_dividends[0].pay_date"),
            ("160", "| Jan 15 | O | 160", "cash_dividends[0].quantity"),
            ("$0.264", "| Jan 15 | O | 160 | $0.264", "cash_dividends[0].rate_per_share"),
            ("$42.24", None, "cash_dividends[0].net_amount_base"),
            ("Feb 14", None, "cash_dividends[1].pay_date"),
            ("160", "| Feb 14 | O | 160", "cash_dividends[1].quantity"),
            ("$0.268", "| Feb 14 | O | 160 | $0.268", "cash_dividends[1].rate_per_share"),
            ("$42.88", "| Feb 14 | O | 160 | $0.268 | $42.88", "cash_dividends[1].net_amount_base"),
            ("Feb 18", None, "cash_dividends[2].pay_date"),
            ("30", "| ASML | 30 |", "cash_dividends[2].quantity"),
            ("€1.52", None, "cash_dividends[2].rate_per_share"),
            ("$40.36", "| €1.52 | $40.36", "cash_dividends[2].net_amount_base"),
            ("Mar 4", None, "cash_dividends[3].pay_date"),
            ("45", "| JNJ | 45 |", "cash_dividends[3].quantity"),
            ("$1.24", None, "cash_dividends[3].rate_per_share"),
            ("$55.80", None, "cash_dividends[3].net_amount_base"),
            ("Mar 14", None, "cash_dividends[4].pay_date"),
            ("160", "| Mar 14 | O | 160", "cash_dividends[4].quantity"),
            ("$0.268", "| Mar 14 | O | 160 | $0.268", "cash_dividends[4].rate_per_share"),
            ("$42.88", "| Mar 14 | O | 160 | $0.268 | $42.88", "cash_dividends[4].net_amount_base"),
            ("Mar 31", "| Mar 31 | SCHD", "cash_dividends[5].pay_date"),
            ("420", None, "cash_dividends[5].quantity"),
            ("$0.2488", None, "cash_dividends[5].rate_per_share"),
            ("$104.50", None, "cash_dividends[5].net_amount_base"),
            ("$0.264", "from $0.264 to", "cash_dividends[0].rate_per_share"),
            ("$0.268", "to $0.268 per share", "cash_dividends[1].rate_per_share"),
            ("€45.60", None, "cash_dividends[2].gross_amount"),
            ("€6.84", None, "cash_dividends[2].withholding_tax"),
            ("1.0412", None, "cash_dividends[2].fx_rate_to_base"),
            ("$40.36", "1.0412 to $40.36", "cash_dividends[2].net_amount_base"),
            ("$7.12", None, "totals.withholding_base"),
            ("23.5%", None, "income_goal.ytd_progress_pct"),
            ("$1,400", None, "income_goal.annual_usd"),
            ("$35.70", None, "accruals[0].gross_amount"),
            ("Apr 1", None, "accruals[0].pay_date"),
        ],
        derived=[
            ("9.1%", None, "percent_change",
             "(totals.net_base 328.66 - prior_period.net_base 301.12) / 301.12 = +9.15%"),
            ("32%", None, "share",
             "cash_dividends[5].net_amount_base (104.50) / totals.net_base (328.66) = 31.8%"),
            ("$128.00", None, "sum",
             "O payments cash_dividends[0,1,4].net_amount_base (42.24 + 42.88 + 42.88) = 128.00"),
            ("three", "across three payments", "count", "cash_dividends rows with symbol O = 3"),
            ("15%", "withholding (15%)", "ratio",
             "cash_dividends[2].withholding_tax (6.84) / gross_amount (45.60) = 15%"),
            ("$1,315", None, "other",
             "totals.net_base (328.66) x 4 quarters = 1,314.64"),
            ("$85", None, "difference",
             "income_goal.annual_usd (1,400) - annualised pace (1,314.64) = 85.36"),
        ],
        note="Quarterly dividend-income recap from an IBKR-style report: payment table, monthly "
             "payer, a EUR payment with withholding and FX, goal pacing.",
    ),
]

FLAWS = {
    "n2-portfolio-01": [
        ("| AAPL | $18,146.65 | +1.8% |", "| AAPL | $18,146.65 | +2.6% |", "+2.6%",
         "neighbour value", "MSFT's day change given for AAPL", "positions[1].change_today"),
        ("Three of your five holdings", "Four of your five holdings", "Four",
         "wrong value", "three holdings rose on the day, not four"),
        ("(−$68.80 combined)", "(+$68.80 combined)", "+$68.80",
         "direction flip", "XOM and SCHD's combined loss written as a gain"),
    ],
    "n2-portfolio-02": [
        ("$418.62 in dividends", "$362.10 in dividends", "$362.10",
         "stale value", "January's dividends and interest given as February's",
         "prior_period.dividends_interest"),
        ("| −0.42 pts |", "| −0.32 pts |", "−0.32 pts",
         "wrong value", "gap to benchmark is -1.72 - (-1.30) = -0.42 pts, not -0.32"),
    ],
    "n2-portfolio-03": [
        ("**$214.25 at 10:31**", "**$214.25 at 10:42**", "10:42",
         "wrong time", "time of the day's low replaced by the alert time"),
        ("already 61.8M shares", "already 61.8K shares", "61.8K",
         "unit confusion", "volume in millions written as thousands"),
        ("about 5.6% below the current price", "about 5.8% below the current price", "5.8%",
         "near-miss rounding", "stop is 5.55% below the last price, written 5.8%"),
    ],
    "n2-portfolio-04": [
        ("from $301.12 in Q4", "from $310.12 in Q4", "$310.12",
         "transposed digits", "Q4 net income 301.12 written 310.12"),
        ("| Mar 4 | JNJ |", "| Mar 5 | JNJ |", "Mar 5",
         "wrong date", "JNJ paid on Mar 4, written Mar 5"),
        ("€45.60 gross", "$45.60 gross", "$45.60",
         "unit confusion", "ASML gross amount is in euros, written in dollars"),
    ],
}
