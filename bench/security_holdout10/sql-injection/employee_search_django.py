from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET


@require_GET
def employee_search(request):
    filters = {
        "dept": request.GET.get("dept", "sales"),
        "name": request.GET.get("q", ""),
    }
    clause = "department = '{dept}' AND last_name LIKE '%{name}%'".format(**filters)
    with connection.cursor() as cursor:
        cursor.execute("SELECT id, first_name, last_name FROM hr_employee WHERE " + clause)
        results = cursor.fetchall()
    return JsonResponse({"employees": [list(r) for r in results]})
