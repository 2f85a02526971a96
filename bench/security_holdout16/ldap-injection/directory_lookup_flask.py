import os

from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
SERVER = Server("ldaps://ldap.corp.example:636")
BASE_DN = "ou=people,dc=corp,dc=example"


def reader():
    return Connection(SERVER, user="cn=reader,dc=corp,dc=example", password=os.environ["LDAP_READER_PW"], auto_bind=True)


@app.route("/directory/user")
def lookup():
    uid = request.args.get("uid", "").replace("*", "").strip()
    if not uid:
        return jsonify({"error": "uid required"}), 400
    search_filter = f"(&(objectClass=inetOrgPerson)(uid={uid}))"
    conn = reader()
    conn.search(BASE_DN, search_filter, search_scope=SUBTREE, attributes=["cn", "mail", "telephoneNumber"])
    found = [e.entry_attributes_as_dict for e in conn.entries]
    conn.unbind()
    return jsonify(found)
