from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree


@require_POST
def upload_metadata(request):
    upload = request.FILES.get("metadata")
    if upload is None:
        return JsonResponse({"error": "no file"}, status=400)
    parser = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True)
    tree = etree.parse(upload, parser)
    root = tree.getroot()
    fields = {child.tag: (child.text or "").strip() for child in root}
    return JsonResponse({"root": root.tag, "fields": fields})
