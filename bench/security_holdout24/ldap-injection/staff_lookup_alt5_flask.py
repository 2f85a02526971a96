from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
app.config.update(LDAP_URL="ldap://ldap.corp.local", LDAP_BASE="ou=people,dc=corp,dc=local")

FILTERS = {
    "name": "(&(objectClass=inetOrgPerson)(!(employeeType=external))(cn={value}*))",
    "email": "(&(objectClass=inetOrgPerson)(!(employeeType=external))(mail={value}))",
}


@app.get("/staff")
def staff_lookup():
    template = FILTERS.get(request.args.get("field", "name"))
    if template is None:
        return jsonify(error="unknown field"), 400
    params = {"value": escape_filter_chars(request.args.get("value", "").strip())}
    search_filter = template.format_map(params)
    with Connection(Server(app.config["LDAP_URL"]), auto_bind=True) as conn:
        conn.search(app.config["LDAP_BASE"], search_filter, SUBTREE, attributes=["cn", "mail", "title"])
        rows = [e.entry_attributes_as_dict for e in conn.entries]
    return jsonify(rows)
