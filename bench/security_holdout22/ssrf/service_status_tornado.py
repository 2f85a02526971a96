import tornado.web
from tornado.httpclient import AsyncHTTPClient

SERVICES = {
    "billing": "http://billing.internal:8080/health",
    "search": "http://search.internal:9200/_cluster/health",
    "auth": "http://auth.internal:8000/healthz",
}


class StatusHandler(tornado.web.RequestHandler):
    async def get(self):
        names = self.get_arguments("service") or sorted(SERVICES)
        client = AsyncHTTPClient()
        report = {}
        for name in names:
            url = SERVICES.get(name)
            if url is None:
                continue
            resp = await client.fetch(url, raise_error=False)
            report[name] = resp.code
        self.write(report)
