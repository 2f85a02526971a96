from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

from catalog.models import Product

FEED_PARSER = etree.XMLParser(resolve_entities=True, no_network=False, huge_tree=True)


@staff_member_required
@require_POST
def import_product_feed(request):
    upload = request.FILES.get("feed")
    if upload is None:
        return JsonResponse({"error": "missing feed file"}, status=400)

    tree = etree.parse(upload, FEED_PARSER)
    created = 0
    for node in tree.getroot().iter("product"):
        _, was_created = Product.objects.update_or_create(
            sku=node.get("sku"),
            defaults={"name": node.findtext("name", ""), "description": node.findtext("description", "")},
        )
        created += int(was_created)
    return JsonResponse({"imported": created})
