from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET


class ReportQuery:
    def __init__(self, department, year):
        self.department = department
        self.year = year

    def clauses(self):
        yield "SELECT id, title, created_at FROM reports_report"
        yield "WHERE department = '%s'" % self.department
        if self.year:
            yield "AND strftime('%%Y', created_at) = '%s'" % self.year
        yield "ORDER BY created_at DESC"

    def sql(self):
        return " ".join(self.clauses())


def run_query(sql):
    with connection.cursor() as cursor:
        cursor.execute(sql)
        columns = [col[0] for col in cursor.description]
        return [dict(zip(columns, row)) for row in cursor.fetchall()]


@require_GET
def report_lookup(request):
    query = ReportQuery(
        request.GET.get("department", "sales"),
        request.GET.get("year", ""),
    )
    rows = run_query(query.sql())
    return JsonResponse({"reports": rows})
