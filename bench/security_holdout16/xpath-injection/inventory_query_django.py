from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET
from lxml import etree

FEED = "/srv/feeds/inventory.xml"
SORT_KEYS = {"sku": "sku", "name": "name", "stock": "stock"}
BY_CATEGORY = etree.XPath("//item[category=$cat and number(stock) >= $minimum]")
BY_SKU = etree.XPath("//item[sku=$sku]")


def _load():
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    return etree.parse(FEED, parser)


def _item(node):
    return {key: node.findtext(tag) for key, tag in SORT_KEYS.items()}


@require_GET
def category_items(request):
    category = request.GET.get("category", "")
    sort_key = SORT_KEYS.get(request.GET.get("sort", "sku"), "sku")
    try:
        minimum = int(request.GET.get("min_stock", "0"))
    except ValueError:
        return HttpResponseBadRequest("min_stock")
    nodes = BY_CATEGORY(_load(), cat=category, minimum=minimum)
    items = sorted((_item(n) for n in nodes), key=lambda i: i[sort_key] or "")
    return JsonResponse({"category": category, "items": items})


@require_GET
def item_detail(request, sku):
    nodes = BY_SKU(_load(), sku=sku)
    if not nodes:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse(_item(nodes[0]))


@require_GET
def field_values(request, field):
    tag = SORT_KEYS.get(field)
    if tag is None:
        return HttpResponseBadRequest("field")
    values = _load().xpath(f"//item/{tag}/text()")
    return JsonResponse({"field": field, "values": sorted(set(map(str, values)))})
