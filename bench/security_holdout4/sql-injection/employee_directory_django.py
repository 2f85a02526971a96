from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import JsonResponse

SORTABLE_COLUMNS = {
    "name": "e.last_name",
    "hired": "e.hire_date",
    "dept": "d.name",
}


@login_required
def employee_directory(request):
    sort_key = request.GET.get("sort", "name")
    order_by = SORTABLE_COLUMNS.get(sort_key, "e.last_name")
    direction = "DESC" if request.GET.get("desc") == "1" else "ASC"
    sql = (
        "SELECT e.id, e.first_name, e.last_name, d.name AS department, e.hire_date "
        "FROM hr_employee e JOIN hr_department d ON d.id = e.department_id "
        f"WHERE e.company_id = %s ORDER BY {order_by} {direction}"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [request.user.profile.company_id])
        columns = [c[0] for c in cursor.description]
        people = [dict(zip(columns, row)) for row in cursor.fetchall()]
    return JsonResponse({"employees": people})
