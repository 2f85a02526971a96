from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

SVG_NS = "{http://www.w3.org/2000/svg}"


@require_POST
def svg_dimensions(request):
    upload = request.FILES["image"]
    parser = etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True)
    tree = etree.parse(upload, parser)
    root = tree.getroot()
    return JsonResponse({
        "width": root.get("width"),
        "height": root.get("height"),
        "viewBox": root.get("viewBox"),
    })
