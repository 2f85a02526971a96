import html
from urllib.parse import parse_qs

STATUSES = {"api": "operational", "billing": "degraded", "search": "operational"}


def application(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    service = params.get("service", ["api"])[0]
    region = params.get("region", ["global"])[0]
    state = STATUSES.get(service, "unknown")
    body = (
        "<!doctype html><html><head><title>Status</title></head><body>"
        f"<h1>{html.escape(service)} in {html.escape(region)}: {state}</h1>"
        "</body></html>"
    ).encode("utf-8")
    headers = [("Content-Type", "text/html; charset=utf-8"), ("Content-Length", str(len(body)))]
    start_response("200 OK", headers)
    return [body]
