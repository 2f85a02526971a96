from decimal import Decimal

from defusedxml import ElementTree as DefusedET
from defusedxml.common import DefusedXmlException
from flask import Blueprint, current_app, jsonify, request

from .auth import login_required
from .models import Receipt, db

bp = Blueprint("receipts", __name__, url_prefix="/receipts")

NS = {"r": "urn:example:receipt:1.0"}


class ReceiptFormatError(ValueError):
    pass


def parse_receipt(stream):
    try:
        root = DefusedET.parse(stream).getroot()
    except (DefusedET.ParseError, DefusedXmlException) as exc:
        raise ReceiptFormatError(str(exc)) from exc
    items = []
    for item in root.iterfind("r:item", NS):
        items.append(
            {
                "sku": item.findtext("r:sku", namespaces=NS),
                "description": item.findtext("r:description", namespaces=NS),
                "qty": int(item.findtext("r:qty", default="1", namespaces=NS)),
                "price": Decimal(item.findtext("r:price", default="0", namespaces=NS)),
            }
        )
    return {
        "number": root.findtext("r:number", namespaces=NS),
        "merchant": root.findtext("r:merchant/r:name", namespaces=NS),
        "address": root.findtext("r:merchant/r:address", namespaces=NS),
        "items": items,
    }


@bp.post("/upload")
@login_required
def upload_receipt():
    upload = request.files.get("receipt")
    if upload is None or not upload.filename.lower().endswith(".xml"):
        return jsonify(error="attach an .xml receipt"), 400
    try:
        data = parse_receipt(upload.stream)
    except ReceiptFormatError as exc:
        current_app.logger.info("rejected receipt upload: %s", exc)
        return jsonify(error="could not read receipt"), 422

    receipt = Receipt(number=data["number"], merchant=data["merchant"], merchant_address=data["address"])
    for item in data["items"]:
        receipt.add_item(**item)
    db.session.add(receipt)
    db.session.commit()
    return jsonify(id=receipt.id, merchant=receipt.merchant, address=receipt.merchant_address), 201
