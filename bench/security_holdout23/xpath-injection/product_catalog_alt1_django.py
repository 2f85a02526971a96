from functools import lru_cache

from django.conf import settings
from django.http import Http404, HttpResponse, JsonResponse
from django.utils.html import escape
from django.views.decorators.cache import cache_page
from django.views.decorators.http import require_GET
from lxml import etree

CATALOG_PATH = settings.BASE_DIR / "catalog" / "products.xml"
LOWER = "translate(title, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')"


@lru_cache(maxsize=1)
def catalog():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(str(CATALOG_PATH), parser)


def _product_dict(node):
    return {
        "sku": node.get("sku"),
        "title": node.findtext("title"),
        "price": node.findtext("price"),
        "category": node.get("category"),
    }


@require_GET
@cache_page(300)
def product_detail(request, sku):
    nodes = catalog().xpath("/catalog/product[@sku=$sku and @visible='yes']", sku=sku)
    if not nodes:
        raise Http404("unknown product")
    return JsonResponse(_product_dict(nodes[0]))


@require_GET
def category_listing(request, category):
    nodes = catalog().xpath("/catalog/product[@category=$c and @visible='yes']", c=category)
    return JsonResponse({"products": [_product_dict(n) for n in nodes]})


@require_GET
def search(request):
    term = request.GET.get("q", "").strip()
    if len(term) < 2:
        return HttpResponse("<p>Type at least two characters.</p>")
    shown = escape(term)
    expr = "/catalog/product[@visible='yes' and contains(%s, '%s')]" % (LOWER, term.lower())
    nodes = catalog().xpath(expr)
    items = "".join(f"<li>{escape(n.findtext('title'))}</li>" for n in nodes)
    return HttpResponse(f"<h2>Results for {shown}</h2><ul>{items}</ul>")
