import html

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET
from lxml import etree

ROSTER_PATH = "/srv/hr/roster.xml"
_cache = {}


def _roster():
    if "tree" not in _cache:
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        _cache["tree"] = etree.parse(ROSTER_PATH, parser)
    return _cache["tree"]


def _to_dict(node):
    return {
        "id": node.get("id"),
        "name": node.findtext("name"),
        "dept": node.findtext("dept"),
        "extension": node.findtext("extension"),
    }


@require_GET
def departments(request):
    names = sorted(set(_roster().xpath("//employee/dept/text()")))
    return JsonResponse({"departments": names})


@require_GET
def by_department(request):
    dept = request.GET.get("dept", "")[:40]
    if not dept:
        return HttpResponseBadRequest("dept required")
    label = html.escape(dept, quote=False)
    finder = etree.XPath(f"//employee[dept='{label}' and @active='true']")
    staff = finder(_roster())
    return JsonResponse({"dept": dept, "staff": [_to_dict(n) for n in staff]})


@require_GET
def by_id(request, employee_id):
    try:
        number = int(employee_id)
    except ValueError:
        return HttpResponseBadRequest("id")
    nodes = _roster().xpath("//employee[@id=$id]", id=str(number))
    if not nodes:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse(_to_dict(nodes[0]))


@require_GET
def headcount(request):
    count = int(_roster().xpath("count(//employee[@active='true'])"))
    return JsonResponse({"active": count})
