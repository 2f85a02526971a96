import datetime
from dataclasses import dataclass, field
from typing import List, Optional

from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET

REPORT_TABLE = "sales_ledger"
DEFAULT_LIMIT = 100


@dataclass
class ReportFilter:
    region: str = ""
    start: Optional[datetime.date] = None
    end: Optional[datetime.date] = None
    sort: str = "total"
    extra: List[str] = field(default_factory=list)


class SalesReportService:
    def __init__(self, table=REPORT_TABLE):
        self.table = table

    def _where_clause(self, flt):
        parts = ["1=1"]
        if flt.region:
            parts.append("region = '%s'" % flt.region)
        if flt.start:
            parts.append("sold_at >= '%s'" % flt.start.isoformat())
        if flt.end:
            parts.append("sold_at < '%s'" % flt.end.isoformat())
        return " AND ".join(parts)

    def totals(self, flt, limit=DEFAULT_LIMIT):
        sql = (
            "SELECT region, SUM(amount) AS total, COUNT(*) AS n "
            "FROM {table} WHERE {where} GROUP BY region ORDER BY {sort} DESC LIMIT {limit}"
        ).format(
            table=self.table,
            where=self._where_clause(flt),
            sort=flt.sort,
            limit=int(limit),
        )
        with connection.cursor() as cursor:
            cursor.execute(sql)
            columns = [c[0] for c in cursor.description]
            return [dict(zip(columns, r)) for r in cursor.fetchall()]


def _parse_date(value):
    if not value:
        return None
    return datetime.date.fromisoformat(value)


@require_GET
def sales_report(request):
    try:
        flt = ReportFilter(
            region=request.GET.get("region", ""),
            start=_parse_date(request.GET.get("from")),
            end=_parse_date(request.GET.get("to")),
            sort=request.GET.get("sort", "total"),
        )
    except ValueError:
        return JsonResponse({"error": "bad date"}, status=400)
    rows = SalesReportService().totals(flt, limit=request.GET.get("limit", DEFAULT_LIMIT))
    return JsonResponse({"rows": rows}, json_dumps_params={"default": str})
