import json
from urllib.parse import parse_qs

from lxml import etree

RELEASES_PATH = "/srv/press/releases.xml"


def application(environ, start_response):
    query = parse_qs(environ.get("QUERY_STRING", ""))
    try:
        limit = max(1, min(int(query.get("limit", ["10"])[0]), 50))
    except ValueError:
        limit = 10
    tree = etree.parse(RELEASES_PATH)
    headlines = tree.xpath("//release[@embargoed='false']/headline/text()")
    body = json.dumps({"headlines": [str(h) for h in headlines[:limit]]}).encode("utf-8")
    start_response("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
    return [body]


if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    make_server("127.0.0.1", 8085, application).serve_forever()
