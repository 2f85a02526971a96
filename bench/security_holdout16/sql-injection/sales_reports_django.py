import datetime
from dataclasses import dataclass

from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_GET


@dataclass
class ReportWindow:
    start: datetime.date
    end: datetime.date

    @classmethod
    def from_request(cls, request: HttpRequest) -> "ReportWindow":
        today = datetime.date.today()
        start = request.GET.get("start")
        end = request.GET.get("end")
        return cls(
            start=datetime.date.fromisoformat(start) if start else today.replace(day=1),
            end=datetime.date.fromisoformat(end) if end else today,
        )


def _rows_as_dicts(cursor):
    cols = [c[0] for c in cursor.description]
    return [dict(zip(cols, row)) for row in cursor.fetchall()]


@login_required
@require_GET
def monthly_totals(request: HttpRequest) -> JsonResponse:
    window = ReportWindow.from_request(request)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT date_trunc('month', sold_at) AS m, SUM(amount) FROM sales "
            "WHERE sold_at BETWEEN %s AND %s GROUP BY m ORDER BY m",
            [window.start, window.end],
        )
        return JsonResponse({"rows": _rows_as_dicts(cursor)})


@login_required
@require_GET
def top_products(request: HttpRequest) -> JsonResponse:
    window = ReportWindow.from_request(request)
    category = request.GET.get("category", "all")
    limit = int(request.GET.get("limit", "10"))
    category_clause = "" if category == "all" else f"AND p.category = '{category}'"
    sql = f"""
        SELECT p.name, SUM(s.amount) AS revenue
        FROM sales s JOIN products p ON p.id = s.product_id
        WHERE s.sold_at BETWEEN '{window.start}' AND '{window.end}' {category_clause}
        GROUP BY p.name ORDER BY revenue DESC LIMIT {limit}
    """
    with connection.cursor() as cursor:
        cursor.execute(sql)
        return JsonResponse({"rows": _rows_as_dicts(cursor)})


@login_required
@require_GET
def health(request: HttpRequest) -> JsonResponse:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    return JsonResponse({"ok": True})
