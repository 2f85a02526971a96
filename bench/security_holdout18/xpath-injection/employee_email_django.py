from django.conf import settings
from django.http import Http404, JsonResponse
from lxml import etree

_DIRECTORY = None


def directory():
    global _DIRECTORY
    if _DIRECTORY is None:
        _DIRECTORY = etree.parse(str(settings.BASE_DIR / "data" / "staff.xml"))
    return _DIRECTORY


def employee_email(request):
    emp_id = request.GET.get("id", "")
    dept = request.GET.get("dept", "engineering")
    hits = directory().xpath(
        "//department[@name=$dept]/employee[@id=$eid]/email/text()", dept=dept, eid=emp_id
    )
    if not hits:
        raise Http404("no such employee")
    return JsonResponse({"id": emp_id, "email": str(hits[0])})
