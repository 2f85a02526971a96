import xml.etree.ElementTree as ET

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

ROSTER = ET.parse("config/roster.xml").getroot()


@login_required
def member_roles(request):
    name = request.GET.get("member", "")
    roles = []
    for node in ROSTER.findall(f"./member[@name='{name}']/role"):
        roles.append(node.text)
    return JsonResponse({"member": name, "roles": roles})
