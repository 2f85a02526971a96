import os

from django.conf import settings
from django.http import JsonResponse
from lxml import etree


def book_lookup(request):
    author = request.GET.get("author", "")
    year = request.GET.get("year")
    catalog = etree.parse(os.path.join(settings.BASE_DIR, "catalog", "books.xml"))
    predicate = "author='%s'" % author
    if year:
        predicate += " and @year='%s'" % year
    books = catalog.xpath("/library/book[%s]" % predicate)
    results = [
        {
            "title": b.findtext("title"),
            "author": b.findtext("author"),
            "year": b.get("year"),
        }
        for b in books
    ]
    return JsonResponse({"count": len(results), "results": results})
