import json
from urllib.parse import parse_qs

from lxml import etree

STAFF = etree.parse("/srv/hr/staff.xml")


def application(environ, start_response):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    try:
        emp_id = int(qs.get("id", [""])[0])
    except ValueError:
        start_response("400 Bad Request", [("Content-Type", "text/plain")])
        return [b"id must be numeric"]
    nodes = STAFF.xpath("//employee[@id=%d]" % emp_id)
    record = {c.tag: c.text for c in nodes[0]} if nodes else None
    start_response("200 OK", [("Content-Type", "application/json")])
    return [json.dumps({"id": emp_id, "record": record}).encode()]
