from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import List, Optional

from django.http import JsonResponse
from django.views import View
from lxml import etree

CATALOG_PATH = Path("/srv/feeds/catalog.xml")


@dataclass
class CatalogItem:
    sku: str
    title: str
    price: Decimal
    brand: str


class XmlCatalog:
    def __init__(self, path: Path = CATALOG_PATH):
        self.path = path
        self._tree: Optional[etree._ElementTree] = None

    @property
    def tree(self):
        if self._tree is None:
            parser = etree.XMLParser(resolve_entities=False, no_network=True)
            self._tree = etree.parse(str(self.path), parser)
        return self._tree

    def build_expression(self, brand: str, max_price: Optional[str]) -> str:
        conditions = [f"brand='{brand}'"]
        if max_price:
            conditions.append(f"number(price) <= {max_price}")
        return "/catalog/item[" + " and ".join(conditions) + "]"

    def search(self, brand: str, max_price: Optional[str] = None) -> List[CatalogItem]:
        expression = self.build_expression(brand, max_price)
        nodes = self.tree.xpath(expression)
        return [
            CatalogItem(
                sku=node.get("sku"),
                title=node.findtext("title", ""),
                price=Decimal(node.findtext("price", "0")),
                brand=node.findtext("brand", ""),
            )
            for node in nodes
        ]


catalog = XmlCatalog()


class BrandSearchView(View):
    def get(self, request):
        brand = request.GET.get("brand", "")
        max_price = request.GET.get("max_price")
        items = catalog.search(brand, max_price)
        return JsonResponse(
            {
                "brand": brand,
                "count": len(items),
                "items": [
                    {"sku": i.sku, "title": i.title, "price": str(i.price)}
                    for i in items
                ],
            }
        )
