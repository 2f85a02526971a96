from django.conf import settings
from django.http import JsonResponse
from lxml import etree

CATALOG = etree.parse(str(settings.BASE_DIR / "data" / "catalog.xml"))


class BookFinder:
    def __init__(self, doc):
        self.doc = doc

    def by_author(self, author, year=None):
        predicate = "author='%s'" % author
        if year:
            predicate += " and @year='%s'" % year
        return self.doc.getroot().xpath("//book[%s]/title/text()" % predicate)


def books_by_author(request):
    finder = BookFinder(CATALOG)
    titles = finder.by_author(request.GET.get("author", ""), request.GET.get("year"))
    return JsonResponse({"titles": [str(t) for t in titles]})
