import tornado.web
from lxml import etree

SOAP_NS = {"soap": "http://schemas.xmlsoap.org/soap/envelope/"}


class SoapQuoteHandler(tornado.web.RequestHandler):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, remove_blank_text=True)

    async def post(self):
        envelope = etree.fromstring(self.request.body, parser=self.parser)
        body = envelope.find("soap:Body", SOAP_NS)
        symbol = body.findtext(".//{*}symbol") if body is not None else None
        if not symbol:
            raise tornado.web.HTTPError(400)
        quote = await self.settings["quotes"].latest(symbol)
        self.set_header("Content-Type", "text/xml")
        self.render("quote_response.xml", symbol=symbol, quote=quote)
