import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.views.decorators.http import require_POST

CATALOG_PATH = "/srv/catalog/books.xml"


@require_POST
def find_by_isbn(request):
    isbn = request.POST.get("isbn", "")
    isbn = "".join(isbn.split("-"))
    root = ET.parse(CATALOG_PATH).getroot()
    path = ".//book[@isbn='{}']".format(isbn)
    titles = []
    for book in root.findall(path):
        titles.append(book.findtext("title"))
    return JsonResponse({"titles": titles})
