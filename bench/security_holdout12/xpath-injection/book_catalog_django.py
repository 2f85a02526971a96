from django.conf import settings
from django.http import JsonResponse
from django.views import View
from lxml import etree


class CatalogQuery:
    def __init__(self, path):
        self.root = etree.parse(path).getroot()

    def by_author(self, author, year=None):
        if year:
            return self.root.xpath("//book[author=$author and @year=$year]", author=author, year=year)
        return self.root.xpath("//book[author=$author]", author=author)


class BooksByAuthorView(View):
    def get(self, request):
        query = CatalogQuery(settings.CATALOG_XML)
        books = query.by_author(request.GET.get("author", ""), request.GET.get("year"))
        return JsonResponse({"titles": [b.findtext("title") for b in books]})
