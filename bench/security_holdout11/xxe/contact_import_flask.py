from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def make_parser():
    return etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@app.route("/contacts/import", methods=["POST"])
def import_contacts():
    raw = request.get_data()
    root = etree.fromstring(raw, parser=make_parser())
    contacts = []
    for node in root.iter("contact"):
        contacts.append({"name": node.findtext("name"), "email": node.findtext("email")})
    return jsonify(imported=len(contacts), contacts=contacts)
