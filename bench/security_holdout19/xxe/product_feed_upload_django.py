from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree


@require_POST
def upload_feed(request):
    upload = request.FILES["feed"]
    chunks = []
    chunks.append(upload.read())
    data = chunks[-1]
    parser = etree.XMLParser(resolve_entities=True, dtd_validation=True)
    tree = etree.fromstring(data, parser=parser)
    items = [{"sku": i.findtext("sku"), "title": i.findtext("title")} for i in tree.iter("item")]
    return JsonResponse({"imported": len(items), "items": items})
