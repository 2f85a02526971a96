from defusedxml import ElementTree as DET
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Contact


@require_POST
def import_contacts(request):
    doc = DET.fromstring(request.body)
    created = 0
    for node in doc.findall("contact"):
        Contact.objects.update_or_create(
            email=node.findtext("email"),
            defaults={"name": node.findtext("name") or ""},
        )
        created += 1
    return JsonResponse({"imported": created})
