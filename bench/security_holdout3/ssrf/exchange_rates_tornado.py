import json
import re
from urllib.parse import urlencode

from tornado.httpclient import AsyncHTTPClient
from tornado.web import HTTPError, RequestHandler

RATES_API = "https://api.rates.example.net/v1/latest"
CURRENCY_RE = re.compile(r"^[A-Z]{3}$")


class ExchangeRateHandler(RequestHandler):
    async def get(self):
        base = self.get_query_argument("base", "USD").upper()
        if not CURRENCY_RE.match(base):
            raise HTTPError(400, "base must be a 3-letter currency code")
        query = urlencode({"base": base, "access_key": self.settings["rates_api_key"]})
        client = AsyncHTTPClient()
        response = await client.fetch(f"{RATES_API}?{query}", request_timeout=10)
        payload = json.loads(response.body)
        self.write({"base": base, "rates": payload.get("rates", {})})
