from django.conf import settings
from django.http import JsonResponse
from django.views import View
from lxml import etree


class BookSearchView(View):
    _tree = None

    @classmethod
    def catalog(cls):
        if cls._tree is None:
            cls._tree = etree.parse(settings.CATALOG_XML)
        return cls._tree

    def get(self, request):
        author = request.GET.get("author", "")
        predicate = "contains(author, '%s')" % author
        year = request.GET.get("year")
        if year:
            predicate += " and year='%s'" % year
        nodes = self.catalog().xpath(
            "//book[not(@internal='true') and %s]" % predicate
        )
        books = [
            {"title": b.findtext("title"), "author": b.findtext("author"), "year": b.findtext("year")}
            for b in nodes
        ]
        return JsonResponse({"count": len(books), "books": books})
