"""Tabular exports read as records (SPEC §3): GA4, BigQuery, pandas split, a
header row, CSV; each shape and the look-alikes that are not one."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest
from inprocess import run_main

from numground import Verdict, check
from numground.data.pool import Pool, PoolEntry, PoolError, load_data
from numground.data.tabular import number_of, read_csv, records_of


def by_path(pool: Pool) -> dict[str, PoolEntry]:
    return {e.path: e for e in pool.entries if e.scaled == 0}


GA4 = {
    "dimensionHeaders": [{"name": "sessionDefaultChannelGroup"}],
    "metricHeaders": [{"name": "sessions", "type": "TYPE_INTEGER"},
                      {"name": "averageSessionDuration", "type": "TYPE_SECONDS"},
                      {"name": "purchaseRevenue", "type": "TYPE_CURRENCY"}],
    "rows": [{"dimensionValues": [{"value": "Organic Search"}],
              "metricValues": [{"value": "3410"}, {"value": "142.7"}, {"value": "5230"}]},
             {"dimensionValues": [{"value": "Paid Search"}],
              "metricValues": [{"value": "1204"}, {"value": "98.35"}, {"value": "4105.2"}]}],
    "totals": [{"dimensionValues": [{"value": "RESERVED_TOTAL"}],
                "metricValues": [{"value": "4614"}, {"value": "130.1"}, {"value": "9335.2"}]}],
    "rowCount": 2,
    "metadata": {"currencyCode": "USD", "timeZone": "America/New_York"},
    "propertyQuota": {"tokensPerDay": {"consumed": 11, "remaining": 199989}},
    "kind": "analyticsData#runReport",
}


def test_ga4_values_are_the_fields_their_headers_name_in_their_rows_records() -> None:
    pool = Pool.from_data(GA4)
    entries = by_path(pool)
    assert entries["rows[1].sessions"] == PoolEntry("rows[1].sessions", Decimal(1204), None)
    assert entries["rows[1].averageSessionDuration"].unit == "s"  # TYPE_SECONDS
    assert entries["rows[0].purchaseRevenue"].unit == "USD"  # TYPE_CURRENCY, metadata
    assert ("rows[1].sessionDefaultChannelGroup", "Paid Search") in pool.texts
    assert ("totals[0].sessionDefaultChannelGroup", "Total") in pool.texts
    assert entries["totals[0].sessions"].value == 4614
    # the headers, the response's kind and the property's quota are no data
    assert not any(e.path.startswith(("metricHeaders", "propertyQuota")) for e in pool.entries)
    assert not any(path in ("kind",) or "Headers" in path for path, _ in pool.texts)


def test_ga4_money_is_never_read_in_minor_units() -> None:
    # an integer beside a currency reads as cents too (Stripe); GA4's never is
    readings = [e for e in Pool.from_data(GA4).entries if e.path == "rows[0].purchaseRevenue"]
    assert [(e.value, e.scaled) for e in readings] == [(Decimal(5230), 0)]


def test_ga4_as_written_is_no_record() -> None:
    # the shape as it stands put values at paths no word names
    raw = Pool.from_data({"rows": GA4["rows"]})
    assert "rows[0].metricValues[0].value" in {e.path for e in raw.entries}


def test_a_date_dimension_is_the_rows_day_not_a_number() -> None:
    report = {"dimensionHeaders": [{"name": "date"}, {"name": "yearMonth"}],
              "metricHeaders": [{"name": "sessions"}],
              "rows": [{"dimensionValues": [{"value": "20250301"}, {"value": "202503"}],
                        "metricValues": [{"value": "790"}]}]}
    pool = Pool.from_data(report)
    assert [e.path for e in pool.entries] == ["rows.length", "rows[0].sessions"]
    assert ("rows[0].date", "2025-03-01") in pool.texts
    assert ("rows[0].yearMonth", "2025-03") in pool.texts
    assert ("rows[0].date", (3, 1, 2025), None) in pool.moments
    found = check("On March 1 there were 790 sessions.", pool)
    assert [f.verdict for f in found.findings] == [Verdict.GROUNDED, Verdict.GROUNDED]


def test_a_missing_dimension_value_does_not_shift_the_metrics() -> None:
    report = {"dimensionHeaders": [{"name": "country"}], "metricHeaders": [{"name": "users"}],
              "rows": [{"dimensionValues": [], "metricValues": [{"value": "12"}]}]}
    assert by_path(Pool.from_data(report))["rows[0].users"].value == 12


BIGQUERY = {
    "kind": "bigquery#queryResponse",
    "schema": {"fields": [
        {"name": "region", "type": "STRING", "mode": "NULLABLE"},
        {"name": "orders", "type": "INTEGER", "mode": "NULLABLE"},
        {"name": "revenue", "type": "NUMERIC", "mode": "NULLABLE"},
        {"name": "refunded", "type": "BOOLEAN", "mode": "NULLABLE"},
        {"name": "last_order_at", "type": "TIMESTAMP", "mode": "NULLABLE"},
        {"name": "basket", "type": "INTEGER", "mode": "REPEATED"},
        {"name": "top", "type": "RECORD", "mode": "NULLABLE",
         "fields": [{"name": "sku", "type": "STRING"}, {"name": "units", "type": "INT64"}]},
    ]},
    "rows": [{"f": [{"v": "West"}, {"v": "1288"}, {"v": "96410.50"}, {"v": "false"},
                    {"v": "1.7409024E9"}, {"v": [{"v": "3"}, {"v": "5"}]},
                    {"v": {"f": [{"v": "PW-20-BLK"}, {"v": "44"}]}}]}],
    "totalRows": "1",
    "jobReference": {"projectId": "shop-1234", "jobId": "job_8812"},
    "jobComplete": True,
    "totalBytesProcessed": "52428800",
}


def test_bigquery_cells_are_read_by_their_schema() -> None:
    pool = Pool.from_data(BIGQUERY)
    entries = by_path(pool)
    assert entries["rows[0].orders"].value == 1288
    assert entries["rows[0].revenue"].value == Decimal("96410.50")
    assert entries["rows[0].basket[1]"].value == 5
    assert entries["rows[0].top.units"].value == 44
    assert ("rows[0].region", "West") in pool.texts
    # a TIMESTAMP (epoch seconds) is an instant in UTC, not a number
    assert ("rows[0].last_order_at", (3, 2, 2025), (8, 0)) in pool.moments
    assert "rows[0].last_order_at" not in entries
    assert "rows[0].refunded" not in entries  # a bool is no number
    # the schema and the job's envelope are no data
    assert not any(e.path.startswith(("schema", "jobReference", "totalBytes"))
                   for e in pool.entries)


def test_pandas_split_labels_each_row_by_its_index() -> None:
    frame = {"columns": ["units_sold", "return_rate"], "index": ["Trail Runner", "Road Racer"],
             "data": [[420, 0.0405], [388, 0.0799]]}
    pool = Pool.from_data(frame)
    assert by_path(pool)["data[1].units_sold"].value == 388
    assert ("data[1].index", "Road Racer") in pool.texts


def test_a_pandas_index_that_counts_rows_labels_nothing_and_one_of_epochs_is_days() -> None:
    counted = Pool.from_data({"columns": ["a"], "index": [0, 1], "data": [[5], [6]]})
    assert counted.texts == ()
    dated = Pool.from_data({"columns": ["a"], "index": [1740787200000], "data": [[5]]})
    assert dated.texts == (("data[0].index", "2025-03-01"),)


HEADER_ROWS = [["Warehouse", "On hand", "Backorders"], ["Leeds", "1240", "12"],
               ["Bristol", "860", ""], ["Glasgow", "0415"]]


def test_a_header_row_names_the_columns_of_the_rows_below() -> None:
    pool = Pool.from_data({"stock": HEADER_ROWS})
    entries = by_path(pool)
    assert entries["stock[1].On hand"].value == 860
    assert "stock[1].Backorders" not in entries  # an empty cell is no value
    assert ("stock[2].On hand", "0415") in pool.texts  # a leading zero: a code, not 415
    assert entries["stock.length"].value == 3  # the header is no row


@pytest.mark.parametrize("rows", [
    [[1, 2], [3, 4]],  # a header is words
    [["a", "b"], ["c", "d"]],  # no number below it
    [["a", "b"], [1, 2, 3]],  # a row longer than the header
    [["a", "2024"], [1, 2]],  # a header cell that is a number
    [["a", "b"]],  # a header alone
    [["a", "b"], [1, 2], "x"],  # not only rows
])
def test_lists_that_are_no_header_table_stay_as_they_are(rows: list) -> None:
    assert records_of(rows) is None


def test_sheets_values_drop_the_major_dimension() -> None:
    sheet = {"range": "Inventory!A1:C4", "majorDimension": "ROWS", "values": HEADER_ROWS}
    pool = Pool.from_data(sheet)
    assert by_path(pool)["values[0].On hand"].value == 1240
    assert ("majorDimension", "ROWS") not in pool.texts
    padded = [row + [""] * (3 - len(row)) for row in HEADER_ROWS]
    by_columns = [list(c) for c in zip(*padded, strict=True)]
    columns = {**sheet, "majorDimension": "COLUMNS", "values": by_columns}
    assert by_path(Pool.from_data(columns))["values[0].On hand"].value == 1240


@pytest.mark.parametrize(("text", "value"), [
    ("3410", 3410), ("-12", -12), ("0.4712", Decimal("0.4712")), ("0", 0),
    ("1.7409024E9", Decimal("1.7409024E9")), ("007", None), ("1,240", None), ("$12", None),
    ("12%", None), ("", None), ("1.", None), (".5", None),
])
def test_numbers_written_as_strings(text: str, value: object) -> None:
    assert number_of(text) == value


def test_csv_is_a_header_line_then_rows() -> None:
    text = ('channel,sessions,note\r\nPaid Search,1204,"up 4%, after ""spring"" sale"\r\n'
            '\r\nDirect,982,"two\nlines"\n')
    data = read_csv(text)
    assert data == {"rows": [
        {"channel": "Paid Search", "sessions": 1204, "note": 'up 4%, after "spring" sale'},
        {"channel": "Direct", "sessions": 982, "note": "two\nlines"}]}
    assert read_csv("a;b\n1;2\n") == {"rows": [{"a": 1, "b": 2}]}
    assert read_csv("a\tb\n1\t2\n", tab=True) == {"rows": [{"a": 1, "b": 2}]}


@pytest.mark.parametrize(("text", "where"), [
    ('a,b\n1,"2\n', "2:3: unclosed quote"),
    ("a,b\n1,2\n3,4,5\n", "3:5: a row of 3 cells; the header has 2"),
    ('a,b\n1,2"x\n', "2:4: a quote inside an unquoted cell"),
    ('a,b\n"1"x,2\n', "2:4: text after a quoted cell's closing quote"),
    ("\n\n", " empty"),
])
def test_a_bad_csv_names_its_line_and_column(text: str, where: str) -> None:
    with pytest.raises(PoolError) as e:
        load_data(text, name="data.csv")
    assert str(e.value).startswith(f"data.csv:{where}")
    assert "\n" not in str(e.value)


def test_the_loader_chooses_by_extension_then_content(tmp_path: Path) -> None:
    (tmp_path / "a.csv").write_text("x,y\n1,2\n", encoding="utf-8")
    (tmp_path / "b.txt").write_text("x,y\n1,2\n", encoding="utf-8")
    (tmp_path / "c.json").write_text('{"x": 1}', encoding="utf-8")
    (tmp_path / "d.tsv").write_text("x\ty\n1\t2\n", encoding="utf-8")
    for name in ("a.csv", "b.txt", "d.tsv"):
        assert by_path(Pool.from_file(tmp_path / name))["rows[0].y"].value == 2
    assert by_path(Pool.from_file(tmp_path / "c.json"))["x"].value == 1
    with pytest.raises(PoolError, match=r"c.json:1:2: invalid JSON"):
        load_data("{oops", name="c.json")  # JSON-looking text keeps its JSON error
    with pytest.raises(PoolError, match=r"x.json:1:1: invalid JSON"):
        load_data("plain words", name="x.json")


def test_cli_reads_a_csv_pool_and_refuses_a_bad_one(tmp_path: Path) -> None:
    pool = tmp_path / "ga4.csv"
    pool.write_text("channel,sessions,conversions,engagementRate,revenue\n"
                    "Organic Search,3410,57,0.6123,5230.5\nPaid Search,1204,48,0.4712,4105.2\n"
                    "Direct,982,21,0.5531,1760\n", encoding="utf-8")
    brief = tmp_path / "brief.md"
    brief.write_text("Direct drove 21 conversions from 982 sessions.\n", encoding="utf-8")
    done = run_main(["check", str(brief), "--pool", str(pool)])
    assert done.returncode == 0, done.stdout + done.stderr
    brief.write_text("Direct drove 57 conversions.\n", encoding="utf-8")
    done = run_main(["check", str(brief), "--pool", str(pool), "--format", "json"])
    assert done.returncode == 1
    assert '"misattributed"' in done.stdout
    pool.write_text("channel,sessions\nDirect,982,21\n", encoding="utf-8")
    done = run_main(["check", str(brief), "--pool", str(pool)])
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"numground: {pool}:2:12: a row of 3 cells; the header has 2\n"


# --- --pool-hints --------------------------------------------------------------------------
ROOMS = "room,reading\nKitchen,21.5\nLoft,17.0\n"
HINTS = '{"rows[*].reading": {"unit": "°C"}}'


def test_pool_hints_on_check_say_what_keys_cannot(tmp_path: Path) -> None:
    pool, brief, hints = tmp_path / "rooms.csv", tmp_path / "brief.md", tmp_path / "hints.json"
    pool.write_text(ROOMS, encoding="utf-8")
    brief.write_text("The kitchen is at 70.7°F.\n", encoding="utf-8")  # 21.5 °C
    hints.write_text(HINTS, encoding="utf-8")
    assert run_main(["check", str(brief), "--pool", str(pool)]).returncode == 1
    done = run_main(["check", str(brief), "--pool", str(pool), "--pool-hints", str(hints)])
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize(("hints", "message"), [
    ('{"rows[*].reading": {"unti": "°C"}}', ": 'rows[*].reading': unknown hint 'unti'"),
    ('{"x": ', ":1:7: invalid JSON"),
    ('["x"]', ": hints must be an object of path globs"),
    (None, ": cannot read"),
])
def test_a_bad_hints_file_is_one_line_naming_it(tmp_path: Path, hints: str | None,
                                                 message: str) -> None:
    pool, brief, path = tmp_path / "rooms.csv", tmp_path / "brief.md", tmp_path / "h.json"
    pool.write_text(ROOMS, encoding="utf-8")
    brief.write_text("The kitchen is at 70.7°F.\n", encoding="utf-8")
    if hints is not None:
        path.write_text(hints, encoding="utf-8")
    records = tmp_path / "records.jsonl"
    records.write_text('{"id": "a", "text": "At 70.7°F.", "pool_ref": "rooms.csv"}\n',
                       encoding="utf-8")
    for argv in (["check", str(brief), "--pool", str(pool)], ["audit", str(records)]):
        done = run_main([*argv, "--pool-hints", str(path)])
        assert done.returncode == 2 and done.stdout == ""
        assert done.stderr.startswith(f"numground: {path}{message}"), done.stderr
        assert done.stderr.count("\n") == 1


def test_pool_hints_on_audit_reach_inline_and_shared_pools(tmp_path: Path) -> None:
    (tmp_path / "rooms.csv").write_text(ROOMS, encoding="utf-8")
    records = tmp_path / "records.jsonl"
    records.write_text(
        '{"id": "ref", "text": "The kitchen is at 70.7°F.", "pool_ref": "rooms.csv"}\n'
        '{"id": "own", "text": "The kitchen is at 70.7°F.", '
        '"pool": {"rows": [{"room": "Kitchen", "reading": 21.5}]}}\n', encoding="utf-8")
    hints = tmp_path / "hints.json"
    hints.write_text(HINTS, encoding="utf-8")
    assert run_main(["audit", str(records)]).returncode == 1
    done = run_main(["audit", str(records), "--pool-hints", str(hints)])
    assert done.returncode == 0, done.stdout + done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert [r["inventions"] for r in results if "line" in r] == [0, 0]


def test_a_bigquery_schema_nested_beyond_reason_is_walked_as_it_stands() -> None:
    inner: dict = {"name": "x", "type": "INTEGER"}
    cell: dict = {"v": "1"}
    for _ in range(5000):  # far beyond the C stack, were it read recursively
        inner = {"name": "r", "type": "RECORD", "fields": [inner]}
        cell = {"v": {"f": [cell]}}
    pool = Pool.from_data({"schema": {"fields": [inner]}, "rows": [{"f": [cell]}]})
    assert pool.entries[-1].value == 1
