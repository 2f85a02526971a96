import base64

from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()


def envelope_parser():
    return etree.XMLParser(resolve_entities=True, no_network=False, load_dtd=True)


@app.post("/gateway/soap")
async def soap_gateway(request: Request):
    payload = await request.json()
    envelope = base64.b64decode(payload.get("envelope", ""))
    root = etree.fromstring(envelope, envelope_parser())
    body = root.find(".//{http://schemas.xmlsoap.org/soap/envelope/}Body")
    action = body[0].tag if body is not None and len(body) else "none"
    return {"action": action}
