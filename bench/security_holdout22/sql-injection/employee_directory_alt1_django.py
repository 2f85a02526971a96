from django.http import JsonResponse
from hr.models import Employee

SORTABLE = {"name": "last_name", "hired": "hire_date", "dept": "department_id"}


def _order_column(requested):
    for key, column in sorted(SORTABLE.items()):
        if key == requested:
            return column
    return "last_name"


def employee_list(request):
    column = _order_column(request.GET.get("sort", "name"))
    sql = "SELECT id, first_name, last_name FROM hr_employee ORDER BY %s" % column
    people = Employee.objects.raw(sql)
    return JsonResponse({"employees": [p.last_name for p in people]})
