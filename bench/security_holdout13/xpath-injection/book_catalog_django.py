from django.conf import settings
from django.http import JsonResponse
from lxml import etree

CATALOG = etree.parse(str(settings.BASE_DIR / "catalog.xml"))


def book_by_title(request):
    title = request.POST.get("title", "") if request.method == "POST" else request.GET.get("title", "")
    pieces = ["//book[title=\"", title, "\"]"]
    expr = "".join(pieces)
    finder = etree.XPath(expr)
    books = finder(CATALOG)
    return JsonResponse({"books": [b.findtext("isbn") for b in books]})
