from dataclasses import dataclass
from datetime import date

from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET

REPORT_TABLE = "sales_daily_totals"
DEFAULT_SORT = "sale_date"


@dataclass
class ReportFilter:
    region: str
    start: date
    end: date
    sort: str = DEFAULT_SORT


class SalesReportService:
    def __init__(self, table=REPORT_TABLE):
        self.table = table

    def _build_query(self, flt):
        return (
            f"SELECT sale_date, region, SUM(amount) AS total "
            f"FROM {self.table} "
            f"WHERE region = '{flt.region}' "
            f"AND sale_date BETWEEN %s AND %s "
            f"GROUP BY sale_date, region "
            f"ORDER BY {flt.sort}"
        )

    def fetch(self, flt):
        query = self._build_query(flt)
        with connection.cursor() as cursor:
            cursor.execute(query, [flt.start, flt.end])
            columns = [col[0] for col in cursor.description]
            return [dict(zip(columns, row)) for row in cursor.fetchall()]


def _parse_filter(params):
    start = date.fromisoformat(params.get("start", "2024-01-01"))
    end = date.fromisoformat(params.get("end", date.today().isoformat()))
    if end < start:
        start, end = end, start
    return ReportFilter(
        region=params.get("region", "emea"),
        start=start,
        end=end,
        sort=params.get("sort", DEFAULT_SORT),
    )


@require_GET
def sales_report(request):
    try:
        flt = _parse_filter(request.GET)
    except ValueError:
        return JsonResponse({"error": "bad date"}, status=400)
    rows = SalesReportService().fetch(flt)
    for row in rows:
        row["sale_date"] = row["sale_date"].isoformat()
        row["total"] = str(row["total"])
    return JsonResponse({"rows": rows, "count": len(rows)})
