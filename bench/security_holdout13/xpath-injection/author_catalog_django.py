from django.conf import settings
from django.http import JsonResponse
from lxml import etree

CATALOG = etree.parse(str(settings.BASE_DIR / "catalog.xml"))
BY_AUTHOR = etree.XPath("//book[author=$who]")


def books_by_author(request):
    who = request.POST.get("author", "") if request.method == "POST" else request.GET.get("author", "")
    params = {"who": who}
    finder = BY_AUTHOR
    books = finder(CATALOG, **params)
    return JsonResponse({"books": [b.findtext("isbn") for b in books]})
