from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET
from lxml import etree

FIELDS = ("name", "email", "extension")


def load_directory():
    return etree.parse(str(settings.BASE_DIR / "data" / "employees.xml")).getroot()


def field_queries(dept, fields):
    for field in fields:
        yield field, f"//employee[@department='{dept}']/{field}/text()"


class RosterBuilder:
    def __init__(self, root):
        self.root = root

    def build(self, queries):
        results = {}
        for field, expression in queries:
            values = self.root.xpath(expression)
            results[field] = [str(v) for v in values]
        return results


@require_GET
def department_roster(request):
    dept = request.GET.get("department", "")
    if not dept:
        return HttpResponseBadRequest("department is required")
    wanted = [f for f in request.GET.getlist("field") if f in FIELDS] or list(FIELDS)
    roster = RosterBuilder(load_directory()).build(field_queries(dept, wanted))
    return JsonResponse({"department": dept, "roster": roster})
