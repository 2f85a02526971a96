import json

import tornado.web
from tornado.httpclient import AsyncHTTPClient

PARTNERS = {
    "acme": "https://api.acme-logistics.example/v2/rates",
    "globex": "https://rates.globex.example/quote",
    "initech": "https://shipping.initech.example/api/rates",
}


class PartnerRatesHandler(tornado.web.RequestHandler):
    async def get(self):
        partner = self.get_argument("partner")
        endpoint = PARTNERS.get(partner)
        if endpoint is None:
            raise tornado.web.HTTPError(400, "unknown partner")
        weight = float(self.get_argument("weight", "1"))
        client = AsyncHTTPClient()
        response = await client.fetch(f"{endpoint}?weight={weight:.2f}", request_timeout=10)
        self.write({"partner": partner, "rates": json.loads(response.body)})


def make_app():
    return tornado.web.Application([(r"/shipping/rates", PartnerRatesHandler)])
