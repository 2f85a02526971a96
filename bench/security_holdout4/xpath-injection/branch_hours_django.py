from django.conf import settings
from django.http import Http404, JsonResponse
from django.views.decorators.cache import cache_page
from lxml import etree

_BRANCHES = None


def branches():
    global _BRANCHES
    if _BRANCHES is None:
        _BRANCHES = etree.parse(settings.BRANCH_DIRECTORY_XML)
    return _BRANCHES


@cache_page(300)
def branch_hours(request):
    code = request.GET.get("code", "")
    nodes = branches().xpath("//branch[@code=$code]", code=code)
    if not nodes:
        raise Http404("unknown branch")
    branch = nodes[0]
    return JsonResponse({
        "code": code,
        "name": branch.get("name"),
        "hours": {d.get("name"): d.text for d in branch.iterfind("hours/day")},
    })
