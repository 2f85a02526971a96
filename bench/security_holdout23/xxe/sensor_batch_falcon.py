import falcon
from defusedxml import ElementTree as DefusedET
from defusedxml.common import DefusedXmlException


class SensorBatchResource:
    def __init__(self, store):
        self.store = store

    def on_post(self, req, resp):
        body = req.bounded_stream.read(2 * 1024 * 1024)
        try:
            root = DefusedET.fromstring(body)
        except (DefusedXmlException, DefusedET.ParseError) as exc:
            raise falcon.HTTPBadRequest(title="Invalid batch", description=str(exc))
        readings = [
            {"sensor": r.get("id"), "value": float(r.findtext("value", "nan")), "unit": r.findtext("unit", "")}
            for r in root.iter("reading")
        ]
        self.store.extend(readings)
        resp.media = {"accepted": len(readings)}


app = falcon.App()
app.add_route("/sensors/batch", SensorBatchResource(store=[]))
