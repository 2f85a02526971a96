from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from lxml import etree

HARDENED = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, dtd_validation=False)


@csrf_exempt
@require_POST
def import_settings(request):
    root = etree.fromstring(request.body, parser=HARDENED)
    settings = {node.get("key"): node.text for node in root.iter("setting")}
    return JsonResponse({"settings": settings})
