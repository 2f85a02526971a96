from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import Http404, JsonResponse
from django.views import View
from lxml import etree


class InventoryFeed:
    _cache = None

    @classmethod
    def document(cls):
        if cls._cache is None:
            cls._cache = etree.parse(settings.INVENTORY_FEED_PATH)
        return cls._cache


class InventoryRepository:
    def __init__(self, doc=None):
        self.doc = doc if doc is not None else InventoryFeed.document()

    def warehouses(self):
        return sorted(set(self.doc.xpath("//item/@warehouse")))

    def by_sku(self, sku):
        nodes = self.doc.xpath("//item[@sku=$sku]", sku=sku)
        return nodes[0] if nodes else None

    def search(self, warehouse, category):
        expression = "//item[@warehouse='{w}'][category='{c}']".format(w=warehouse, c=category)
        return self.doc.xpath(expression)


def serialize(node):
    return {
        "sku": node.get("sku"),
        "name": node.findtext("name"),
        "quantity": int(node.findtext("quantity") or 0),
        "warehouse": node.get("warehouse"),
    }


class WarehouseListView(LoginRequiredMixin, View):
    def get(self, request):
        return JsonResponse({"warehouses": InventoryRepository().warehouses()})


class ItemDetailView(LoginRequiredMixin, View):
    def get(self, request, sku):
        node = InventoryRepository().by_sku(sku)
        if node is None:
            raise Http404
        return JsonResponse(serialize(node))


class InventorySearchView(LoginRequiredMixin, View):
    def get(self, request):
        warehouse = request.GET.get("warehouse", "main")
        category = request.GET.get("category", "")
        items = InventoryRepository().search(warehouse, category)
        return JsonResponse({"items": [serialize(n) for n in items]})
