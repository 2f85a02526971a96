from decimal import Decimal

from defusedxml import ElementTree as DefusedET
from quart import Quart, abort, jsonify, request

app = Quart(__name__)


def invoice_to_dict(root):
    lines = []
    for line in root.findall("line"):
        lines.append({
            "description": line.findtext("description", default=""),
            "quantity": int(line.findtext("quantity", default="0")),
            "unit_price": str(Decimal(line.findtext("unitPrice", default="0"))),
        })
    return {
        "number": root.findtext("number"),
        "supplier": root.findtext("supplier/name"),
        "currency": root.get("currency", "EUR"),
        "lines": lines,
    }


@app.get("/invoices/<int:invoice_id>")
async def get_invoice(invoice_id):
    record = await app.config["REPO"].get(invoice_id)
    if record is None:
        abort(404)
    return jsonify(record)


async def read_upload():
    files = await request.files
    upload = files.get("invoice")
    if upload is not None:
        return upload.read()
    if request.mimetype in ("application/xml", "text/xml"):
        return await request.get_data()
    abort(400, "expected an XML invoice")


@app.post("/invoices")
async def upload_invoice():
    raw = await read_upload()
    root = DefusedET.fromstring(raw, forbid_dtd=True)
    data = invoice_to_dict(root)
    invoice_id = await app.config["REPO"].insert(data)
    return jsonify(id=invoice_id, **data), 201


@app.delete("/invoices/<int:invoice_id>")
async def delete_invoice(invoice_id):
    await app.config["REPO"].delete(invoice_id)
    return jsonify(deleted=invoice_id)
