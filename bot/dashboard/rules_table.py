"""The rules table: filter and sort rule rows, and write them as CSV."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from bot.dashboard.filters import FilterError
from bot.dashboard.numbers import RuleRow


class RuleSort(StrEnum):
    RULE = "rule"
    SOURCE = "source"
    CATEGORY = "category"
    SHOWN = "shown"
    ACCEPTED = "accepted"
    DISMISSED = "dismissed"
    IGNORED = "ignored"
    RATE = "rate"
    LOWER_BOUND = "lower"


_KEYS: dict[RuleSort, Callable[[RuleRow], tuple[float | str, ...]]] = {
    RuleSort.RULE: lambda r: (r.rule_id,),
    RuleSort.SOURCE: lambda r: (r.source, r.rule_id),
    RuleSort.CATEGORY: lambda r: (r.category, r.rule_id),
    RuleSort.SHOWN: lambda r: (r.counts.shown,),
    RuleSort.ACCEPTED: lambda r: (r.counts.accepted,),
    RuleSort.DISMISSED: lambda r: (r.counts.dismissed,),
    RuleSort.IGNORED: lambda r: (r.counts.ignored,),
    # Rules with no decided finding sort below every rate, whichever the direction.
    RuleSort.RATE: lambda r: (r.counts.rate if r.counts.rate is not None else -1.0,),
    RuleSort.LOWER_BOUND: lambda r: (r.counts.interval.low if r.counts.interval else -1.0,),
}


@dataclass(frozen=True, slots=True)
class RuleQuery:
    text: str = ""
    min_decided: int = 0
    sort: RuleSort = RuleSort.SHOWN
    descending: bool = True

    def query(self) -> dict[str, str]:
        params = {"sort": self.sort.value, "order": "desc" if self.descending else "asc"}
        if self.text:
            params["q"] = self.text
        if self.min_decided:
            params["min_decided"] = str(self.min_decided)
        return params


def parse_rule_query(params: Mapping[str, str]) -> RuleQuery:
    try:
        sort = RuleSort(params.get("sort", RuleSort.SHOWN.value))
    except ValueError:
        raise FilterError(f"sort: one of {', '.join(s.value for s in RuleSort)}") from None
    order = params.get("order", "desc")
    if order not in ("asc", "desc"):
        raise FilterError("order: asc or desc")
    raw_min = params.get("min_decided", "0").strip() or "0"
    if not raw_min.isdigit():
        raise FilterError("min_decided: expected a whole number")
    return RuleQuery(params.get("q", "").strip()[:200], int(raw_min), sort, order == "desc")


def select_rules(rows: Iterable[RuleRow], query: RuleQuery) -> list[RuleRow]:
    needle = query.text.lower()
    kept = [
        row
        for row in rows
        if row.counts.decided >= query.min_decided
        and (not needle or needle in f"{row.rule_id} {row.source} {row.category}".lower())
    ]
    key = _KEYS[query.sort]
    # Ties always read in rule order; the requested direction applies to the key only.
    kept.sort(key=lambda row: row.rule_id)
    kept.sort(key=key, reverse=query.descending)
    return kept


CSV_COLUMNS = (
    "rule_id",
    "source",
    "category",
    "shown",
    "accepted",
    "dismissed",
    "ignored",
    "pending",
    "acceptance_rate",
    "interval_95_low",
    "interval_95_high",
)
_FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: str) -> str:
    """Rule ids are repository content: keep a spreadsheet from reading one as a formula."""
    return f"'{value}" if value.startswith(_FORMULA_PREFIXES) else value


def rules_csv(rows: Sequence[RuleRow]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for row in rows:
        counts = row.counts
        interval = counts.interval
        writer.writerow(
            [
                _cell(row.rule_id),
                _cell(row.source),
                _cell(row.category),
                counts.shown,
                counts.accepted,
                counts.dismissed,
                counts.ignored,
                counts.pending,
                "" if counts.rate is None else f"{counts.rate:.4f}",
                "" if interval is None else f"{interval.low:.4f}",
                "" if interval is None else f"{interval.high:.4f}",
            ]
        )
    return out.getvalue()
