import json
import time

from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.web import HTTPError, RequestHandler, authenticated

REGION_ENDPOINTS = {
    "eu-west": "https://eu-west.internal.example.net/healthz",
    "eu-central": "https://eu-central.internal.example.net/healthz",
    "us-east": "https://us-east.internal.example.net/healthz",
    "ap-south": "https://ap-south.internal.example.net/healthz",
}


class RegionHealthHandler(RequestHandler):
    """Status page backend: the browser asks for one region at a time."""

    def get_current_user(self):
        return self.get_signed_cookie("operator")

    @authenticated
    async def get(self, region):
        if region not in REGION_ENDPOINTS:
            raise HTTPError(404, reason="unknown region")

        started = time.monotonic()
        http = AsyncHTTPClient()
        try:
            response = await http.fetch(HTTPRequest(REGION_ENDPOINTS[region], request_timeout=4, follow_redirects=False))
            body = json.loads(response.body or b"{}")
            healthy = body.get("status") == "pass"
            code = response.code
        except HTTPClientError as exc:
            healthy, code, body = False, exc.code, {}
        except (OSError, ValueError):
            healthy, code, body = False, None, {}

        self.write(
            {
                "region": region,
                "healthy": healthy,
                "status_code": code,
                "latency_ms": int((time.monotonic() - started) * 1000),
                "checks": body.get("checks", {}),
            }
        )


def routes():
    return [(r"/api/health/regions/([a-z-]+)", RegionHealthHandler)]
