from django.http import JsonResponse
from lxml import etree

CATALOG = etree.parse("/srv/data/library.xml")


class BookFinder:
    template = "/library/book[author='{author}' and @year>={year}]/title/text()"

    def __init__(self, doc):
        self.doc = doc

    def titles(self, **criteria):
        expr = self.template.format(**criteria)
        return [str(t) for t in self.doc.xpath(expr)]


def books_by_author(request):
    finder = BookFinder(CATALOG)
    titles = finder.titles(author=request.GET.get("author", ""), year=request.GET.get("since", "0"))
    return JsonResponse({"titles": titles})
