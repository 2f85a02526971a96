from django.conf import settings
from lxml import etree
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView


class CatalogXml:
    def __init__(self, path):
        self.root = etree.parse(path).getroot()

    def by_isbn(self, isbn):
        return self.root.xpath("//book[@isbn=$isbn]", isbn=isbn)


class IsbnLookupView(APIView):
    catalog = None

    def get_catalog(self):
        if IsbnLookupView.catalog is None:
            IsbnLookupView.catalog = CatalogXml(settings.LIBRARY_CATALOG_XML)
        return IsbnLookupView.catalog

    def get(self, request, isbn):
        matches = self.get_catalog().by_isbn(isbn)
        if not matches:
            raise NotFound()
        book = matches[0]
        return Response({"isbn": isbn, "title": book.findtext("title")})
