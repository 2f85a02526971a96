from decimal import Decimal

from lxml import objectify
from sanic import Sanic, json
from sanic.exceptions import BadRequest

app = Sanic("invoices")

INVOICE_PARSER = objectify.makeparser(
    remove_blank_text=True,
    load_dtd=True,
    resolve_entities=True,
)


def invoice_to_dict(inv):
    lines = []
    for line in getattr(inv, "line", []):
        lines.append({
            "description": str(line.description),
            "quantity": int(line.quantity),
            "unit_price": str(Decimal(str(line.unitPrice))),
        })
    return {
        "number": str(inv.number),
        "supplier": str(inv.supplier.name),
        "currency": str(inv.get("currency", "EUR")),
        "lines": lines,
    }


@app.get("/invoices/<invoice_id:int>")
async def get_invoice(request, invoice_id):
    record = await request.app.ctx.repo.get(invoice_id)
    if record is None:
        return json({"error": "not found"}, status=404)
    return json(record)


def read_upload(request):
    upload = request.files.get("invoice")
    if upload is not None:
        return upload.body
    if request.content_type.startswith(("application/xml", "text/xml")):
        return request.body
    raise BadRequest("expected an XML invoice")


@app.post("/invoices")
async def upload_invoice(request):
    raw = read_upload(request)
    invoice = objectify.fromstring(raw, INVOICE_PARSER)
    data = invoice_to_dict(invoice)
    invoice_id = await request.app.ctx.repo.insert(data)
    return json({"id": invoice_id, **data}, status=201)


@app.delete("/invoices/<invoice_id:int>")
async def delete_invoice(request, invoice_id):
    await request.app.ctx.repo.delete(invoice_id)
    return json({"deleted": invoice_id})
