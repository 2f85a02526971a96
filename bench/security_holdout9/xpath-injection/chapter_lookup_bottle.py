import xml.etree.ElementTree as ET

from bottle import HTTPError, request, route

BOOK = ET.parse("/srv/books/manual.xml")


@route("/manual/chapter")
def chapter():
    try:
        number = int(request.query.get("n", "1"))
    except ValueError:
        raise HTTPError(400, "chapter must be numeric")
    node = BOOK.find(".//chapter[@number='%d']" % number)
    if node is None:
        raise HTTPError(404)
    return {"title": node.findtext("title"), "summary": node.findtext("summary")}
