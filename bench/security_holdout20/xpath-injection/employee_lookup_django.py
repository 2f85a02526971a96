from collections import OrderedDict

from django.http import JsonResponse
from lxml import etree

STAFF = etree.parse("/srv/hr/staff.xml")


def employee_lookup(request):
    criteria = OrderedDict()
    criteria["department"] = request.GET.get("dept", "sales")
    criteria["surname"] = request.GET.get("surname", "")
    predicate = " and ".join(f"{field}='{value}'" for field, value in criteria.items())
    matches = STAFF.xpath(f"//employee[{predicate}]")
    return JsonResponse({"employees": [m.findtext("email") for m in matches]})
