import re

from django.http import HttpResponseBadRequest, JsonResponse
from lxml import etree

REGIONS = etree.parse("/srv/data/regions.xml")
CODE_PATTERN = re.compile(r"[A-Z]{2}(-[A-Z0-9]{1,3})?")


def region_lookup(request):
    code = request.GET.get("code", "").upper()
    if not CODE_PATTERN.fullmatch(code):
        return HttpResponseBadRequest("invalid region code")
    nodes = REGIONS.xpath("//region[@code='%s']" % code)
    if not nodes:
        return JsonResponse({"found": False})
    node = nodes[0]
    return JsonResponse({"found": True, "name": node.findtext("name"), "currency": node.findtext("currency")})
