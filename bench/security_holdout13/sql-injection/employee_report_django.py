from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

SORTABLE = {
    "name": "e.last_name",
    "hired": "e.hired_on",
    "dept": "d.name",
    "salary": "e.salary",
}
DEFAULT_PAGE_SIZE = 25


class EmployeeReport:
    base_sql = (
        "SELECT e.id, e.first_name, e.last_name, d.name, e.hired_on "
        "FROM hr_employee e JOIN hr_department d ON d.id = e.department_id "
        "WHERE d.name = %s "
    )

    def __init__(self, department, order_column, descending):
        self.department = department
        self.order_column = order_column
        self.descending = descending

    def rows(self, limit):
        direction = "DESC" if self.descending else "ASC"
        sql = self.base_sql + f"ORDER BY {self.order_column} {direction} LIMIT %s"
        with connection.cursor() as cursor:
            cursor.execute(sql, [self.department, limit])
            return cursor.fetchall()


@require_GET
def employee_report(request):
    parsed = _parse_sort(request.GET.get("sort"))
    if parsed is None:
        return HttpResponseBadRequest("unknown sort key")
    column, descending = parsed
    report = EmployeeReport(request.GET.get("department", "Engineering"), column, descending)
    data = [
        {"id": r[0], "first": r[1], "last": r[2], "department": r[3], "hired": r[4].isoformat()}
        for r in report.rows(DEFAULT_PAGE_SIZE)
    ]
    return JsonResponse({"results": data})


@require_GET
def department_names(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT name FROM hr_department ORDER BY name")
        names = [row[0] for row in cursor.fetchall()]
    return JsonResponse({"departments": names})


def _parse_sort(raw):
    raw = raw or "name"
    column = SORTABLE.get(raw.lstrip("-"))
    if column is None:
        return None
    return column, raw.startswith("-")
