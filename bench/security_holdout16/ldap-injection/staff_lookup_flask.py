from flask import Flask, jsonify, request
from ldap3 import ALL_ATTRIBUTES, SUBTREE, Connection, Server

app = Flask(__name__)
SERVER = Server("ldap://ldap.corp.internal")
BASE_DN = "ou=staff,dc=corp,dc=internal"


def build_filter(uid: str, dept: str | None) -> str:
    parts = [f"(uid={uid})", "(objectClass=inetOrgPerson)"]
    if dept:
        parts.append(f"(departmentNumber={dept})")
    return "(&" + "".join(parts) + ")"


@app.get("/staff")
def staff_lookup():
    query = build_filter(request.args.get("uid", ""), request.args.get("dept"))
    with Connection(SERVER, "cn=reader,dc=corp,dc=internal", "reader-pw", auto_bind=True) as conn:
        conn.search(BASE_DN, query, search_scope=SUBTREE, attributes=ALL_ATTRIBUTES)
        return jsonify([entry.entry_attributes_as_dict for entry in conn.entries])
