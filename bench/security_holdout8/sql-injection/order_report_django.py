import datetime
from dataclasses import dataclass

from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET


@dataclass
class ReportFilter:
    status: str
    customer: str
    since: datetime.date
    sort: str = "created_at"


class OrderReportRepository:
    base_sql = (
        "SELECT o.id, o.reference, o.total, o.status, c.name "
        "FROM shop_order o JOIN shop_customer c ON c.id = o.customer_id"
    )

    def __init__(self, conn=None):
        self.conn = conn or connection

    def _where(self, flt):
        parts = ["o.created_at >= '%s'" % flt.since.isoformat()]
        if flt.status:
            parts.append("o.status = '%s'" % flt.status)
        if flt.customer:
            parts.append("c.name LIKE '%%%s%%'" % flt.customer)
        return " WHERE " + " AND ".join(parts)

    def fetch(self, flt):
        sql = self.base_sql + self._where(flt) + " ORDER BY o." + flt.sort
        with self.conn.cursor() as cursor:
            cursor.execute(sql)
            columns = [col[0] for col in cursor.description]
            return [dict(zip(columns, row)) for row in cursor.fetchall()]


def _parse_filter(params):
    raw_since = params.get("since")
    try:
        since = datetime.date.fromisoformat(raw_since) if raw_since else None
    except ValueError:
        since = None
    if since is None:
        since = datetime.date.today() - datetime.timedelta(days=30)
    return ReportFilter(
        status=params.get("status", ""),
        customer=params.get("customer", ""),
        since=since,
        sort=params.get("sort", "created_at"),
    )


@require_GET
def order_report(request):
    flt = _parse_filter(request.GET)
    repo = OrderReportRepository()
    rows = repo.fetch(flt)
    total = sum(float(r["total"]) for r in rows)
    return JsonResponse(
        {
            "count": len(rows),
            "total": round(total, 2),
            "orders": rows,
        }
    )
