"""Crypto markets: cryptocurrency prices, a trading account and market data, as
exchange APIs (Kraken-style balances, Coinbase Advanced fills and ledger) and
market-data APIs (CoinGecko-style /coins/markets, derivatives aggregates) return them."""

DOMAIN = "crypto_markets"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01: morning portfolio digest from an exchange account (quantities as strings)
# ---------------------------------------------------------------------------
_POOL_01 = {
    "exchange": "kraken",
    "account_id": "AA27 N84G 9QXZ",
    "base_currency": "USD",
    "as_of": "2025-11-04T08:00:00-05:00",
    "balances": [
        {"asset": "BTC", "quantity": "0.41820000", "price_usd": 104215.37, "value_usd": 43582.87,
         "change_24h_pct": -0.0312, "cost_basis_usd": 29870.0},
        {"asset": "ETH", "quantity": "6.2500", "price_usd": 3541.8, "value_usd": 22136.25,
         "change_24h_pct": -0.0488, "cost_basis_usd": 18900.0},
        {"asset": "SOL", "quantity": "85.000", "price_usd": 168.44, "value_usd": 14317.4,
         "change_24h_pct": -0.0651, "cost_basis_usd": 12110.5},
        {"asset": "LINK", "quantity": "310.5", "price_usd": 15.82, "value_usd": 4912.11,
         "change_24h_pct": 0.0114, "cost_basis_usd": 5580.0},
        {"asset": "USDC", "quantity": "6250.00", "price_usd": 0.9998, "value_usd": 6248.75,
         "change_24h_pct": 0.0, "cost_basis_usd": 6250.0},
    ],
    "totals": {"value_usd": 91197.38, "value_usd_24h_ago": 94678.23, "cost_basis_usd": 72710.5},
    "staking": [{"asset": "ETH", "staked_qty": "4.0000", "apr": 0.031, "rewards_30d": "0.01020"}],
    "open_orders": [{"txid": "OQCLML-BW3P3-BUCMWZ", "pair": "SOLUSD", "side": "buy",
                     "ordertype": "limit", "price": "155.00", "vol": "20.00000000",
                     "opentm": "2025-11-03T21:12:44Z", "status": "open"}],
}

_TEXT_01 = """## ☕ Morning portfolio check: Tue, Nov 4

Your Kraken account is worth **$91,197**, down **$3,481 (−3.7%)** from this time yesterday. It was a red morning across the majors: three of your five holdings fell, USDC held flat and LINK was the lone gainer.

| Asset | Price | Value | 24h | Share |
|---|---|---|---|---|
| BTC | $104,215 | $43,583 | −3.1% | 48% |
| ETH | $3,541.80 | $22,136 | −4.9% | 24% |
| SOL | $168.44 | $14,317 | −6.5% | 16% |
| USDC | $1.00 | $6,249 | 0.0% | 7% |
| LINK | $15.82 | $4,912 | +1.1% | 5% |

**What moved**
- **BTC** did most of the damage in dollar terms, about −$1,404, roughly 40% of the overnight drop.
- **SOL** was the weakest performer at −6.5%, costing you ~$997.
- **LINK** added about $55.

**Big picture:** you're still up **$18,487 (+25%)** on a cost basis of $72,711. LINK is the only position meaningfully under water, about $668 below what you paid.

**Orders & staking**
- Your limit buy for 20 SOL at $155 is still open; SOL would need to fall about 8% from here to fill.
- 4 ETH is staked at 3.1% APR, worth roughly $440 a year at today's price."""

# ---------------------------------------------------------------------------
# 02: price alert with CoinGecko-style market data and derivatives aggregates
# ---------------------------------------------------------------------------
_POOL_02 = {
    "alert": {"id": "alrt_8842", "asset": "BTC", "condition": "price_below",
              "threshold_usd": 80000, "triggered_at": "2025-04-07T02:14:37Z",
              "status": "triggered", "repeat": False},
    "market": {
        "id": "bitcoin", "symbol": "btc", "current_price": 77412, "high_24h": 84230,
        "low_24h": 74508, "price_change_24h": -6203.55, "price_change_percentage_24h": -7.42,
        "market_cap": 1537420993118, "total_volume": 96812450377,
        "ath": 109114, "ath_date": "2025-01-20T09:11:54.494Z", "ath_change_percentage": -29.05,
        "last_updated": "2025-04-07T03:02:11.402Z",
    },
    "derivatives": {
        "source": "aggregated", "funding_rate_8h": -0.000118,
        "open_interest_usd_b": 52.3, "open_interest_usd_b_24h_ago": 58.9,
        "liquidations_24h_usd_m": {"long": 612.4, "short": 58.7},
    },
    "peers": [
        {"symbol": "eth", "current_price": 1563.9, "price_change_percentage_24h": -13.91},
        {"symbol": "sol", "current_price": 103.27, "price_change_percentage_24h": -11.08},
    ],
}

_TEXT_02 = """## 🔔 BTC alert: price below $80,000

Your alert fired at **02:14 UTC on Apr 7**. Bitcoin is now trading at **$77,412**, down **7.4%** (−$6,204) over the past 24 hours.

**Snapshot**
- 24h range: $74,508 – $84,230, a swing of about $9,700
- Market cap: ~$1.54T · 24h volume: $96.8B
- About 29% below the all-time high of $109,114 set on Jan 20

**What's driving it**
- **Leverage is being flushed.** Roughly $671M of positions were liquidated in the last 24 hours, and 91% of that was longs ($612.4M).
- **Open interest** fell from $58.9B to $52.3B, an 11% drop: traders are closing positions rather than opening new ones.
- **Funding is negative** at −0.0118% per 8 hours, so shorts are now paying longs.
- **It's market-wide.** ETH is down 13.9% and SOL 11.1%, both falling harder than BTC.

**Your alert**
It was set not to repeat, so it's now switched off. If you want to keep tracking the slide, the 24h low of $74,508 is a natural next level to watch.

_Data as of 03:02 UTC._"""

# ---------------------------------------------------------------------------
# 03: weekly trading recap from Coinbase Advanced-style fills, ledger and balances
# ---------------------------------------------------------------------------
_POOL_03 = {
    "portfolio": "Coinbase Advanced – Default",
    "period": {"start": "2025-07-14T00:00:00Z", "end": "2025-07-20T23:59:59Z"},
    "fee_tier": {"pricing_tier": "Advanced 1", "maker_fee_rate": "0.004",
                 "taker_fee_rate": "0.006", "usd_volume_30d": "48210.55"},
    "fills": [
        {"trade_id": "f-2291", "product_id": "ETH-USD", "side": "BUY", "price": "2981.40",
         "size": "1.5", "commission": "17.89", "liquidity_indicator": "MAKER",
         "trade_time": "2025-07-14T13:05:22Z"},
        {"trade_id": "f-2307", "product_id": "SOL-USD", "side": "BUY", "price": "162.15",
         "size": "40", "commission": "38.92", "liquidity_indicator": "TAKER",
         "trade_time": "2025-07-15T18:41:09Z"},
        {"trade_id": "f-2355", "product_id": "ETH-USD", "side": "SELL", "price": "3418.77",
         "size": "1.0", "commission": "20.51", "liquidity_indicator": "TAKER",
         "trade_time": "2025-07-18T09:17:50Z"},
        {"trade_id": "f-2360", "product_id": "SOL-USD", "side": "SELL", "price": "178.90",
         "size": "20", "commission": "14.31", "liquidity_indicator": "MAKER",
         "trade_time": "2025-07-18T16:02:33Z"},
        {"trade_id": "f-2388", "product_id": "BTC-USD", "side": "BUY", "price": "118240.00",
         "size": "0.05", "commission": "35.47", "liquidity_indicator": "TAKER",
         "trade_time": "2025-07-19T22:48:05Z"},
    ],
    "ledger": [
        {"type": "DEPOSIT", "amount": "5000.00", "currency": "USD",
         "created_at": "2025-07-14T10:02:41Z", "method": "ACH"},
        {"type": "WITHDRAWAL", "amount": "-1200.00", "currency": "USD",
         "created_at": "2025-07-19T15:30:12Z", "method": "ACH"},
    ],
    "balance_history_usd": [
        {"date": "2025-07-13", "total": 18450.22},
        {"date": "2025-07-16", "total": 23380.10},
        {"date": "2025-07-18", "total": 24905.48},
        {"date": "2025-07-20", "total": 24111.65},
    ],
}

_TEXT_03 = """# Your trading week: Jul 14–20

**Balance:** $18,450 → **$24,112**, up $5,661 on the week. Most of that was your own money: a $5,000 deposit on Monday minus a $1,200 withdrawal on Saturday, $3,800 net. Strip that out and the account gained about **$1,861** from trading and price moves.

## Fills

| Date | Pair | Side | Size | Price | Fee |
|---|---|---|---|---|---|
| Jul 14 | ETH-USD | Buy | 1.5 ETH | $2,981.40 | $17.89 |
| Jul 15 | SOL-USD | Buy | 40 SOL | $162.15 | $38.92 |
| Jul 18 | ETH-USD | Sell | 1.0 ETH | $3,418.77 | $20.51 |
| Jul 18 | SOL-USD | Sell | 20 SOL | $178.90 | $14.31 |
| Jul 19 | BTC-USD | Buy | 0.05 BTC | $118,240.00 | $35.47 |

## Positions you closed
- **ETH:** sold 1 ETH at $3,418.77 against Monday's buy at $2,981.40, a gain of **$437.37** before fees.
- **SOL:** sold half of your 40 SOL at $178.90 vs $162.15, a gain of **$335.00** on 20 SOL.

Both sells landed on Friday, the day the account peaked at $24,905.

## Fees
You paid **$127.10** in fees across five fills. Three of them were taker fills at 0.6%, and those made up about 75% of the total. Had they been maker limit orders at 0.4%, you'd have saved roughly $32.

**Tip:** a limit order resting just inside the spread usually fills as maker."""

# ---------------------------------------------------------------------------
# 04: two-coin comparison from CoinGecko-style market data (fractions under *_percentage)
# ---------------------------------------------------------------------------
_POOL_04 = {
    "fetched_at": "2025-10-01T12:00:00Z",
    "vs_currency": "usd",
    "source": "coingecko /coins/{id} + staking and chain stats",
    "coins": [
        {"id": "ethereum", "symbol": "eth", "name": "Ethereum", "market_cap_rank": 2,
         "current_price": 4143.25, "market_cap_usd_b": 500.2,
         "fully_diluted_valuation_usd_b": 500.2, "total_volume_usd_b": 31.4,
         "circulating_supply": 120700000, "max_supply": None,
         "price_change_percentage_7d": 0.0521, "price_change_percentage_30d": -0.0318,
         "price_change_percentage_1y": 0.6284, "ath": 4946.05, "ath_date": "2025-08-24",
         "staking_yield": 0.0289, "avg_tx_fee_usd": 0.41, "tps_30d_avg": 17.3},
        {"id": "solana", "symbol": "sol", "name": "Solana", "market_cap_rank": 6,
         "current_price": 221.87, "market_cap_usd_b": 120.6,
         "fully_diluted_valuation_usd_b": 135.1, "total_volume_usd_b": 7.9,
         "circulating_supply": 543400000, "max_supply": None,
         "price_change_percentage_7d": 0.0874, "price_change_percentage_30d": 0.0412,
         "price_change_percentage_1y": 0.4017, "ath": 293.31, "ath_date": "2025-01-19",
         "staking_yield": 0.0712, "avg_tx_fee_usd": 0.0031, "tps_30d_avg": 1043},
    ],
}

_TEXT_04 = """## ETH vs SOL, side by side (as of Oct 1)

| | Ethereum (ETH) | Solana (SOL) |
|---|---|---|
| Price | $4,143.25 | $221.87 |
| Market cap | $500.2B (#2) | $120.6B (#6) |
| 24h volume | $31.4B | $7.9B |
| 7-day change | +5.2% | +8.7% |
| 30-day change | −3.2% | +4.1% |
| 1-year change | +62.8% | +40.2% |
| All-time high | $4,946.05 (Aug 24) | $293.31 (Jan 19) |
| Below ATH | −16.2% | −24.4% |
| Staking yield | ~2.9% | ~7.1% |
| Avg. transaction fee | $0.41 | $0.0031 |

### How they differ
- **Size:** ETH is about 4.1× larger by market cap. Both trade a similar slice of their value each day (volume is ~6.3% of market cap for ETH, ~6.6% for SOL), so liquidity is deep on both.
- **Momentum:** SOL has the stronger short-term trend, up over both the week and the month, while ETH is slightly down over the month. Over a full year, though, ETH has gained more (+62.8% vs +40.2%).
- **Distance from the top:** ETH set its high only in late August and sits about 16% below it; SOL is roughly a quarter under its January peak.
- **Supply:** SOL's fully diluted valuation ($135.1B) is about 12% above its market cap, so more tokens are still to enter circulation. For ETH they're identical.
- **Yield and cost:** staking pays roughly 2.5× as much on SOL, and a SOL transaction costs a fraction of a cent versus about 41 cents on Ethereum.

### Bottom line
ETH is the bigger, more established asset with the better 1-year record; SOL offers higher staking income and stronger recent momentum, but from a deeper drawdown. Plenty of people hold both rather than choosing, and the right mix depends on your risk tolerance and time horizon."""


CASES = [
    dict(
        id="n2-crypto_markets-01",
        pool=_POOL_01,
        text=_TEXT_01,
        copied=[
            ("Nov 4", None, "as_of"),
            ("$91,197", None, "totals.value_usd"),
            ("$104,215", None, "balances[0].price_usd"),
            ("$43,583", None, "balances[0].value_usd"),
            ("−3.1%", None, "balances[0].change_24h_pct"),
            ("$3,541.80", None, "balances[1].price_usd"),
            ("$22,136", None, "balances[1].value_usd"),
            ("−4.9%", None, "balances[1].change_24h_pct"),
            ("$168.44", None, "balances[2].price_usd"),
            ("$14,317", None, "balances[2].value_usd"),
            ("−6.5%", "| −6.5% |", "balances[2].change_24h_pct"),
            ("$1.00", None, "balances[4].price_usd"),
            ("$6,249", None, "balances[4].value_usd"),
            ("0.0%", None, "balances[4].change_24h_pct"),
            ("$15.82", None, "balances[3].price_usd"),
            ("$4,912", None, "balances[3].value_usd"),
            ("+1.1%", None, "balances[3].change_24h_pct"),
            ("−6.5%", "at −6.5%", "balances[2].change_24h_pct"),
            ("$72,711", None, "totals.cost_basis_usd"),
            ("20 SOL", None, "open_orders[0].vol"),
            ("$155", None, "open_orders[0].price"),
            ("4 ETH", None, "staking[0].staked_qty"),
            ("3.1%", "3.1% APR", "staking[0].apr"),
        ],
        derived=[
            ("$3,481", None, "difference",
             "totals.value_usd (91,197.38) - totals.value_usd_24h_ago (94,678.23) = -3,480.85"),
            ("−3.7%", None, "percent_change",
             "totals.value_usd (91,197.38) / totals.value_usd_24h_ago (94,678.23) - 1 = -3.68%"),
            ("three", None, "count", "balances with change_24h_pct < 0 (BTC, ETH, SOL) = 3"),
            ("five", None, "count", "len(balances) = 5"),
            ("48%", None, "share", "balances[0].value_usd (43,582.87) / totals.value_usd (91,197.38) = 47.8%"),
            ("24%", None, "share", "balances[1].value_usd (22,136.25) / totals.value_usd (91,197.38) = 24.3%"),
            ("16%", None, "share", "balances[2].value_usd (14,317.40) / totals.value_usd (91,197.38) = 15.7%"),
            ("7%", "| 7% |", "share", "balances[4].value_usd (6,248.75) / totals.value_usd (91,197.38) = 6.9%"),
            ("5%", "| 5% |", "share", "balances[3].value_usd (4,912.11) / totals.value_usd (91,197.38) = 5.4%"),
            ("−$1,404", None, "difference",
             "balances[0].value_usd (43,582.87) - 43,582.87 / (1 + balances[0].change_24h_pct -0.0312) = -1,403.58"),
            ("40%", None, "share", "BTC drop (1,403.58) / total drop (3,480.85) = 40.3%"),
            ("~$997", None, "difference",
             "balances[2].value_usd (14,317.40) - 14,317.40 / (1 + balances[2].change_24h_pct -0.0651) = -996.97"),
            ("$55", None, "difference",
             "balances[3].value_usd (4,912.11) - 4,912.11 / (1 + balances[3].change_24h_pct 0.0114) = +55.37"),
            ("$18,487", None, "difference",
             "totals.value_usd (91,197.38) - totals.cost_basis_usd (72,710.50) = 18,486.88"),
            ("+25%", None, "percent_change",
             "totals.value_usd (91,197.38) / totals.cost_basis_usd (72,710.50) - 1 = 25.4%"),
            ("$668", None, "difference",
             "balances[3].value_usd (4,912.11) - balances[3].cost_basis_usd (5,580) = -667.89"),
            ("8%", None, "percent_change",
             "open_orders[0].price (155) / balances[2].price_usd (168.44) - 1 = -7.98%"),
            ("$440", None, "other",
             "staking[0].staked_qty (4) x balances[1].price_usd (3,541.80) x staking[0].apr (0.031) = 439.18 per year"),
        ],
        note="Morning digest of an exchange account: total value and 24h change, holdings "
             "table with shares, dollar moves per asset, unrealized P&L, open order, staking.",
    ),
    dict(
        id="n2-crypto_markets-02",
        pool=_POOL_02,
        text=_TEXT_02,
        copied=[
            ("$80,000", None, "alert.threshold_usd"),
            ("02:14 UTC", None, "alert.triggered_at"),
            ("Apr 7", None, "alert.triggered_at"),
            ("$77,412", None, "market.current_price"),
            ("7.4%", None, "market.price_change_percentage_24h"),
            ("−$6,204", None, "market.price_change_24h"),
            ("$74,508", "range: $74,508", "market.low_24h"),
            ("$84,230", None, "market.high_24h"),
            ("~$1.54T", None, "market.market_cap"),
            ("$96.8B", None, "market.total_volume"),
            ("29%", None, "market.ath_change_percentage"),
            ("$109,114", None, "market.ath"),
            ("Jan 20", None, "market.ath_date"),
            ("$612.4M", None, "derivatives.liquidations_24h_usd_m.long"),
            ("$58.9B", None, "derivatives.open_interest_usd_b_24h_ago"),
            ("$52.3B", None, "derivatives.open_interest_usd_b"),
            ("−0.0118%", None, "derivatives.funding_rate_8h"),
            ("13.9%", None, "peers[0].price_change_percentage_24h"),
            ("11.1%", None, "peers[1].price_change_percentage_24h"),
            ("$74,508", "low of $74,508", "market.low_24h"),
            ("03:02 UTC", None, "market.last_updated"),
        ],
        derived=[
            ("$9,700", None, "difference",
             "market.high_24h (84,230) - market.low_24h (74,508) = 9,722 -> about $9,700"),
            ("$671M", None, "sum",
             "derivatives.liquidations_24h_usd_m.long (612.4) + .short (58.7) = 671.1"),
            ("91%", None, "share", "long liquidations (612.4) / total (671.1) = 91.3%"),
            ("11%", None, "percent_change",
             "derivatives.open_interest_usd_b (52.3) / open_interest_usd_b_24h_ago (58.9) - 1 = -11.2%"),
        ],
        note="Price alert that fired: price and 24h change, range, distance from ATH, "
             "liquidations, open interest and funding, peer coins.",
    ),
    dict(
        id="n2-crypto_markets-03",
        pool=_POOL_03,
        text=_TEXT_03,
        copied=[
            ("Jul 14", "Jul 14–20", "period.start"),
            ("20", "Jul 14–20", "period.end"),
            ("$18,450", None, "balance_history_usd[0].total"),
            ("$24,112", None, "balance_history_usd[3].total"),
            ("$5,000", None, "ledger[0].amount"),
            ("$1,200", None, "ledger[1].amount"),
            ("Jul 14", "| Jul 14 |", "fills[0].trade_time"),
            ("1.5 ETH", None, "fills[0].size"),
            ("$2,981.40", "| $2,981.40 |", "fills[0].price"),
            ("$17.89", None, "fills[0].commission"),
            ("Jul 15", None, "fills[1].trade_time"),
            ("40 SOL", "| 40 SOL |", "fills[1].size"),
            ("$162.15", "| $162.15 |", "fills[1].price"),
            ("$38.92", None, "fills[1].commission"),
            ("Jul 18", "| Jul 18 | ETH-USD", "fills[2].trade_time"),
            ("1.0 ETH", None, "fills[2].size"),
            ("$3,418.77", "| $3,418.77 |", "fills[2].price"),
            ("$20.51", None, "fills[2].commission"),
            ("Jul 18", "| Jul 18 | SOL-USD", "fills[3].trade_time"),
            ("20 SOL", "| 20 SOL |", "fills[3].size"),
            ("$178.90", "| $178.90 |", "fills[3].price"),
            ("$14.31", None, "fills[3].commission"),
            ("Jul 19", None, "fills[4].trade_time"),
            ("0.05 BTC", None, "fills[4].size"),
            ("$118,240.00", None, "fills[4].price"),
            ("$35.47", None, "fills[4].commission"),
            ("1 ETH", "sold 1 ETH", "fills[2].size"),
            ("$3,418.77", "at $3,418.77 against", "fills[2].price"),
            ("$2,981.40", "buy at $2,981.40", "fills[0].price"),
            ("40 SOL", "your 40 SOL", "fills[1].size"),
            ("$178.90", "at $178.90 vs", "fills[3].price"),
            ("$162.15", "vs $162.15", "fills[1].price"),
            ("20 SOL", "on 20 SOL", "fills[3].size"),
            ("$24,905", None, "balance_history_usd[2].total"),
            ("0.6%", None, "fee_tier.taker_fee_rate"),
            ("0.4%", None, "fee_tier.maker_fee_rate"),
        ],
        derived=[
            ("$5,661", None, "difference",
             "balance_history_usd[3].total (24,111.65) - balance_history_usd[0].total (18,450.22) = 5,661.43"),
            ("$3,800", None, "sum", "ledger[0].amount (5,000) + ledger[1].amount (-1,200) = 3,800"),
            ("$1,861", None, "other", "balance change (5,661.43) - net deposits (3,800) = 1,861.43"),
            ("$437.37", None, "other",
             "(fills[2].price 3,418.77 - fills[0].price 2,981.40) x fills[2].size (1.0) = 437.37"),
            ("half", None, "ratio", "fills[3].size (20) / fills[1].size (40) = 0.5"),
            ("$335.00", None, "other",
             "(fills[3].price 178.90 - fills[1].price 162.15) x fills[3].size (20) = 335.00"),
            ("$127.10", None, "sum", "sum of fills[0..4].commission = 127.10"),
            ("five", None, "count", "len(fills) = 5"),
            ("Three", None, "count", "fills with liquidity_indicator TAKER = 3"),
            ("75%", None, "share",
             "taker commissions (38.92 + 20.51 + 35.47 = 94.90) / 127.10 = 74.7%"),
            ("$32", None, "other",
             "taker notional (6,486 + 3,418.77 + 5,912 = 15,816.77) x (0.006 - 0.004) = 31.63"),
        ],
        note="Weekly trading recap: balance change split into net deposits and market gain, "
             "fills table, gains on closed trades, fee breakdown by maker/taker.",
    ),
    dict(
        id="n2-crypto_markets-04",
        pool=_POOL_04,
        text=_TEXT_04,
        copied=[
            ("Oct 1", None, "fetched_at"),
            ("$4,143.25", None, "coins[0].current_price"),
            ("$221.87", None, "coins[1].current_price"),
            ("$500.2B", None, "coins[0].market_cap_usd_b"),
            ("#2", None, "coins[0].market_cap_rank"),
            ("$120.6B", None, "coins[1].market_cap_usd_b"),
            ("#6", None, "coins[1].market_cap_rank"),
            ("$31.4B", None, "coins[0].total_volume_usd_b"),
            ("$7.9B", None, "coins[1].total_volume_usd_b"),
            ("+5.2%", None, "coins[0].price_change_percentage_7d"),
            ("+8.7%", None, "coins[1].price_change_percentage_7d"),
            ("−3.2%", None, "coins[0].price_change_percentage_30d"),
            ("+4.1%", None, "coins[1].price_change_percentage_30d"),
            ("+62.8%", "| +62.8% |", "coins[0].price_change_percentage_1y"),
            ("+40.2%", "| +40.2% |", "coins[1].price_change_percentage_1y"),
            ("$4,946.05", None, "coins[0].ath"),
            ("Aug 24", None, "coins[0].ath_date"),
            ("$293.31", None, "coins[1].ath"),
            ("Jan 19", None, "coins[1].ath_date"),
            ("~2.9%", None, "coins[0].staking_yield"),
            ("~7.1%", None, "coins[1].staking_yield"),
            ("$0.41", None, "coins[0].avg_tx_fee_usd"),
            ("$0.0031", None, "coins[1].avg_tx_fee_usd"),
            ("+62.8%", "(+62.8% vs", "coins[0].price_change_percentage_1y"),
            ("+40.2%", "vs +40.2%)", "coins[1].price_change_percentage_1y"),
            ("$135.1B", None, "coins[1].fully_diluted_valuation_usd_b"),
        ],
        derived=[
            ("−16.2%", None, "percent_change",
             "coins[0].current_price (4,143.25) / coins[0].ath (4,946.05) - 1 = -16.2%"),
            ("−24.4%", None, "percent_change",
             "coins[1].current_price (221.87) / coins[1].ath (293.31) - 1 = -24.4%"),
            ("4.1×", None, "ratio",
             "coins[0].market_cap_usd_b (500.2) / coins[1].market_cap_usd_b (120.6) = 4.15"),
            ("~6.3%", None, "ratio",
             "coins[0].total_volume_usd_b (31.4) / coins[0].market_cap_usd_b (500.2) = 6.3%"),
            ("~6.6%", None, "ratio",
             "coins[1].total_volume_usd_b (7.9) / coins[1].market_cap_usd_b (120.6) = 6.6%"),
            ("16%", "about 16% below", "percent_change",
             "coins[0].current_price (4,143.25) / coins[0].ath (4,946.05) - 1 = -16.2%"),
            ("quarter", None, "percent_change",
             "coins[1].current_price (221.87) / coins[1].ath (293.31) - 1 = -24.4% -> roughly a quarter"),
            ("12%", None, "percent_change",
             "coins[1].fully_diluted_valuation_usd_b (135.1) / coins[1].market_cap_usd_b (120.6) - 1 = 12.0%"),
            ("2.5×", None, "ratio",
             "coins[1].staking_yield (0.0712) / coins[0].staking_yield (0.0289) = 2.46"),
            ("41 cents", None, "conversion", "coins[0].avg_tx_fee_usd ($0.41) = 41 cents"),
        ],
        note="Side-by-side comparison of two coins from market data: price, size, momentum "
             "(fractions under percentage keys), drawdown from ATH, FDV, staking yield, fees.",
    ),
]

FLAWS = {
    "n2-crypto_markets-01": [
        ("three of your five holdings fell", "four of your five holdings fell", "four",
         "wrong value", "only BTC, ETH and SOL fell (three); USDC was flat and LINK rose"),
        ("| −6.5% | 16% |", "| −4.9% | 16% |", "−4.9%", "neighbour value",
         "ETH's 24h change given for SOL (−6.5%)", "balances[1].change_24h_pct"),
        ("| +1.1% |", "| −1.1% |", "−1.1%", "direction flip",
         "LINK rose 1.14% in 24h; written as a fall"),
    ],
    "n2-crypto_markets-02": [
        ("fired at **02:14 UTC", "fired at **03:02 UTC", "03:02 UTC", "wrong time",
         "alert triggered at 02:14; 03:02 is the market data's last_updated time"),
        ("down **7.4%**", "down **7.5%**", "7.5%", "near-miss rounding",
         "24h change is -7.42%, which rounds to 7.4%"),
        ("~$1.54T", "~$1.54B", "~$1.54B", "unit confusion",
         "market cap is 1.54 trillion, written as billions"),
    ],
    "n2-crypto_markets-03": [
        ("$18,450 → **$24,112**", "$18,450 → **$24,905**", "$24,905", "stale value",
         "Jul 18 balance given as the end-of-week balance ($24,112)",
         "balance_history_usd[2].total"),
        ("| Jul 19 | BTC-USD", "| Jul 20 | BTC-USD", "Jul 20", "wrong date",
         "BTC buy filled on Jul 19 (22:48 UTC)"),
        ("**$437.37**", "**$473.37**", "$473.37", "transposed digits",
         "ETH gain is 437.37"),
    ],
    "n2-crypto_markets-04": [
        ("| +8.7% |", "| +8.8% |", "+8.8%", "near-miss rounding",
         "SOL 7-day change 0.0874 = 8.74%, rounded up to 8.8% instead of 8.7%"),
        ("sits about 16% below it", "sits about 20% below it", "20%", "wrong value",
         "ETH is 16.2% below its ATH"),
    ],
}
