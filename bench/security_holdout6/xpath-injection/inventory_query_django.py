import os
import threading
from dataclasses import asdict, dataclass
from typing import List

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET
from lxml import etree

INVENTORY_XML = os.environ.get("INVENTORY_XML", "/srv/data/inventory.xml")
WAREHOUSE_QUERY = etree.XPath(
    "/inventory/item[location/@warehouse=$warehouse and number(quantity) >= $minimum]"
)


@dataclass
class StockItem:
    sku: str
    name: str
    quantity: int
    warehouse: str


def _to_item(node) -> StockItem:
    return StockItem(
        sku=node.get("sku", ""),
        name=node.findtext("name", ""),
        quantity=int(node.findtext("quantity", "0")),
        warehouse=node.find("location").get("warehouse", "") if node.find("location") is not None else "",
    )


class InventoryIndex:
    def __init__(self, path: str):
        self.path = path
        self._lock = threading.Lock()
        self._doc = None

    def document(self):
        with self._lock:
            if self._doc is None:
                parser = etree.XMLParser(resolve_entities=False, no_network=True)
                self._doc = etree.parse(self.path, parser)
            return self._doc

    def by_sku(self, sku: str) -> List[StockItem]:
        nodes = self.document().xpath("/inventory/item[@sku=$sku]", sku=sku)
        return [_to_item(n) for n in nodes]

    def in_warehouse(self, warehouse: str, minimum: int) -> List[StockItem]:
        nodes = WAREHOUSE_QUERY(self.document(), warehouse=warehouse, minimum=minimum)
        return [_to_item(n) for n in nodes]


index = InventoryIndex(INVENTORY_XML)


@require_GET
def inventory_query(request):
    sku = request.GET.get("sku")
    if sku:
        items = index.by_sku(sku)
    else:
        try:
            minimum = int(request.GET.get("min", "1"))
        except ValueError:
            return HttpResponseBadRequest("min must be an integer")
        items = index.in_warehouse(request.GET.get("warehouse", "main"), minimum)
    return JsonResponse({"items": [asdict(i) for i in items]})
