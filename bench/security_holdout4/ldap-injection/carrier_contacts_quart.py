import ldap
from ldap.filter import filter_format
from quart import Quart, current_app, jsonify, request

app = Quart(__name__)
app.config.from_prefixed_env()
CARRIER_BASE = "ou=carriers,dc=logistics,dc=example"


def _lookup(carrier_code):
    conn = ldap.initialize(current_app.config["LDAP_URI"])
    conn.simple_bind_s(current_app.config["LDAP_BIND_DN"], current_app.config["LDAP_BIND_PW"])
    try:
        flt = filter_format("(&(objectClass=inetOrgPerson)(carrierCode=%s))", [carrier_code])
        return conn.search_s(CARRIER_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "mail", "telephoneNumber"])
    finally:
        conn.unbind_s()


@app.route("/carriers/contacts")
async def carrier_contacts():
    code = request.args.get("code", "")
    results = _lookup(code)
    contacts = [
        {"name": attrs["cn"][0].decode(), "mail": attrs.get("mail", [b""])[0].decode()}
        for _dn, attrs in results
    ]
    return jsonify({"carrier": code, "contacts": contacts})
