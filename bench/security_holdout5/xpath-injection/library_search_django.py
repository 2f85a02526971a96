from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.http import require_GET
from lxml import etree

_catalog = None


def catalog():
    global _catalog
    if _catalog is None:
        _catalog = etree.parse(settings.LIBRARY_CATALOG_XML)
    return _catalog


def _book_to_dict(node):
    return {
        "isbn": node.get("isbn"),
        "title": node.findtext("title"),
        "author": node.findtext("author"),
        "available": node.findtext("available") == "true",
    }


@require_GET
def books_by_author(request):
    author = request.GET.get("author", "")
    books = catalog().getroot().xpath(
        "//book[author='" + author + "' and @restricted='false']"
    )
    return JsonResponse({"books": [_book_to_dict(b) for b in books]})
