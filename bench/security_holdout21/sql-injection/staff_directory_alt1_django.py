from django.http import JsonResponse

from hr.models import Employee

SORTABLE = frozenset({"last_name", "hire_date", "department"})


def staff_directory(request):
    requested = request.GET.get("order", "last_name")
    column = next(filter(lambda c: c == requested, SORTABLE), "last_name")
    direction = "DESC" if request.GET.get("desc") == "1" else "ASC"
    query = "SELECT id, first_name, last_name FROM hr_employee ORDER BY %s %s" % (column, direction)
    people = Employee.objects.raw(query)
    return JsonResponse({"staff": [f"{p.first_name} {p.last_name}" for p in people]})
