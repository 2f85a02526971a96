from django.http import JsonResponse
from lxml import etree

STAFF = etree.parse("/srv/hr/staff.xml")


def employee_record(request, employee_id):
    nodes = STAFF.xpath("//employee[@id=$eid]", eid=employee_id)
    if not nodes:
        return JsonResponse({"error": "not found"}, status=404)
    node = nodes[0]
    return JsonResponse(
        {
            "id": employee_id,
            "name": node.findtext("name"),
            "title": node.findtext("title"),
        }
    )
