"""Tabular exports: a header and positional rows, read as records (SPEC §3).

Many systems export a table as names in one place and values by position in
another. Read as they stand, their values sit at paths no word names
(``rows[1].metricValues[1].value``): nothing binds, no column sums. Each
shape below is rewritten into ordinary records before the pool walks it, so
that a value is the field its header names, in the record of its row
(``rows[1].conversions``), beside the row's labels (``"Paid Search"``):

- the GA4 Data API: ``dimensionHeaders``/``metricHeaders`` and
  ``rows[].dimensionValues[i].value``/``rows[].metricValues[i].value`` (also
  ``totals``, ``maximums``, ``minimums``), numbers as strings;
- BigQuery's ``jobs.query``: ``schema.fields[].name`` and ``rows[].f[i].v``,
  numbers as strings, timestamps as epoch seconds (``"1.7409024E9"``);
- pandas' ``orient="split"``: ``columns``, ``index`` and ``data``;
- a list of lists whose first row is a header (a CSV read as rows; the
  Google Sheets API's ``values``, by ``majorDimension`` rows or columns);
- a CSV file (``read_csv``), which is the list of lists above.

Decided where SPEC §3 is silent:

- A number written as a string in these exports is a number (``"3410"`` ->
  3410, ``"0.4712"`` exactly); a string with a leading zero (``"007"``) or
  anything around the digits stays a string (a code, or a quantity the
  tokenizer reads: ``"$1,240.00"``).
- A date-like row label (GA4's ``date`` dimension, ``"20250301"``) becomes an
  ISO date (``"2025-03-01"``), a date label of its row, not a number;
  ``yearMonth`` (``"202503"``) a month (``"2025-03"``).
- The header's types say units where the key cannot: GA4's ``TYPE_SECONDS``,
  ``TYPE_MILLISECONDS``, ``TYPE_MINUTES``, ``TYPE_HOURS``, ``TYPE_FEET``,
  ``TYPE_MILES``, ``TYPE_METERS``, ``TYPE_KILOMETERS``, and
  ``TYPE_CURRENCY`` in the report's ``metadata.currencyCode``.
- GA4's totals rows (``RESERVED_TOTAL``) are labelled Total, Maximum, Minimum.
- A pandas index that only counts rows (0, 1, 2...) labels nothing; an
  integer index in the milliseconds of 2000-2100 (pandas' default for dates)
  is a date.
- The header row of a list of lists is all non-empty strings, none of them
  a number; later rows are no longer than it (Sheets drops trailing empty
  cells) and at least one of them holds a number. A header named twice
  names its second column ``name_2``; an empty header ``column_3``.
- A CSV's delimiter is a tab for ``.tsv`` files, else whichever of ``,``
  ``;`` and tab its header line holds most; an empty cell is no value.
  A CSV file is the pool ``{"rows": [...]}``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime, timezone
from decimal import Decimal, InvalidOperation
from itertools import zip_longest
from typing import Any

from numground.tables.units import CURRENCIES

__all__ = ["Record", "TabularError", "read_csv", "records_of"]


class TabularError(ValueError):
    """A CSV that cannot be read as a table: the message is one line,
    ``line:column: what``, which the caller prefixes with the file's name."""


class Record(dict):  # type: ignore[type-arg]
    """One row of a tabular export, read as a record (a plain dict), with the
    units its header's types give its fields (``{"averageSessionDuration":
    "s"}``): the pool reads them where a key names none."""

    __slots__ = ("units",)

    def __init__(self, fields: Sequence[tuple[str, Any]], units: Mapping[str, str]) -> None:
        super().__init__(fields)
        self.units = dict(units)


def records_of(value: object) -> object | None:
    """``value`` with its tabular export read as records, or None when it is
    none of the shapes above (then it is walked as it stands)."""
    if isinstance(value, Mapping):
        if _is_ga4(value):
            return _ga4(value)
        if _is_bigquery(value):
            return _bigquery(value)
        if _is_split(value):
            return _split(value)
        if _is_sheet(value):
            rows = value["values"]
            if value.get("majorDimension") == "COLUMNS":
                rows = [list(row) for row in zip_longest(*rows, fillvalue="")]
            if _is_header_table(rows):
                return {k: _header_rows(rows) if k == "values" else v
                        for k, v in value.items() if k != "majorDimension"}
    elif isinstance(value, list) and _is_header_table(value):
        return _header_rows(value)
    return None


# ------------------------------------------------------------------ cells
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")
_YYYYMMDD = re.compile(r"(19|20)[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])")
_YYYYMM = re.compile(r"(19|20)[0-9]{2}(0[1-9]|1[0-2])")


def number_of(text: str) -> int | Decimal | None:
    """The number a cell writes as a string (``"3410"``, ``"0.4712"``,
    ``"1.7409024E9"``), exactly, or None for anything else."""
    if len(text) > 40 or not _NUMBER.fullmatch(text):
        return None
    if "." not in text and "e" not in text.lower():
        return int(text)
    try:
        return Decimal(text)
    except InvalidOperation:  # pragma: no cover - the pattern admits only numbers
        return None


def _cell(value: object) -> object:
    """A cell as a value: a number written as a string is a number."""
    if isinstance(value, str):
        found = number_of(value.strip())
        return value if found is None else found
    return value


def _date_label(text: str, name: str = "") -> str:
    """A row label as a date where it writes one (``20250301`` -> ``2025-03-01``)."""
    if _YYYYMMDD.fullmatch(text) and _real_day(text):
        return f"{text[:4]}-{text[4:6]}-{text[6:]}"
    if name.lower() == "yearmonth" and _YYYYMM.fullmatch(text):
        return f"{text[:4]}-{text[4:]}"
    return text


def _real_day(text: str) -> bool:
    try:
        datetime(int(text[:4]), int(text[4:6]), int(text[6:8]))
    except ValueError:
        return False
    return True


def _names(raw: Sequence[object]) -> list[str]:
    """Header names as keys: unique, none empty."""
    out: list[str] = []
    seen: dict[str, int] = {}
    for i, name in enumerate(raw, 1):
        text = " ".join(str(name).split()) if name is not None else ""
        text = text or f"column_{i}"
        seen[text] = seen.get(text, 0) + 1
        out.append(text if seen[text] == 1 else f"{text}_{seen[text]}")
    return out


# ------------------------------------------------------------------ GA4
_GA4_UNITS = {"TYPE_SECONDS": "s", "TYPE_MILLISECONDS": "ms", "TYPE_MINUTES": "min",
              "TYPE_HOURS": "h", "TYPE_FEET": "ft", "TYPE_MILES": "mi", "TYPE_METERS": "m",
              "TYPE_KILOMETERS": "km"}  # fmt: skip
_GA4_ROWS = ("rows", "totals", "maximums", "minimums")
_GA4_ENVELOPE = frozenset({"dimensionHeaders", "metricHeaders", "kind", "propertyQuota"})
"""What the rewrite drops: the headers (their names are the records' keys now)
and the API's envelope (the response's kind, the property's quota), no data."""
_GA4_RESERVED = {"RESERVED_TOTAL": "Total", "RESERVED_MAX": "Maximum",
                 "RESERVED_MIN": "Minimum"}  # fmt: skip


def _headers(raw: object) -> list[Mapping[str, Any]] | None:
    if not isinstance(raw, list) or not all(
            isinstance(h, Mapping) and isinstance(h.get("name"), str) for h in raw):
        return None
    return raw


def _is_ga4(obj: Mapping[Any, Any]) -> bool:
    if "metricHeaders" not in obj and "dimensionHeaders" not in obj:
        return False
    return (_headers(obj.get("metricHeaders", [])) is not None
            and _headers(obj.get("dimensionHeaders", [])) is not None)


def _ga4(obj: Mapping[Any, Any]) -> dict[Any, Any]:
    dims = [h["name"] for h in obj.get("dimensionHeaders", [])]
    metrics = obj.get("metricHeaders", [])
    meta = obj.get("metadata")
    currency = meta.get("currencyCode") if isinstance(meta, Mapping) else None
    currency = currency.upper() if isinstance(currency, str) else None
    units: dict[str, str] = {}
    for h in metrics:
        kind = h.get("type")
        unit = _GA4_UNITS.get(kind) if isinstance(kind, str) else None
        if kind == "TYPE_CURRENCY" and currency in CURRENCIES:
            unit = currency
        if unit is not None:
            units[h["name"]] = unit
    money = {h["name"] for h in metrics if h.get("type") == "TYPE_CURRENCY"}
    names = _names(dims + [h["name"] for h in metrics])
    out: dict[Any, Any] = {}
    for key, value in obj.items():
        if key in _GA4_ENVELOPE:
            continue
        if key in _GA4_ROWS and isinstance(value, list):
            out[key] = [_ga4_row(row, names, dims, money, units) for row in value]
        else:
            out[key] = value
    return out


def _ga4_row(row: object, names: list[str], dims: list[str], money: set[str],
             units: dict[str, str]) -> object:
    if not isinstance(row, Mapping):
        return row
    cells: list[tuple[str, Any]] = []
    dim_values, metric_values = row.get("dimensionValues", []), row.get("metricValues", [])
    if not isinstance(dim_values, list) or not isinstance(metric_values, list):
        return row
    # a dimension value missing from a row would shift its metrics: pad to the headers
    values = (dim_values + [None] * len(dims))[: len(dims)] + metric_values
    for i, (name, cell) in enumerate(zip(names, values, strict=False)):
        value = cell.get("value") if isinstance(cell, Mapping) else None
        if not isinstance(value, str):
            continue
        if i < len(dims):  # a dimension: the row's label
            cells.append((name, _GA4_RESERVED.get(value) or _date_label(value, name)))
        else:
            number = number_of(value.strip())
            if number is not None and name in money:
                number = Decimal(number)  # GA4 money is never in minor units
            cells.append((name, value if number is None else number))
    return Record(cells, units)


# ------------------------------------------------------------------ BigQuery
_INTEGER = frozenset({"INTEGER", "INT64"})
_DECIMAL = frozenset({"FLOAT", "FLOAT64", "NUMERIC", "BIGNUMERIC", "DECIMAL", "BIGDECIMAL"})
_BQ_ENVELOPE = frozenset({"schema", "kind", "jobReference", "jobComplete", "cacheHit",
                          "totalBytesProcessed", "queryId", "etag", "pageToken",
                          "jobCreationReason"})  # fmt: skip
"""What the rewrite drops: the schema (its names are the records' keys now)
and the job's envelope (its id, state and bytes processed), no data."""


def _is_bigquery(obj: Mapping[Any, Any]) -> bool:
    schema = obj.get("schema")
    if not isinstance(schema, Mapping) or _headers(schema.get("fields")) is None:
        return False
    rows = obj.get("rows", [])
    return isinstance(rows, list) and all(
        isinstance(r, Mapping) and isinstance(r.get("f"), list) for r in rows)


def _bigquery(obj: Mapping[Any, Any]) -> dict[Any, Any]:
    fields = obj["schema"]["fields"]
    out: dict[Any, Any] = {}
    for key, value in obj.items():
        if key in _BQ_ENVELOPE:
            continue
        out[key] = [_bq_record(r, fields) for r in value] if key == "rows" else value
    return out


_BQ_DEPTH = 32
"""Nested RECORDs deeper than this are left as they stand (walked, not read)."""


def _bq_record(row: Mapping[str, Any], fields: Sequence[Mapping[str, Any]],
               depth: int = 0) -> Record:
    names = _names([f["name"] for f in fields])
    cells = []
    for name, field, cell in zip(names, fields, row["f"], strict=False):
        value = cell.get("v") if isinstance(cell, Mapping) else None
        cells.append((name, _bq_value(value, field, depth)))
    return Record(cells, {})


def _bq_value(value: object, field: Mapping[str, Any], depth: int = 0) -> object:
    if field.get("mode") == "REPEATED" and isinstance(value, list):
        one = {**field, "mode": "NULLABLE"}
        return [_bq_value(v.get("v") if isinstance(v, Mapping) else v, one, depth)
                for v in value]
    kind = str(field.get("type", "")).upper()
    inner = field.get("fields")
    if kind in ("RECORD", "STRUCT") and isinstance(value, Mapping) and _headers(inner):
        if depth >= _BQ_DEPTH or not isinstance(value.get("f"), list):
            return value
        return _bq_record(value, inner, depth + 1)
    if not isinstance(value, str):
        return value
    if kind in _INTEGER or kind in _DECIMAL:
        found = number_of(value)
        if found is None:
            return value
        return Decimal(found) if kind in _DECIMAL else found
    if kind in ("BOOLEAN", "BOOL") and value in ("true", "false"):
        return value == "true"
    if kind == "TIMESTAMP":
        return _timestamp(value)
    return value


def _timestamp(value: str) -> str:
    """A BigQuery TIMESTAMP (epoch seconds as a string) as an ISO date and time in UTC."""
    try:
        seconds = float(value)
        moment = datetime.fromtimestamp(seconds, timezone.utc)
    except (ValueError, OverflowError, OSError):
        return value
    return moment.isoformat().replace("+00:00", "Z")


# ------------------------------------------------------------------ pandas split
def _is_split(obj: Mapping[Any, Any]) -> bool:
    if not {"columns", "data"} <= set(obj) or not set(obj) <= {"columns", "index", "data",
                                                                "name"}:
        return False
    columns, data = obj["columns"], obj["data"]
    index = obj.get("index")
    return (isinstance(columns, list) and isinstance(data, list)
            and all(isinstance(row, list) and len(row) == len(columns) for row in data)
            and (index is None or (isinstance(index, list) and len(index) == len(data))))


def _split(obj: Mapping[Any, Any]) -> dict[Any, Any]:
    names = _names([_joined(c) for c in obj["columns"]])
    labels = _index_labels(obj.get("index"))
    rows = []
    for i, row in enumerate(obj["data"]):
        cells = [] if labels is None else [("index", labels[i])]
        cells += [(n, v) for n, v in zip(names, row, strict=True)
                  if n != "index" or labels is None]
        rows.append(Record(cells, {}))
    out: dict[Any, Any] = {"data": rows}
    if "name" in obj:
        out["name"] = obj["name"]
    return out


def _joined(label: object) -> str:
    """A pandas label, a MultiIndex tuple joined (``["revenue", "2024"]`` -> ``revenue 2024``)."""
    if isinstance(label, list):
        return " ".join(str(part) for part in label)
    return str(label)


_MS_2000, _MS_2100 = 946_684_800_000, 4_102_444_800_000


def _index_labels(index: object) -> list[object] | None:
    """A pandas index as row labels, or None when it only counts rows."""
    if not isinstance(index, list) or index == list(range(len(index))):
        return None
    out: list[object] = []
    for label in index:
        if isinstance(label, int) and not isinstance(label, bool) and (
                _MS_2000 <= label < _MS_2100):
            out.append(datetime.fromtimestamp(label / 1000, timezone.utc).date().isoformat())
        elif isinstance(label, list):
            out.append(_joined(label))
        else:
            out.append(label if isinstance(label, str) else str(label))
    return out


# ------------------------------------------------------------------ a header row
def _is_header_table(rows: list[Any]) -> bool:
    if len(rows) < 2 or not all(isinstance(r, list) for r in rows):
        return False
    header = rows[0]
    if not header or not all(isinstance(h, str) and h.strip() and number_of(h.strip()) is None
                             for h in header):
        return False
    body = rows[1:]
    if any(len(r) > len(header) for r in body):
        return False
    return any(isinstance(_cell(v), (int, float, Decimal)) and not isinstance(v, bool)
               for r in body for v in r)


def _is_sheet(obj: Mapping[Any, Any]) -> bool:
    """The Sheets API's ValueRange: ``values`` by rows or by columns."""
    return (obj.get("majorDimension", "ROWS") in ("ROWS", "COLUMNS") and "values" in obj
            and set(obj) <= {"range", "majorDimension", "values"}
            and isinstance(obj["values"], list)
            and all(isinstance(r, list) for r in obj["values"]))


def _header_rows(rows: list[Any]) -> list[Record]:
    names = _names(rows[0])
    out = []
    for row in rows[1:]:
        cells = [(n, _cell(v)) for n, v in zip(names, row, strict=False)
                 if not (v is None or v == "")]  # a row may end early (Sheets)
        out.append(Record(cells, {}))
    return out


# ------------------------------------------------------------------ CSV
_DELIMITERS = (",", ";", "\t")


def read_csv(text: str, *, tab: bool = False) -> dict[str, Any]:
    """The pool data of a CSV text: ``{"rows": [records]}``, the first line
    its header. ``TabularError`` (``line:column: what``) for an unclosed
    quote, a quote inside an unquoted cell, a row longer than the header,
    or no header at all. ``tab``: the file says it is tab-separated."""
    rows = _csv_rows(text, "\t" if tab else _delimiter(text))
    if not rows or not any(cell for cell, _, _ in rows[0][1]):
        raise TabularError("1:1: empty: a CSV pool is a header line, then one line a row")
    header = [cell for cell, _, _ in rows[0][1]]
    for _, cells in rows[1:]:
        if len(cells) > len(header):
            _, at_line, column = cells[len(header)]
            raise TabularError(f"{at_line}:{column}: a row of {len(cells)} cells; the header "
                               f"has {len(header)}")
    body = [[cell for cell, _, _ in cells] for _, cells in rows[1:]]
    return {"rows": _header_rows([header, *body])}


def _delimiter(text: str) -> str:
    first = text.split("\n", 1)[0]
    counts = [(first.count(d), -i) for i, d in enumerate(_DELIMITERS)]
    best = max(counts)
    return _DELIMITERS[-best[1]] if best[0] else ","


def _csv_rows(text: str, sep: str) -> list[tuple[int, list[tuple[str, int, int]]]]:
    """RFC 4180 rows: ``(line, [(cell, line, column)])``, positions 1-based,
    blank lines skipped. Quoted cells may hold the delimiter, ``""`` and line breaks."""
    rows: list[tuple[int, list[tuple[str, int, int]]]] = []
    i, n, line, line_start = 0, len(text), 1, 0
    while i < n:
        if text[i] in "\r\n":  # a blank line
            i, line, line_start = _newline(text, i, line)
            continue
        row_line, cells = line, []
        while True:
            column = i - line_start + 1
            cell_line = line
            if i < n and text[i] == '"':
                parts, i = [], i + 1
                while True:
                    if i >= n:
                        raise TabularError(f"{cell_line}:{column}: unclosed quote")
                    ch = text[i]
                    if ch == '"':
                        if text[i + 1 : i + 2] == '"':
                            parts.append('"')
                            i += 2
                            continue
                        i += 1
                        break
                    if ch in "\r\n":
                        parts.append("\n")
                        i, line, line_start = _newline(text, i, line)
                        continue
                    parts.append(ch)
                    i += 1
                cell = "".join(parts)
                if i < n and text[i] not in sep + "\r\n":
                    raise TabularError(f"{line}:{i - line_start + 1}: text after a quoted "
                                       "cell's closing quote")
            else:
                start = i
                while i < n and text[i] not in sep + "\r\n":
                    if text[i] == '"':
                        raise TabularError(f"{line}:{i - line_start + 1}: a quote inside an "
                                           "unquoted cell")
                    i += 1
                cell = text[start:i].strip()
            cells.append((cell, cell_line, column))
            if i < n and text[i] == sep:
                i += 1
                continue
            break
        rows.append((row_line, cells))
        if i < n:
            i, line, line_start = _newline(text, i, line)
    return rows


def _newline(text: str, i: int, line: int) -> tuple[int, int, int]:
    """Past one line break at ``i`` (``\\r\\n``, ``\\n`` or ``\\r``): position, line, line start."""
    i += 2 if text[i : i + 2] == "\r\n" else 1
    return i, line + 1, i
