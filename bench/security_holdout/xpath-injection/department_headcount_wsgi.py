import json
from urllib.parse import parse_qs

from lxml import etree

STAFF = etree.parse("/srv/hr/staff.xml")


def application(environ, start_response):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    dept = qs.get("dept", [""])[0]
    total = STAFF.xpath("count(//employee[department='%s'])" % dept)
    body = json.dumps({"department": dept, "headcount": int(total)}).encode()
    start_response("200 OK", [("Content-Type", "application/json")])
    return [body]
