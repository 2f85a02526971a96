from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

from catalog.models import SupplierItem

ITEM_FEED_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    dtd_validation=False,
    huge_tree=False,
)


@staff_member_required
@require_POST
def import_supplier_feed(request):
    upload = request.FILES.get("feed")
    if upload is None:
        return JsonResponse({"error": "missing feed file"}, status=400)

    tree = etree.parse(upload, ITEM_FEED_PARSER)
    count = 0
    for node in tree.getroot().iter("item"):
        SupplierItem.objects.update_or_create(
            supplier_code=node.get("code"),
            defaults={"label": node.findtext("label", ""), "unit_cost": node.findtext("cost", "0")},
        )
        count += 1
    return JsonResponse({"processed": count})
