import json
from urllib.parse import parse_qs
from xml.etree import ElementTree

import elementpath

KIOSK_DOC = ElementTree.parse("/etc/kiosk/operators.xml")


def find_operator(operator_id, pin):
    expr = "/operators/operator[id='" + operator_id + "' and pin='" + pin + "']/name"
    names = elementpath.select(KIOSK_DOC, expr)
    return names[0].text if names else None


def application(environ, start_response):
    size = int(environ.get("CONTENT_LENGTH") or 0)
    form = parse_qs(environ["wsgi.input"].read(size).decode("utf-8"))
    operator_id = form.get("operator", [""])[0]
    pin = form.get("pin", [""])[0]
    name = find_operator(operator_id, pin)
    status = "200 OK" if name else "401 Unauthorized"
    body = json.dumps({"operator": name}).encode()
    start_response(status, [("Content-Type", "application/json"),
                            ("Content-Length", str(len(body)))])
    return [body]
