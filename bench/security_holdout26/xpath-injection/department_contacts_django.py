from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET
from lxml import etree

FIELDS = ("name", "email", "extension")
COMPILED = {field: etree.XPath(f"//employee[@department=$dept]/{field}/text()") for field in FIELDS}


def load_directory():
    return etree.parse(str(settings.BASE_DIR / "data" / "employees.xml")).getroot()


def field_queries(fields):
    for field in fields:
        yield field, COMPILED[field]


class RosterBuilder:
    def __init__(self, root, dept):
        self.root = root
        self.dept = dept

    def build(self, queries):
        results = {}
        for field, compiled in queries:
            values = compiled(self.root, dept=self.dept)
            results[field] = [str(v) for v in values]
        return results


@require_GET
def department_contacts(request):
    dept = request.GET.get("department", "")
    if not dept:
        return HttpResponseBadRequest("department is required")
    wanted = [f for f in request.GET.getlist("field") if f in FIELDS] or list(FIELDS)
    roster = RosterBuilder(load_directory(), dept).build(field_queries(wanted))
    return JsonResponse({"department": dept, "roster": roster})
