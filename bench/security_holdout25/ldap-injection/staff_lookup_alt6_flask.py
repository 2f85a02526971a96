import os

from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
LDAP_SERVER = Server("ldaps://ldap.corp.example.com")
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


@app.route("/staff/lookup", methods=["POST"])
def staff_lookup():
    uid = request.form.get("uid", "")
    dept = request.form.get("department")
    clauses = ["(objectClass=inetOrgPerson)", f"(uid={uid})"]
    if dept:
        clauses.append(f"(departmentNumber={dept})")
    search_filter = "(&" + "".join(clauses) + ")"
    with Connection(LDAP_SERVER, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True) as conn:
        conn.search(BASE_DN, search_filter, SUBTREE, attributes=["cn", "mail", "telephoneNumber"])
        people = [e.entry_attributes_as_dict for e in conn.entries]
    return jsonify(people)
