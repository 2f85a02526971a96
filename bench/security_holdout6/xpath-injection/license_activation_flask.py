import hmac
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
app.config["LICENSES_XML"] = "/etc/licensing/licenses.xml"

FIND_LICENSE = etree.XPath("/licenses/license[@product=$product and @serial=$serial]")


@dataclass
class License:
    product: str
    serial: str
    seats: int
    owner: str


@lru_cache(maxsize=1)
def license_tree(path: str):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(path, parser)


class LicenseRegistry:
    def __init__(self, tree):
        self.tree = tree

    def find(self, product: str, serial: str) -> Optional[License]:
        nodes = FIND_LICENSE(self.tree, product=product, serial=serial)
        if not nodes:
            return None
        node = nodes[0]
        return License(
            product=node.get("product"),
            serial=node.get("serial"),
            seats=int(node.get("seats", "1")),
            owner=node.findtext("owner", default=""),
        )


def registry() -> LicenseRegistry:
    return LicenseRegistry(license_tree(app.config["LICENSES_XML"]))


@app.route("/licenses/activate", methods=["POST"])
def activate_license():
    payload = request.get_json(silent=True) or {}
    product = str(payload.get("product", ""))
    serial = str(payload.get("serial", ""))
    lic = registry().find(product, serial)
    if lic is None or not hmac.compare_digest(lic.serial, serial):
        return jsonify(error="license not recognised"), 403
    return jsonify(product=lic.product, seats=lic.seats, owner=lic.owner)
