from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

SVG_NS = "{http://www.w3.org/2000/svg}"


@require_POST
def svg_metadata(request):
    upload = request.FILES["image"]
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=True)
    tree = etree.parse(upload, parser)
    root = tree.getroot()
    return JsonResponse({
        "width": root.get("width"),
        "height": root.get("height"),
        "title": root.findtext(f"{SVG_NS}title"),
    })
