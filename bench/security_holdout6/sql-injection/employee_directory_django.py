from django.apps import apps
from django.http import JsonResponse
from django.views.decorators.http import require_GET


@require_GET
def employee_directory(request):
    department = request.GET.get("department", "")
    Employee = apps.get_model("hr", "Employee")
    people = Employee.objects.raw(
        "SELECT id, full_name, title FROM hr_employee WHERE department = %s ORDER BY full_name",
        [department],
    )
    return JsonResponse(
        {"employees": [{"id": p.id, "name": p.full_name, "title": p.title} for p in people]}
    )
