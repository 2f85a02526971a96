from django.http import JsonResponse
from django.views.decorators.http import require_GET
from lxml import etree

ROSTER = etree.parse("/srv/hr/roster.xml")
DEPARTMENT_QUERIES = {
    "engineering": "//employee[department='Engineering']",
    "sales": "//employee[department='Sales']",
    "support": "//employee[department='Customer Support']",
}


@require_GET
def roster(request):
    department = request.GET.get("department", "engineering")
    expression = DEPARTMENT_QUERIES.get(department)
    if expression is None:
        return JsonResponse({"error": "unknown department"}, status=404)
    people = ROSTER.xpath(expression)
    return JsonResponse({"people": [p.findtext("name") for p in people]})
