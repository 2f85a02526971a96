from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree


def make_parser():
    options = {"load_dtd": False, "resolve_entities": False, "no_network": True}
    return etree.XMLParser(**options)


@require_POST
def upload_catalog(request):
    upload = request.FILES["catalog"]
    data = upload.read()
    parser = make_parser()
    root = etree.fromstring(data, parser)
    items = [{"sku": i.get("sku"), "name": i.findtext("name")} for i in root.iter("item")]
    return JsonResponse({"items": items})
