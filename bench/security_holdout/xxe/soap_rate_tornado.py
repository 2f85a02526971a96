import tornado.web
from lxml import etree

SOAP_NS = {"soap": "http://schemas.xmlsoap.org/soap/envelope/"}


class SoapRateHandler(tornado.web.RequestHandler):
    parser = etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True, remove_blank_text=True)

    async def post(self):
        envelope = etree.fromstring(self.request.body, parser=self.parser)
        body = envelope.find("soap:Body", SOAP_NS)
        currency = body.findtext(".//{*}currency") if body is not None else None
        if not currency:
            raise tornado.web.HTTPError(400)
        rate = await self.settings["rates"].current(currency)
        self.set_header("Content-Type", "text/xml")
        self.render("rate_response.xml", currency=currency, rate=rate)
