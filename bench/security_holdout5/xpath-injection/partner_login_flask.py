import hashlib

from flask import Flask, abort, jsonify, request, session
from lxml import etree

app = Flask(__name__)
app.config["PARTNER_STORE"] = "/etc/partner-portal/partners.xml"


class PartnerStore:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def find(self, partner_code, api_secret):
        digest = hashlib.sha256(api_secret.encode()).hexdigest()
        expr = f"//partner[code='{partner_code}' and secret='{digest}']"
        matches = self.tree.xpath(expr)
        return matches[0] if matches else None


@app.post("/partners/session")
def partner_session():
    store = PartnerStore(app.config["PARTNER_STORE"])
    partner = store.find(request.form.get("code", ""), request.form.get("secret", ""))
    if partner is None:
        abort(401)
    session["partner"] = partner.findtext("code")
    return jsonify(name=partner.findtext("name"))
