from flask import Blueprint, jsonify, request
from lxml import etree

import_bp = Blueprint("imports", __name__)


class ContactXmlReader:
    def __init__(self):
        self.parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)

    def read(self, payload):
        root = etree.fromstring(payload, self.parser)
        return [
            {"name": c.findtext("name"), "email": c.findtext("email")}
            for c in root.iter("contact")
        ]


@import_bp.post("/contacts/import")
def import_contacts():
    upload = request.files.get("file")
    payload = upload.read() if upload else request.get_data()
    contacts = ContactXmlReader().read(payload)
    return jsonify({"imported": len(contacts), "contacts": contacts})
