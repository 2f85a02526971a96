import logging
import os
from functools import lru_cache

from django.conf import settings
from django.http import Http404, JsonResponse
from django.views.decorators.cache import cache_page
from lxml import etree

logger = logging.getLogger("catalog")

CATALOG_FILE = os.path.join(getattr(settings, "DATA_DIR", "/srv/data"), "catalog.xml")


@lru_cache(maxsize=1)
def catalog_root():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(CATALOG_FILE, parser).getroot()


def book_to_dict(node):
    return {
        "isbn": node.get("isbn"),
        "title": node.findtext("title"),
        "author": node.findtext("author"),
        "price": node.findtext("price"),
    }


class CatalogQuery:
    def __init__(self, author=None, category=None):
        self.author = author
        self.category = category

    def expression(self):
        preds = []
        if self.author:
            preds.append("author='%s'" % self.author)
        if self.category:
            preds.append("@category='%s'" % self.category)
        cond = " and ".join(preds) if preds else "true()"
        return "/catalog/book[%s]" % cond

    def run(self, root):
        expr = self.expression()
        logger.debug("catalog xpath: %s", expr)
        return root.xpath(expr)


@cache_page(60)
def list_books(request):
    query = CatalogQuery(request.GET.get("author"), request.GET.get("category"))
    books = query.run(catalog_root())
    return JsonResponse({"books": [book_to_dict(b) for b in books]})


def book_detail(request, isbn):
    for node in catalog_root().iter("book"):
        if node.get("isbn") == isbn:
            return JsonResponse(book_to_dict(node))
    raise Http404("unknown isbn")
