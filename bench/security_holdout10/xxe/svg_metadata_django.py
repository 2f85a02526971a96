from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

HARDENED = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, dtd_validation=False)


@require_POST
def upload_svg_metadata(request):
    upload = request.FILES["svg"]
    tree = etree.parse(upload, HARDENED)
    root = tree.getroot()
    return JsonResponse({
        "width": root.get("width"),
        "height": root.get("height"),
        "title": root.findtext("{http://www.w3.org/2000/svg}title"),
    })
