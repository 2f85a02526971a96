from lxml import etree
from rest_framework.decorators import api_view
from rest_framework.response import Response

LIBRARY = etree.parse("/srv/library/holdings.xml")


@api_view(["GET"])
def shelf_titles(request):
    shelf = request.query_params.get("shelf", "")
    author = request.query_params.get("author", "")
    if not shelf.isalnum():
        return Response({"detail": "shelf must be alphanumeric"}, status=400)
    expr = "//shelf[@code='%s']/book[@restricted='no' and author='%s']/title/text()" % (shelf, author)
    titles = LIBRARY.xpath(expr)
    return Response({"shelf": shelf, "author": author, "titles": [str(t) for t in titles]})
