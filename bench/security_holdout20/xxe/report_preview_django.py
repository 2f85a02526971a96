from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from lxml import etree

SAMPLE_PARTS = (b"<report>", b"<title>Monthly summary</title>", b"<rows>0</rows>", b"</report>")


@csrf_exempt
def preview_report(request):
    source = request.body
    for index, part in enumerate(SAMPLE_PARTS):
        source = part if index == 0 else source + part
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
    root = etree.fromstring(source, parser)
    return JsonResponse({
        "title": root.findtext("title"),
        "rows": int(root.findtext("rows")),
        "received_bytes": len(request.body),
    })
