from django.http import JsonResponse
from lxml import etree

CATALOG = etree.parse("/srv/data/catalog.xml")


def catalog_search(request):
    conditions = []
    author = request.GET.get("author")
    year = request.GET.get("year")
    if author:
        conditions.append("author='" + author + "'")
    if year:
        conditions.append("@year='" + year + "'")
    predicate = " and ".join(conditions) or "true()"
    books = CATALOG.getroot().xpath("//book[" + predicate + "]")
    return JsonResponse({"titles": [b.findtext("title") for b in books]})
