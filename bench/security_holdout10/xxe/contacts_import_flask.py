from flask import Flask, request, jsonify
from lxml import etree

app = Flask(__name__)


def make_parser():
    return etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@app.route("/import/contacts", methods=["POST"])
def import_contacts():
    parser = make_parser()
    root = etree.fromstring(request.data, parser)
    contacts = [{"name": c.findtext("name"), "phone": c.findtext("phone")} for c in root.iter("contact")]
    return jsonify(imported=len(contacts), contacts=contacts)
