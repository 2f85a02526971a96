import http.client
import json
import os

UPSTREAM_HOST = os.environ.get("UPSTREAM_HOST", "orders-api.internal")
UPSTREAM_PORT = int(os.environ.get("UPSTREAM_PORT", "8080"))


def application(environ, start_response):
    conn = http.client.HTTPConnection(UPSTREAM_HOST, UPSTREAM_PORT, timeout=3)
    try:
        conn.request("GET", "/healthz")
        resp = conn.getresponse()
        result = {"upstream": UPSTREAM_HOST, "status": resp.status}
    except OSError as exc:
        result = {"upstream": UPSTREAM_HOST, "error": str(exc)}
    finally:
        conn.close()
    code = "200 OK" if result.get("status") == 200 else "503 Service Unavailable"
    start_response(code, [("Content-Type", "application/json")])
    return [json.dumps(result).encode()]
