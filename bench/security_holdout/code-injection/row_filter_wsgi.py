import json
from urllib.parse import parse_qs

DATA_FILE = "/srv/data/shipments.json"


def application(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    expr = params.get("where", ["True"])[0]
    predicate = eval("lambda row: " + expr)
    with open(DATA_FILE) as fh:
        rows = json.load(fh)
    body = json.dumps([r for r in rows if predicate(r)]).encode()
    start_response("200 OK", [("Content-Type", "application/json")])
    return [body]
