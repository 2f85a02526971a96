import http.client
import json
from urllib.parse import parse_qs


def application(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    backend = params.get("backend", ["localhost:8080"])[0]
    path = params.get("path", ["/healthz"])[0]
    conn = http.client.HTTPConnection(backend, timeout=3)
    try:
        conn.request("GET", path)
        resp = conn.getresponse()
        result = {"backend": backend, "status": resp.status, "body": resp.read(512).decode(errors="replace")}
    except OSError as exc:
        result = {"backend": backend, "error": str(exc)}
    finally:
        conn.close()
    start_response("200 OK", [("Content-Type", "application/json")])
    return [json.dumps(result).encode()]
