from defusedxml import DefusedXmlException
from defusedxml.ElementTree import ParseError, fromstring
from quart import Quart, jsonify, request

app = Quart(__name__)


@app.post("/invoices/upload")
async def upload_invoice():
    files = await request.files
    if (upload := files.get("invoice")) is None:
        return jsonify(error="missing file"), 400
    try:
        doc = fromstring(upload.read())
    except (ParseError, DefusedXmlException) as exc:
        return jsonify(error=f"rejected: {exc.__class__.__name__}"), 400
    lines = [
        {"sku": li.get("sku"), "amount": li.findtext("amount")}
        for li in doc.iter("line")
    ]
    return jsonify(number=doc.findtext("number"), lines=lines)
