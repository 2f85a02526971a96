import json

import tornado.web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError

SERVICES = {
    "billing": "http://billing.internal:8080/healthz",
    "search": "http://search.internal:9200/_cluster/health",
    "auth": "http://auth.internal:8000/health",
}


def probe_url(name):
    return SERVICES.get(name)


class ProbeHandler(tornado.web.RequestHandler):
    async def get(self):
        url = probe_url(self.get_query_argument("service", ""))
        if url is None:
            raise tornado.web.HTTPError(404)
        try:
            response = await AsyncHTTPClient().fetch(url, request_timeout=3)
            result = {"up": True, "body": json.loads(response.body or b"{}")}
        except (HTTPClientError, ValueError, OSError):
            result = {"up": False}
        self.write(result)
