import xml.etree.ElementTree as ET

from django.http import Http404, JsonResponse

DIRECTORY = ET.parse("config/directory.xml").getroot()
FIELDS = {"email": "email", "phone": "phone", "desk": "location/desk"}


def staff_field(request, staff_id):
    field = FIELDS.get(request.GET.get("field", "email"), "email")
    try:
        emp = int(staff_id)
    except ValueError:
        raise Http404("no such employee")
    nodes = DIRECTORY.findall("./employee[@id='%d']/%s" % (emp, field))
    return JsonResponse({"values": [node.text for node in nodes]})
