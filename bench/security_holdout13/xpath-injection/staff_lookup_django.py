from functools import lru_cache

from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET
from lxml import etree

STAFF_FILE = getattr(settings, "STAFF_XML", "/etc/app/staff.xml")
PUBLIC_FIELDS = ("name", "email", "office", "extension")


@lru_cache(maxsize=1)
def staff_tree():
    return etree.parse(STAFF_FILE)


@require_GET
def offices(request):
    names = sorted(set(staff_tree().xpath("//employee/office/text()")))
    return JsonResponse({"offices": names})


@require_GET
def by_office(request):
    office = request.GET.get("office")
    if not office:
        return HttpResponseBadRequest("office is required")
    query = "//employee[office='" + office + "' and status='active']"
    nodes = staff_tree().xpath(query)
    return JsonResponse({"people": [_person(n) for n in nodes]})


@require_GET
def extension_lookup(request):
    try:
        ext = int(request.GET.get("ext", ""))
    except ValueError:
        return HttpResponseBadRequest("numeric extension required")
    nodes = staff_tree().xpath("//employee[extension=$ext]", ext=str(ext))
    return JsonResponse({"people": [_person(n) for n in nodes]})


def _person(node):
    return {field: node.findtext(field) for field in PUBLIC_FIELDS}
