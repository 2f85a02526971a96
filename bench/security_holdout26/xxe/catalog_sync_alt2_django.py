from defusedxml import minidom
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST

from catalog.models import CatalogItem


def _text(node, tag):
    found = node.getElementsByTagName(tag)
    if not found or not found[0].firstChild:
        return ""
    return found[0].firstChild.data.strip()


@require_GET
def catalog_index(request):
    items = CatalogItem.objects.order_by("sku").values("sku", "name", "price")
    return JsonResponse({"items": list(items)})


@require_GET
def catalog_item(request, sku):
    item = CatalogItem.objects.filter(sku=sku).values("sku", "name", "price").first()
    if item is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse(item)


@require_POST
def catalog_sync(request):
    if request.content_type not in ("application/xml", "text/xml"):
        return HttpResponseBadRequest("xml body expected")
    document = minidom.parseString(request.body)
    created = 0
    updated = 0
    for node in document.getElementsByTagName("item"):
        sku = node.getAttribute("sku")
        if not sku:
            continue
        _, was_created = CatalogItem.objects.update_or_create(
            sku=sku,
            defaults={"name": _text(node, "name"), "price": _text(node, "price") or "0"},
        )
        if was_created:
            created += 1
        else:
            updated += 1
    return JsonResponse({"created": created, "updated": updated})


@require_POST
def catalog_purge(request):
    deleted, _ = CatalogItem.objects.filter(active=False).delete()
    return JsonResponse({"deleted": deleted})
